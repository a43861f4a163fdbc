import Foundation
import GradingSupport
import SwiftUI
import Testing
import TodoKit

@testable import DITodoEnvironment

/// A repository the test injects, recognised afterwards by its identity: 测试注入的仓库，之后按对象身份识别。
private actor ProbeTodoRepository: TodoRepository {
  func fetchTodos() async throws -> [Todo] {
    [Todo(title: "探针 / Probe")]
  }

  func add(_ todo: Todo) async throws {}

  func delete(_ todo: Todo) async throws {}
}

/// Whether `repository` is exactly the given probe instance: 判断 `repository` 是否正是给定的探针实例。
///
/// The comparison goes through `let`s: `#expect((x as AnyObject) === y)` written inline crashed the 6.3.1 compiler.
/// 比较先赋值给 `let`：直接写 `#expect((x as AnyObject) === y)` 曾让 6.3.1 编译器崩溃。
private func isSameInstance(_ repository: any TodoRepository, as probe: ProbeTodoRepository) -> Bool {
  let object = repository as AnyObject
  let probeObject: AnyObject = probe
  return object === probeObject
}

/// Grades code 3. Every check needs the value to live inside each `EnvironmentValues`, which only an `EnvironmentKey`
/// (read and written with `self[Key.self]`) gives: a global or static variable fails them all, the same way every run.
/// 每项检查都要求值存放在各自的 `EnvironmentValues` 里，只有 `EnvironmentKey`（用 `self[Key.self]` 读写）能做到：
/// 存进全局或静态变量的写法每项都不通过，而且每次结果都一样。
@Suite("编程题 3：用环境注入仓库 / Code 3: injecting the repository through the environment")
@MainActor
struct Code3TodoEnvironment {
  @Test("未注入时读到可用的默认 Mock，别处的注入不影响它 / without injection the default is a usable mock, whatever was injected elsewhere")
  func defaultIsUsableMock() async {
    var elsewhere = EnvironmentValues()
    let probe = ProbeTodoRepository()
    elsewhere.todoRepository = probe
    let repository = EnvironmentValues().todoRepository
    #expect(
      !isSameInstance(repository, as: probe),
      "一个新的 EnvironmentValues 读到了另一个环境里注入的仓库：值要存在各自的环境里（通过 EnvironmentKey），而不是全局或静态变量 / a fresh EnvironmentValues read the repository injected into another one: the value must live in each environment (through an EnvironmentKey), not in a global or static variable"
    )
    do {
      _ = try await repository.fetchTodos()
    } catch {
      Issue.record(
        "默认的 todoRepository 读取失败：\(error)。环境键的 defaultValue 应是一个可以直接使用的 Mock / fetching from the default todoRepository failed: \(error). Your key's defaultValue should be a ready-to-use mock"
      )
    }
  }

  @Test("注入的仓库能原样读回，每个环境读回自己的 / an injected repository is read back, each environment its own")
  func overrideIsReadBack() {
    let first = ProbeTodoRepository()
    let second = ProbeTodoRepository()
    var values = EnvironmentValues()
    var other = EnvironmentValues()
    values.todoRepository = first
    other.todoRepository = second
    #expect(
      isSameInstance(values.todoRepository, as: first),
      "写入 todoRepository 后读回的不是同一个实例（或者被另一个环境的写入覆盖了）：setter 应写入环境键，getter 应从环境键读取 / todoRepository did not read back the instance just set (or a write to another environment replaced it): the setter should write through your key and the getter read from it"
    )
    #expect(
      isSameInstance(other.todoRepository, as: second),
      "第二个环境没有读回自己注入的仓库 / a second environment did not read back its own repository"
    )
  }

  @Test("修改副本不影响原来的环境值 / setting on a copy leaves the original alone")
  func copiesAreIndependent() {
    let inOriginal = ProbeTodoRepository()
    let inCopy = ProbeTodoRepository()
    var original = EnvironmentValues()
    original.todoRepository = inOriginal
    var copy = original
    copy.todoRepository = inCopy
    #expect(
      isSameInstance(copy.todoRepository, as: inCopy),
      "副本没有读回自己写入的仓库 / the copy did not read back what was set on it"
    )
    #expect(
      isSameInstance(original.todoRepository, as: inOriginal),
      "修改副本改变了原来的环境值（或原值没有保存写入的仓库）：EnvironmentValues 是值类型，值应通过环境键存放在它里面 / setting on a copy changed the original (or the original lost what was set on it): EnvironmentValues is a value type, and the value belongs inside it, through your key"
    )
  }
}
