import Foundation
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

@Suite struct MarkdownReportTests {
  private let english = MarkdownReport.render(ReportFixtures.report, language: .en)

  private func lines(_ text: String) -> [String] {
    text.components(separatedBy: "\n")
  }

  private func row(_ id: String, in text: String) -> String? {
    lines(text).first { $0.hasPrefix("| ") && $0.contains("`\(id)`") }
  }

  /// The cells of a table row, split at pipes that are not escaped.
  private func cells(_ row: String) -> [String] {
    var cells: [String] = []
    var current = ""
    var escaped = false
    for character in row {
      if character == "|" && !escaped {
        cells.append(current)
        current = ""
      } else {
        current.append(character)
      }
      escaped = character == "\\" && !escaped
    }
    cells.append(current)
    return cells
  }

  @Test func titleCarriesTheTotal() {
    #expect(english.hasPrefix("## Grading results: 13.83 / 40\n"))
    #expect(english.contains("📝 Open questions reviewed: 4 / 5; 5 more points await the instructor."))
    #expect(english.hasSuffix("</details>\n"))
  }

  @Test func warnsAboutModifiedFilesOnly() {
    #expect(!english.contains("[!WARNING]"))
    let tampered = MarkdownReport.render(ReportFixtures.tampered, language: .en)
    #expect(tampered.contains("> [!WARNING]\n> These kit files differ"))
    #expect(tampered.contains("> - `Tests/01-DependencyInjection/Quiz/QuizTests.swift`\n> - `Course/course.json`"))
  }

  @Test func oneTablePerSection() {
    #expect(lines(english).filter { $0 == "| | Question | Score | Status |" }.count == 3)
    #expect(english.contains("### Quiz · 2 / 4\n\n| | Question |"))
    #expect(english.contains("### Open questions\n\n| | Question |"))
    let rows = lines(english).filter { $0.hasPrefix("| ") && $0.contains("`di.") }
    #expect(rows.count == ReportFixtures.report.questions.count)
    #expect(rows.allSatisfy { cells($0).count == 6 })
  }

  @Test func rowsShowSymbolScoreAndStatus() {
    #expect(row("di.choice1", in: english) == "| ✅ | `di.choice1` Choice 1: What is the heart of dependency inversion? | 2 / 2 | passed |")
    #expect(row("di.code1", in: english)?.hasPrefix("| ⚠️ |") == true)
    #expect(row("di.code1", in: english)?.contains("| 5.33 / 8 | partial |") == true)
    #expect(row("di.fix2", in: english)?.hasSuffix("| 0 / 6 | compile error |") == true)
    #expect(row("di.open1", in: english)?.hasPrefix("| 📝 |") == true)
    #expect(row("di.open1", in: english)?.hasSuffix("| – / 5 | awaits instructor |") == true)
    #expect(row("di.open2", in: english)?.hasSuffix("| 4 / 5 | reviewed |") == true)
    for id in ["di.choice2", "di.fix1", "di.code2", "di.code4"] {
      #expect(row(id, in: english)?.hasPrefix("| ❌ |") == true, "\(id)")
    }
  }

  @Test func detailsForEachQuestionThatLostPoints() {
    let details = english.components(separatedBy: "<details><summary>").dropFirst()
    #expect(details.count == 6)
    #expect(english.contains("### Details"))
    let fix2 = details.first { $0.contains("<code>di.fix2</code>") } ?? ""
    #expect(fix2.contains("**Compiler output**\n\n```\n" + ReportFixtures.fix2Diagnostics + "\n```"))
    #expect(fix2.contains("**Hint:** A computed property can read and write through a key."))
    let code2 = details.first { $0.contains("<code>di.code2</code>") } ?? ""
    #expect(code2.contains("**✗ addsAndDeletesById**\n\n```\n" + ReportFixtures.crashMessage + "\n```"))
    #expect(!english.contains("<code>di.choice1</code>"))
    #expect(!english.contains("<code>di.open1</code>"))
  }

  @Test func fenceIsLongerThanAnyBacktickRun() {
    #expect(MarkdownReport.fenced("plain") == "```\nplain\n```")
    let text = "a\n```\n`````x\n````"
    let block = MarkdownReport.fenced(text)
    #expect(block == "``````\n" + text + "\n``````")
  }

  @Test func hostileTextCannotEscape() {
    let markdown = MarkdownReport.render(ReportFixtures.hostile, language: .en)
    let row = row("di.fix1", in: markdown) ?? ""
    #expect(row.contains("init(repository:) &lt;b&gt;\\|x\\|&lt;/b&gt; |"))
    #expect(cells(row).count == 6)
    #expect(markdown.contains("<summary>❌ <code>di.fix1</code> Fix 1: make BookListViewModel take its repository through init(repository:) &lt;b&gt;|x|&lt;/b&gt;"))
    // The student's message sits in a five-backtick fence, so its four-backtick line cannot close it.
    let shown = PrintableText.escaped(ReportFixtures.hostileText)
    #expect(markdown.contains("**✗ loadsFromInjectedRepository**\n\n`````\n" + shown + "\n`````"))
    #expect(!markdown.replacingOccurrences(of: shown, with: "").contains("<script>"))
    #expect(!markdown.unicodeScalars.contains { $0 != "\n" && PrintableText.needsEscaping($0) })
  }

  @Test func literalEscapesCellText() {
    #expect(MarkdownReport.literal("a|b\nc<d>&e") == "a\\|b c&lt;d&gt;&amp;e")
    #expect(MarkdownReport.literal("*x* _y_ `z` [l](u) \\") == "\\*x\\* \\_y\\_ \\`z\\` \\[l\\](u) \\\\")
    #expect(MarkdownReport.literal("line\r\nbreak") == "line break")
  }

  @Test func chineseLabels() {
    let chinese = MarkdownReport.render(ReportFixtures.tampered, language: .zh)
    #expect(chinese.hasPrefix("## 评分结果：13.83 / 40\n"))
    #expect(chinese.contains("| | 题目 | 得分 | 状态 |"))
    #expect(chinese.contains("### 选择与判断 · 2 / 4"))
    #expect(chinese.contains("### 详情"))
    #expect(chinese.contains("**提示：**现在是谁创建了仓库？让调用方把它传进来。"))
    #expect(chinese.contains("**编译器输出**"))
    #expect(chinese.contains("> 这些套件文件与锁文件不一致"))
    #expect(row("di.choice1", in: chinese)?.contains("选择题 1：依赖倒置的核心是什么？ | 2 / 2 | 通过 |") == true)
  }
}
