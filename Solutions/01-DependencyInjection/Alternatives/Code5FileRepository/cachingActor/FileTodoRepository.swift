// Alternative: an actor that reads the file once, then keeps the list in memory and writes every change through.
import Foundation
import TodoKit

/// A repository that keeps its todos in a JSON file: 把待办保存在 JSON 文件中的仓库。
public actor FileTodoRepository: TodoRepository {
  /// The error thrown when the file cannot be decoded.
  public struct DecodingFailed: Error {
    public let fileURL: URL
    public let reason: String
  }

  public let fileURL: URL
  private var cached: [Todo]?

  public init(fileURL: URL) {
    self.fileURL = fileURL
  }

  public func fetchTodos() async throws -> [Todo] {
    try current()
  }

  public func add(_ todo: Todo) async throws {
    var todos = try current()
    if let index = todos.firstIndex(where: { $0.id == todo.id }) {
      todos[index] = todo
    } else {
      todos.append(todo)
    }
    try store(todos)
  }

  public func delete(_ todo: Todo) async throws {
    var todos = try current()
    todos.removeAll { $0.id == todo.id }
    try store(todos)
  }

  private func current() throws -> [Todo] {
    if let cached { return cached }
    guard let data = FileManager.default.contents(atPath: fileURL.path) else { return [] }
    do {
      let todos = try JSONDecoder().decode([Todo].self, from: data)
      cached = todos
      return todos
    } catch {
      throw DecodingFailed(fileURL: fileURL, reason: "\(error)")
    }
  }

  private func store(_ todos: [Todo]) throws {
    let data = try JSONEncoder().encode(todos)
    try data.write(to: fileURL, options: [.atomic])
    cached = todos
  }
}
