// Alternative: a final class guarded by an NSLock, checking fileExists first, with an error enum of its own.
import Foundation
import TodoKit

/// What can go wrong with the todo file: 待办文件可能出现的问题。
public enum TodoFileError: Error, CustomStringConvertible {
  case corrupt(path: String)

  public var description: String {
    switch self {
    case .corrupt(let path): "the todo file at \(path) is not a JSON array of todos"
    }
  }
}

/// A repository that keeps its todos in a JSON file: 把待办保存在 JSON 文件中的仓库。
public final class FileTodoRepository: TodoRepository, @unchecked Sendable {
  public let fileURL: URL
  private let lock = NSLock()

  public init(fileURL: URL) {
    self.fileURL = fileURL
  }

  public func fetchTodos() async throws -> [Todo] {
    try lock.withLock { try load() }
  }

  public func add(_ todo: Todo) async throws {
    try lock.withLock {
      var todos = try load()
      if let index = todos.firstIndex(where: { $0.id == todo.id }) {
        todos[index] = todo
      } else {
        todos.append(todo)
      }
      try save(todos)
    }
  }

  public func delete(_ todo: Todo) async throws {
    try lock.withLock {
      try save(try load().filter { $0.id != todo.id })
    }
  }

  private func load() throws -> [Todo] {
    guard FileManager.default.fileExists(atPath: fileURL.path) else { return [] }
    let data = try Data(contentsOf: fileURL)
    guard let todos = try? JSONDecoder().decode([Todo].self, from: data) else {
      throw TodoFileError.corrupt(path: fileURL.path)
    }
    return todos
  }

  private func save(_ todos: [Todo]) throws {
    try JSONEncoder().encode(todos).write(to: fileURL, options: .atomic)
  }
}
