// Alternative: a final class whose todos are kept in a dictionary plus an order list, guarded by a serial DispatchQueue.
import Dispatch
import Foundation
import TodoKit

/// A stand-in repository that returns fixed todos or fails on demand: 返回固定数据或按需失败的替身仓库。
public final class MockTodoRepository: TodoRepository, @unchecked Sendable {
  private let queue = DispatchQueue(label: "MockTodoRepository")
  private var byID: [UUID: Todo] = [:]
  private var order: [UUID] = []
  private let shouldFail: Bool

  public init(todos: [Todo] = [], shouldFail: Bool = false) {
    self.shouldFail = shouldFail
    for todo in todos {
      if byID[todo.id] == nil { order.append(todo.id) }
      byID[todo.id] = todo
    }
  }

  public func fetchTodos() async throws -> [Todo] {
    guard !shouldFail else { throw URLError(.notConnectedToInternet) }
    return queue.sync { order.compactMap { byID[$0] } }
  }

  public func add(_ todo: Todo) async throws {
    queue.sync {
      if byID[todo.id] == nil { order.append(todo.id) }
      byID[todo.id] = todo
    }
  }

  public func delete(_ todo: Todo) async throws {
    queue.sync {
      byID[todo.id] = nil
      order.removeAll { $0 == todo.id }
    }
  }
}
