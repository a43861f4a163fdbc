import Foundation
import Testing
import TodoKit

@testable import DIFileRepository

// 隐藏检查：只在老师的版本里运行，学生版里没有这个文件。
// A hidden check: only the instructor's edition runs it; the student edition has no such file.
extension Code5FileRepository {
  @Test("任何标题都原样保存 / every title survives a round trip")
  func keepsAnyTitleIntact() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.writeEmptyList()
    // Titles that break a hand-made text format: quotes, commas, a new line, a backslash, Chinese and an emoji.
    // 会弄坏手写文本格式的标题：引号、逗号、换行、反斜杠、中文和表情符号。
    let titles = ["say \"hi\", then go", "line one\nline two", #"C:\todo\list"#, "买菜 🥬", "  spaces around  ", ""]
    let todos = titles.map { Todo(title: $0) }
    let writer = FileTodoRepository(fileURL: directory.todoFile)
    for todo in todos { try await writer.add(todo) }

    let read = try await FileTodoRepository(fileURL: directory.todoFile).fetchTodos()
    #expect(
      read == todos,
      "add(_:) 了 \(todos.count) 条标题含引号、逗号、换行、反斜杠、中文、表情、首尾空格或为空的待办，新实例读回的 \(read.count) 条与它们不同 / after add(_:) of \(todos.count) todos whose titles hold quotes, commas, a new line, a backslash, Chinese, an emoji, surrounding spaces or nothing, a new instance read back \(read.count) that differ from them")
  }
}
