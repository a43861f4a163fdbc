import Foundation

/// A fresh, empty directory for one test, removed by `remove()`: 每个测试独用的空目录，调用 `remove()` 删除。
struct TemporaryDirectory {
  /// The directory's location: 目录的位置。
  let url: URL

  /// Creates a new, uniquely named directory in the system's temporary folder: 在系统临时目录中新建一个唯一命名的目录。
  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("DIFileRepositoryTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The location of the todo file inside the directory: 目录中待办文件的位置。
  var todoFile: URL {
    url.appendingPathComponent("todos.json")
  }

  /// Writes an empty JSON array of todos to the todo file: 在待办文件中写入空的 JSON 数组。
  func writeEmptyList() throws {
    try Foundation.Data("[]".utf8).write(to: todoFile)
  }

  /// The names of everything the directory holds, sorted: 目录中所有条目的名字（已排序）。
  func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }

  /// The inode number of a file, which changes when the file is replaced rather than rewritten: 文件的 inode 编号；文件被替换（而非原地改写）时会改变。
  func fileNumber(of file: URL) throws -> UInt64? {
    let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
    return (attributes[.systemFileNumber] as? NSNumber)?.uint64Value
  }

  /// Deletes the directory and everything in it: 删除目录及其中所有内容。
  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
