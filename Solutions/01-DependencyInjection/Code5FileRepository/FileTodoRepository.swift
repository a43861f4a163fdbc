import Foundation
import TodoKit

// BEGIN GENERATED: requirements (swift run grader sync)
// di.code5 的要求（每条单独计分，分数四舍五入到 0.01）/ What di.code5 requires (each scored on its own; points rounded to 0.01):
// 1. 文件不存在时，fetchTodos() 返回空数组，而不是抛错。（1.33 分）
//    When the file does not exist, fetchTodos() returns an empty array, not an error. (1.33 pts)
// 2. add(_:) 保存的内容以待办 JSON 数组的形式写进文件；同一文件上新建的实例能原样读回，无论标题是什么。（2.67 分）
//    What add(_:) stores reaches the file as a JSON array of todos, and a new instance on the same file reads it back unchanged, whatever the titles. (2.67 pts)
// 3. 每次写入都原子地替换文件（data.write(to:options: .atomic)），不留下临时文件。（1.33 分）
//    Every write replaces the file atomically (data.write(to:options: .atomic)) and leaves no temporary file behind. (1.33 pts)
// 4. 文件损坏时，fetchTodos() 抛出你自己定义的错误类型，文件保持原样。（1.33 分）
//    A corrupt file makes fetchTodos() throw an error type of your own, and the file is left as it was. (1.33 pts)
// 5. add(_:) 新 id 追加、相同 id 原位替换；delete(_:) 只按 id 删除。（1.33 分）
//    add(_:) appends a new id and replaces the same id in place; delete(_:) removes by id alone. (1.33 pts)
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
