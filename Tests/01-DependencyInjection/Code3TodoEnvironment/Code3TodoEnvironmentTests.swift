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

/// Grades code 3. Two requirements: a usable default (`defaultIsUsableMock`), and a value that lives inside each
/// `EnvironmentValues` (`overrideIsReadBack` and `copiesAreIndependent`, two views of it). The default check does not
/// care what other environments hold, so a global or static variable fails only the second requirement, every run.
/// 两个要求：可用的默认值，以及值存放在各自的 `EnvironmentValues` 里（两项检查从两个角度看它）。检查默认值时不关心其他环境里
/// 存了什么，所以存进全局或静态变量的写法只丢第二个要求，而且每次结果都一样。
@Suite("编程题 3：用环境注入仓库 / Code 3: injecting the repository through the environment")
@MainActor
struct Code3TodoEnvironment {
  @Test("未注入时读到可以直接使用的默认仓库 / without injection the default repository is ready to use")
  func defaultIsUsableMock() async {
    let repository = EnvironmentValues().todoRepository
    do {
      _ = try await repository.fetchTodos()
    } catch {
      Testing.Issue.record(
        "从一个新建、没有注入过的 EnvironmentValues 读出 todoRepository，调用它的 fetchTodos() 抛出了错误：\(error) / reading todoRepository from a new EnvironmentValues that nothing was injected into and calling its fetchTodos() threw: \(error)"
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
      "往一个 EnvironmentValues 写入仓库、再往另一个写入另一个仓库之后，从第一个读回的不是写入它的那个实例 / after setting one repository on an EnvironmentValues and another on a second one, the first did not read back the instance set on it"
    )
    #expect(
      isSameInstance(other.todoRepository, as: second),
      "第二个 EnvironmentValues 读回的不是写入它的那个仓库 / the second EnvironmentValues did not read back the repository set on it"
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
      isSameInstance(original.todoRepository, as: inOriginal),
      "往原值写入仓库、复制、再往副本写入另一个仓库之后，原值读回的不是写入它的那个 / after setting a repository on the original, copying it and setting another on the copy, the original did not read back the one set on it"
    )
    #expect(
      isSameInstance(copy.todoRepository, as: inCopy),
      "副本读回的不是写入副本的那个仓库 / the copy did not read back the repository set on it"
    )
  }
}
