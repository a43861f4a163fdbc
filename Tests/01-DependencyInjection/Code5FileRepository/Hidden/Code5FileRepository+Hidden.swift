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
      "标题里有引号、换行或表情时也要原样读回：用 JSONEncoder/JSONDecoder 编码整个 [Todo] / titles with quotes, new lines or emoji must read back unchanged: encode the whole [Todo] with JSONEncoder and JSONDecoder")
  }
}
