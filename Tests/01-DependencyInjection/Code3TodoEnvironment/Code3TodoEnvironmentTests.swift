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

@Suite("编程题 3：用环境注入仓库 / Code 3: injecting the repository through the environment")
@MainActor
struct Code3TodoEnvironment {
  @Test("未注入时默认值是可用的 Mock / without injection the default is a usable mock")
  func defaultIsUsableMock() async {
    let repository = EnvironmentValues().todoRepository
    do {
      _ = try await repository.fetchTodos()
    } catch {
      Issue.record(
        "默认的 todoRepository 读取失败：\(error)。请让环境键的 defaultValue 是一个可以直接使用的 Mock / fetching from the default todoRepository failed: \(error). Make your key's defaultValue a ready-to-use mock"
      )
    }
  }

  @Test("注入的仓库能原样读回 / an injected repository is read back unchanged")
  func overrideIsReadBack() {
    let probe = ProbeTodoRepository()
    var values = EnvironmentValues()
    values.todoRepository = probe
    let readBack = values.todoRepository
    #expect(
      isSameInstance(readBack, as: probe),
      "写入 todoRepository 后读回的不是同一个实例：setter 应写入环境键，getter 应从环境键读取 / todoRepository did not read back the instance just set: the setter should write through your key and the getter read from it"
    )
  }

  @Test("修改副本不影响原来的环境值 / setting on a copy leaves the original alone")
  func copiesAreIndependent() {
    let probe = ProbeTodoRepository()
    let original = EnvironmentValues()
    var copy = original
    copy.todoRepository = probe
    let inCopy = copy.todoRepository
    let inOriginal = original.todoRepository
    #expect(
      isSameInstance(inCopy, as: probe),
      "副本中设置的仓库没有被读回：请通过 self[键] 读写 / the copy did not read back what was set on it: read and write through self[YourKey.self]"
    )
    #expect(
      !isSameInstance(inOriginal, as: probe),
      "修改副本改变了原来的环境值：不要把仓库存到全局或静态变量里 / setting on a copy changed the original: do not keep the repository in a global or static variable"
    )
  }
}
