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
    #expect(todos.isEmpty, "文件不存在时 fetchTodos() 返回了 \(todos.count) 条待办，应为空数组 / with no file there, fetchTodos() returned \(todos.count) todos; it should return an empty array")
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
    #expect(read == [first, second], "一个实例 add(_:) 了 2 条待办，同一文件上的新实例读到 \(read.count) 条，与它们（及其顺序）不同 / one instance added 2 todos; a new instance on the same file read \(read.count) that differ from them or their order")

    let data = try Foundation.Data(contentsOf: directory.todoFile)
    let decoded = try? JSONDecoder().decode([Todo].self, from: data)
    #expect(decoded == [first, second], "add(_:) 2 条待办之后，用 JSONDecoder 把文件内容解码成 [Todo] \(decoded == nil ? "失败了" : "得到的不是这 2 条") / after add(_:) of 2 todos, decoding the file with JSONDecoder as [Todo] \(decoded == nil ? "failed" : "did not give those 2")")
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
    // Only how the file is replaced is judged here; what add and delete store is another requirement's.
    // 这里只判断文件是怎样被替换的；add 和 delete 存了什么属于另一个要求。
    let writes: [(label: String, perform: () async throws -> Void)] = [
      ("add(_:) 新增 / adding", { try await repository.add(todo) }),
      ("add(_:) 替换 / replacing", { try await repository.add(Todo(id: todo.id, title: "改名 / Renamed", isDone: true)) }),
      ("delete(_:) 删除 / deleting", { try await repository.delete(todo) }),
    ]
    for write in writes {
      let before = try #require(try directory.fileNumber(of: file), "读不到文件的 inode / cannot read the file's inode")
      try await write.perform()
      let after = try #require(try directory.fileNumber(of: file), "写入后文件不见了 / the file is gone after writing")
      #expect(before != after, "\(write.label)：写入前后文件的 inode 相同，文件是被原地改写的，而不是先写新文件再换上去 / the file's inode was the same before and after the write, so it was rewritten in place, not written anew and swapped in. \(hint)")
      let left = try directory.contents()
      #expect(left == ["todos.json"], "\(write.label)：写入后目录里除了 todos.json 还有 \(left.filter { $0 != "todos.json" }) / after the write the directory held \(left.filter { $0 != "todos.json" }) besides todos.json")
    }
  }

  @Test("文件损坏时抛出自己的错误且不改动文件 / a corrupt file throws an error of its own and stays untouched")
  func corruptFileThrows() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = directory.todoFile

    let valid = [Todo(title: "合法内容 / Valid content")]
    try JSONEncoder().encode(valid).write(to: file)
    let read = try await FileTodoRepository(fileURL: file).fetchTodos()
    #expect(read == valid, "文件里是 1 条待办的合法 JSON，fetchTodos() 读到了 \(read.count) 条与它不同的 / the file held valid JSON of 1 todo; fetchTodos() read \(read.count) that differ from it")

    let corruptContents: [(label: String, data: Foundation.Data)] = [
      ("不是 JSON / not JSON", Foundation.Data("这不是 JSON / this is not JSON {[".utf8)),
      ("结构不对的 JSON / JSON of the wrong shape", Foundation.Data(#"{"todos": 42}"#.utf8)),
    ]
    for corrupt in corruptContents {
      try corrupt.data.write(to: file)
      let repository = FileTodoRepository(fileURL: file)
      do {
        let todos = try await repository.fetchTodos()
        Testing.Issue.record(
          "\(corrupt.label)：文件损坏时 fetchTodos() 应抛出错误，却返回了 \(todos.count) 条待办 / fetchTodos() should throw for a corrupt file, but returned \(todos.count) todos"
        )
      } catch is NotImplemented {
        Testing.Issue.record("fetchTodos() 抛出的是初始代码的 NotImplemented / fetchTodos() threw the starting code's NotImplemented")
      } catch {
        // An error type of the student's own, declared in the exercise's module. 学生自己定义、声明在本练习模块里的错误类型。
        let typeName = String(reflecting: type(of: error))
        #expect(
          typeName.hasPrefix("DIFileRepository."),
          "\(corrupt.label)：fetchTodos() 抛出了 \(typeName)，不是你自己定义的错误类型 / fetchTodos() threw \(typeName), not an error type of your own"
        )
      }
      let after = try Foundation.Data(contentsOf: file)
      #expect(after == corrupt.data, "\(corrupt.label)：调用 fetchTodos() 之后，损坏的文件内容变了 / after fetchTodos(), the corrupt file's contents had changed")
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
    let afterReplace = try await repository.fetchTodos()
    #expect(
      afterReplace == [renamed, second],
      "add(_:) 两条新待办、再 add(_:) 一条与第一条 id 相同的待办后，fetchTodos() 返回了 \(afterReplace.count) 条，不是第一条在原位被替换、第二条保留 / after add(_:) of two new todos and then of one with the first one's id, fetchTodos() returned \(afterReplace.count) todos, not the first replaced in place and the second kept"
    )

    try await repository.delete(Todo(id: second.id, title: "别的标题 / Another title"))
    let afterDelete = try await repository.fetchTodos()
    #expect(
      afterDelete == [renamed],
      "用同一 id、不同标题的待办调用 delete(_:) 后，fetchTodos() 返回了 \(afterDelete.count) 条，应只剩另一条 / after delete(_:) with a todo of the same id but another title, fetchTodos() returned \(afterDelete.count) todos; only the other should remain"
    )

    try await repository.delete(Todo(title: "不存在 / Not there"))
    let afterUnknown = try await repository.fetchTodos()
    #expect(afterUnknown == [renamed], "delete(_:) 一个不存在的 id 后，fetchTodos() 返回的 \(afterUnknown.count) 条与之前不同 / after delete(_:) of an unknown id, fetchTodos() returned \(afterUnknown.count) todos, not what it held before")
  }
}
