// Alternative: a missing file recognised by catching CocoaError.fileReadNoSuchFile; read and write helpers; pretty-printed JSON.
import Foundation
import KitSupport
import TodoKit

/// What goes wrong reading the todo file.
public struct TodoFileCorrupted: Error, CustomStringConvertible {
  /// The file that could not be decoded.
  public let path: String
  /// What the decoder said.
  public let reason: String

  public var description: String { "The todo file at \(path) is not valid todo JSON: \(reason)" }
}

/// A repository that keeps its todos in a JSON file: 把待办保存在 JSON 文件中的仓库。
public actor FileTodoRepository: TodoRepository {
  /// The file that holds the todos: 保存待办的文件。
  public let fileURL: URL

  /// Creates a repository backed by `fileURL`; the file need not exist yet: 创建以 `fileURL` 为存储的仓库，文件可以尚不存在。
  public init(fileURL: URL) {
    self.fileURL = fileURL
  }

  public func fetchTodos() async throws -> [Todo] {
    try readAll()
  }

  public func add(_ todo: Todo) async throws {
    var todos = try readAll()
    if let index = todos.firstIndex(where: { $0.id == todo.id }) {
      todos[index] = todo
    } else {
      todos.append(todo)
    }
    try writeAll(todos)
  }

  public func delete(_ todo: Todo) async throws {
    var todos = try readAll()
    todos.removeAll { $0.id == todo.id }
    try writeAll(todos)
  }

  private func readAll() throws -> [Todo] {
    let data: Data
    do {
      data = try Data(contentsOf: fileURL)
    } catch CocoaError.fileReadNoSuchFile {
      return []
    }
    do {
      return try JSONDecoder().decode([Todo].self, from: data)
    } catch {
      throw TodoFileCorrupted(path: fileURL.path, reason: "\(error)")
    }
  }

  private func writeAll(_ todos: [Todo]) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(todos).write(to: fileURL, options: .atomic)
  }
}
