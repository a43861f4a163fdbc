import Foundation
import TodoKit

// BEGIN GENERATED: requirements (swift run grader sync)
// END GENERATED: requirements

/// A repository that keeps its todos in a JSON file: 把待办保存在 JSON 文件中的仓库。
///
/// The file holds a JSON array of `Todo`; a missing file reads as an empty list.
/// 文件内容是 `Todo` 的 JSON 数组；文件不存在时读到空列表。
/// Every write replaces the whole file atomically, so readers see the old or the new list, never half of one.
/// 每次写入都原子地替换整个文件，读取方只会看到旧列表或新列表，绝不会看到写了一半的内容。
/// A file that cannot be decoded throws `CorruptFile` and is left untouched, so nothing is lost by accident.
/// 无法解码的文件会抛出 `CorruptFile` 并保持原样，数据不会被意外覆盖。
public actor FileTodoRepository: TodoRepository {
  /// The file that holds the todos: 保存待办的文件。
  public let fileURL: URL

  // SLIP-BEGIN jsonFileReadBack
  // SLIP-ELSE
  // /// What this instance wrote, kept in memory: the mistake this slip makes (the file gets an empty list).
  // private var cache: [Todo]?
  // SLIP-END

  /// Creates a repository backed by `fileURL`; the file need not exist yet: 创建以 `fileURL` 为存储的仓库，文件可以尚不存在。
  public init(fileURL: URL) {
    self.fileURL = fileURL
  }

  public func fetchTodos() async throws -> [Todo] {
    // SLIP-BEGIN emptyWhenMissing
    // SLIP-ELSE
    // guard FileManager.default.fileExists(atPath: fileURL.path) else { throw CocoaError(.fileReadNoSuchFile) }
    // SLIP-END
    return try readTodos()
  }

  public func add(_ todo: Todo) async throws {
    var todos = try readTodos()
    if let index = todos.firstIndex(where: { $0.id == todo.id }) {
      todos[index] = todo
    } else {
      todos.append(todo)
    }
    try write(todos)
  }

  public func delete(_ todo: Todo) async throws {
    var todos = try readTodos()
    todos.removeAll { $0.id == todo.id }  // SLIP replacesAndDeletesById: todos.removeAll { $0 == todo }
    try write(todos)
  }

  /// Reads the file, treating a missing file as empty and an undecodable one as corrupt: 读取文件；文件不存在视为空，无法解码视为损坏。
  private func readTodos() throws -> [Todo] {
    // SLIP-BEGIN jsonFileReadBack
    // SLIP-ELSE
    // if let cache { return cache }
    // SLIP-END
    let data: Data
    do {
      data = try Data(contentsOf: fileURL)
    } catch CocoaError.fileReadNoSuchFile {
      return []
    }
    do {
      return try JSONDecoder().decode([Todo].self, from: data)
    } catch {
      throw CorruptFile(path: fileURL.path, underlying: error)  // SLIP corruptFileThrowsOwnError: throw error
    }
  }

  /// Encodes the todos and atomically replaces the file with them: 编码待办并原子地替换文件。
  private func write(_ todos: [Todo]) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data = try encoder.encode(todos)  // SLIP jsonFileReadBack: cache = todos; let data = try encoder.encode([Todo]())
    try FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: fileURL, options: .atomic)  // SLIP atomicWrites: try data.write(to: fileURL)
  }
}
