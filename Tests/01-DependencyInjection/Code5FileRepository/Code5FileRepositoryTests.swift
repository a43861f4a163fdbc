import Foundation
import GradingSupport
import KitSupport
import Testing
import TodoKit

@testable import DIFileRepository

@Suite("编程题 5：JSON 文件仓库 / Code 5: a JSON file repository")
struct Code5FileRepository {
  @Test("文件不存在时读到空数组 / a missing file reads as empty")
  func missingFileReadsEmpty() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let repository = FileTodoRepository(fileURL: directory.todoFile)

    let todos = try await repository.fetchTodos()
    #expect(todos.isEmpty, "文件不存在时 fetchTodos() 应返回空数组 / fetchTodos() should return an empty array when the file does not exist")
  }

  @Test("新实例能读到之前写入的内容 / a new instance sees what earlier ones wrote")
  func persistsAcrossInstances() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let first = Todo(title: "写进文件 / Written to the file")
    let second = Todo(title: "也写进去 / Also written", isDone: true)
    // Start from an empty list on disk, so a mistake with a missing file does not cost this check too.
    // 从磁盘上的空列表开始，文件不存在时的处理错误不会连累这项检查。
    try directory.writeEmptyList()

    let writer = FileTodoRepository(fileURL: directory.todoFile)
    try await writer.add(first)
    try await writer.add(second)

    let reader = FileTodoRepository(fileURL: directory.todoFile)
    let read = try await reader.fetchTodos()
    #expect(read == [first, second], "同一文件上的新实例应按顺序读到之前写入的待办 / a new instance on the same file should read the earlier todos, in order")

    let data = try Data(contentsOf: directory.todoFile)
    let decoded = try? JSONDecoder().decode([Todo].self, from: data)
    #expect(decoded == [first, second], "文件内容应是 Todo 的 JSON 数组（用 JSONEncoder 编码 [Todo]）/ the file should hold a JSON array of Todo (encode [Todo] with JSONEncoder)")
  }

  @Test("每次写入都原子地替换文件 / every write replaces the file atomically")
  func writesAtomically() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = directory.todoFile
    try directory.writeEmptyList()
    let repository = FileTodoRepository(fileURL: file)
    let todo = Todo(title: "原子写入 / Atomic write")
    let hint = "请用 data.write(to: fileURL, options: .atomic) 写入 / write with data.write(to: fileURL, options: .atomic)"

    // An atomic write saves into a new file and renames it over the old one, so the file number (inode) changes;
    // rewriting the existing file in place keeps it. 原子写入先写新文件再改名覆盖旧文件，inode 会改变；原地改写则不变。
    let writes: [(label: String, perform: () async throws -> Void)] = [
      ("add(_:) 新增 / adding", { try await repository.add(todo) }),
      ("add(_:) 替换 / replacing", { try await repository.add(Todo(id: todo.id, title: "改名 / Renamed", isDone: true)) }),
      ("delete(_:) 删除 / deleting", { try await repository.delete(todo) }),
    ]
    for write in writes {
      let before = try #require(try directory.fileNumber(of: file), "读不到文件的 inode / cannot read the file's inode")
      try await write.perform()
      let after = try #require(try directory.fileNumber(of: file), "写入后文件不见了 / the file is gone after writing")
      #expect(before != after, "\(write.label)：文件是被原地改写的，而不是原子替换 / the file was rewritten in place, not replaced atomically. \(hint)")
      #expect(try directory.contents() == ["todos.json"], "\(write.label)：目录里留下了多余的临时文件 / temporary files were left behind in the directory")
    }

    let remaining = try await FileTodoRepository(fileURL: file).fetchTodos()
    #expect(remaining.isEmpty, "新增、替换、删除同一条待办后文件应为空列表 / after adding, replacing and deleting one todo the file should hold an empty list")
  }

  @Test("文件损坏时抛出自己的错误且不改动文件 / a corrupt file throws an error of its own and stays untouched")
  func corruptFileThrows() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = directory.todoFile

    let valid = [Todo(title: "合法内容 / Valid content")]
    try JSONEncoder().encode(valid).write(to: file)
    let read = try await FileTodoRepository(fileURL: file).fetchTodos()
    #expect(read == valid, "合法的待办 JSON 文件应能正常读取 / a valid todo JSON file should read fine")

    let corruptContents: [(label: String, data: Data)] = [
      ("不是 JSON / not JSON", Data("这不是 JSON / this is not JSON {[".utf8)),
      ("结构不对的 JSON / JSON of the wrong shape", Data(#"{"todos": 42}"#.utf8)),
    ]
    for corrupt in corruptContents {
      try corrupt.data.write(to: file)
      let repository = FileTodoRepository(fileURL: file)
      do {
        let todos = try await repository.fetchTodos()
        Issue.record(
          "\(corrupt.label)：文件损坏时 fetchTodos() 应抛出错误，却返回了 \(todos.count) 条待办 / fetchTodos() should throw for a corrupt file, but returned \(todos.count) todos"
        )
      } catch is NotImplemented {
        Issue.record("fetchTodos() 还是桩代码（NotImplemented）/ fetchTodos() is still the stub (NotImplemented)")
      } catch {
        // A clear error, as asked. / 按要求抛出了错误。
      }
      let after = try Data(contentsOf: file)
      #expect(after == corrupt.data, "\(corrupt.label)：读取损坏的文件后文件被改动了，数据可能丢失 / reading the corrupt file changed it, which can lose data")
    }
  }

  @Test("相同 id 原位替换，按 id 删除 / add replaces the same id in place, delete works by id")
  func addReplacesAndDeletesById() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    // Start from an empty list on disk, so a mistake with a missing file does not cost this check too.
    // 从磁盘上的空列表开始，文件不存在时的处理错误不会连累这项检查。
    try directory.writeEmptyList()
    let repository = FileTodoRepository(fileURL: directory.todoFile)
    let first = Todo(title: "第一件 / First")
    let second = Todo(title: "第二件 / Second")

    try await repository.add(first)
    try await repository.add(second)
    let renamed = Todo(id: first.id, title: "改过的第一件 / First, renamed", isDone: true)
    try await repository.add(renamed)
    #expect(
      try await repository.fetchTodos() == [renamed, second],
      "add(_:) 遇到相同 id 应原位替换，而不是追加 / add(_:) should replace the todo with the same id in place, not append"
    )

    try await repository.delete(Todo(id: second.id, title: "别的标题 / Another title"))
    #expect(
      try await repository.fetchTodos() == [renamed],
      "delete(_:) 应只按 id 删除 / delete(_:) should match by id only"
    )

    try await repository.delete(Todo(title: "不存在 / Not there"))
    #expect(try await repository.fetchTodos() == [renamed], "删除不存在的 id 不应改变数据 / deleting an unknown id should change nothing")
  }
}
