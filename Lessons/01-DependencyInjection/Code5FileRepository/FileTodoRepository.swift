import Foundation
import KitSupport
import TodoKit

// 编程题 5：把待办保存到 JSON 文件的真实实现
// Code 5: a real implementation that keeps the todos in a JSON file
//
// `Todo` 已经遵循 Codable，可以直接用 JSONEncoder / JSONDecoder 编解码 `[Todo]`。
// `Todo` is already Codable, so JSONEncoder / JSONDecoder can encode and decode `[Todo]` directly.
//
// TODO: 实现三个方法，要求：
//   - 文件内容是待办的 JSON 数组；
//   - 文件不存在时 `fetchTodos()` 返回空数组（不是错误）；
//   - 每次写入都是原子的：`data.write(to: fileURL, options: .atomic)`，写到一半崩溃也不会留下半个文件
//     （不要用 `FileManager.replaceItemAt`：在评分所在的 Linux 上它会删掉目标文件）；
//   - 用同一个文件新建的实例能读到之前写入的内容；
//   - `add(_:)` 新 id 追加、相同 id 原位替换；`delete(_:)` 按 id 删除；
//   - 文件内容损坏（不是合法的待办 JSON）时抛出你自己定义的、说明清楚的错误类型（例如带上文件路径），
//     不能崩溃，不能悄悄返回空数组，也不能在读取时覆盖这个文件。
// TODO: implement the three methods so that:
//   - the file holds a JSON array of todos;
//   - a missing file makes `fetchTodos()` return an empty array (not an error);
//   - every write is atomic: `data.write(to: fileURL, options: .atomic)`, so a crash never leaves half a file
//     (not `FileManager.replaceItemAt`: on Linux, where the grader runs, it deletes the destination file);
//   - a new instance on the same file sees what earlier ones wrote;
//   - `add(_:)` appends a new id and replaces the same id in place; `delete(_:)` removes by id;
//   - a corrupt file (not valid todo JSON) throws a clear error type of your own (carrying the file path, say):
//     never crash, never quietly return an empty array, and never overwrite that file while reading.
//
// 测试这样创建它：`FileTodoRepository(fileURL:)`，请保留这个名字和初始化方法。
// The tests create it as `FileTodoRepository(fileURL:)`: keep that name and initializer.
//
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
//
// 检查 / Check:  swift run grader --question di.code5

/// A repository that keeps its todos in a JSON file: 把待办保存在 JSON 文件中的仓库。
public actor FileTodoRepository: TodoRepository {
  /// The file that holds the todos: 保存待办的文件。
  public let fileURL: URL

  /// Creates a repository backed by `fileURL`; the file need not exist yet: 创建以 `fileURL` 为存储的仓库，文件可以尚不存在。
  public init(fileURL: URL) {
    self.fileURL = fileURL
  }

  public func fetchTodos() async throws -> [Todo] {
    // TODO: 读取并解码文件 / read and decode the file
    throw NotImplemented("FileTodoRepository.fetchTodos()")
  }

  public func add(_ todo: Todo) async throws {
    // TODO: 读取、插入或替换、原子写回 / read, insert or replace, write back atomically
    throw NotImplemented("FileTodoRepository.add(_:)")
  }

  public func delete(_ todo: Todo) async throws {
    // TODO: 读取、按 id 删除、原子写回 / read, remove by id, write back atomically
    throw NotImplemented("FileTodoRepository.delete(_:)")
  }
}
