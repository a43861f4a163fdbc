import KitSupport
import Testing

/// What a fill-in blank accepts and refuses, side by side: 填空题接受与拒绝的写法对照表。
@Suite("填空答案的读法 / how fill-in answers are read")
struct FillInAnswerTests {
  /// One blank: its word, the decoration it takes, harmless forms that must count, and close-but-wrong ones that must not.
  struct Row: Sendable, CustomTestStringConvertible {
    var word: String
    var decoration: FillInDecoration
    var accepted: [String]
    var refused: [String]
    var testDescription: String { "\(word) (\(decoration))" }
  }

  static let table: [Row] = [
    Row(
      word: "EnvironmentKey", decoration: .none,
      accepted: [
        "EnvironmentKey", " EnvironmentKey ", "`EnvironmentKey`", "\"EnvironmentKey\"", "「EnvironmentKey」",
        "EnvironmentKey;", "EnvironmentKey。", "ＥｎｖｉｒｏｎｍｅｎｔＫｅｙ", "SwiftUI.EnvironmentKey",
      ],
      refused: [
        "environmentKey", "environmentkey", "EnvironmentKeys", "Environment", "EnvironmentKey protocol",
        "@EnvironmentKey", "EnvironmentKey()", "Environment Key", "", "  ", "``", ".EnvironmentKey",
      ]),
    Row(
      word: "EnvironmentValues", decoration: .none,
      accepted: [
        "EnvironmentValues", "extension EnvironmentValues", "extension   EnvironmentValues",
        "ｅｘｔｅｎｓｉｏｎ\u{3000}EnvironmentValues", "extension EnvironmentValues { }", "SwiftUI.EnvironmentValues",
        "extension SwiftUI.EnvironmentValues",
      ],
      refused: ["EnvironmentValue", "extension", "extensionEnvironmentValues", "extension EnvironmentValues {", "EnvironmentKeys"]),
    Row(
      word: "environment", decoration: .member,
      accepted: [
        "environment", ".environment", "environment()", ".environment()", "environment(_:_:)",
        ".environment(\\.bookRepository, MockBookRepository())", "View.environment", " .environment ",
      ],
      refused: [
        "Environment", ".Environment", "environments", "environmentObject", "@environment", "#environment",
        "environment(", ".environment()()", "..environment",
      ]),
    // A modifier as the lessons write it, with its trailing closure (`.task { … }` in lesson 3's README).
    Row(
      word: "task", decoration: .member,
      accepted: ["task", ".task", "task {}", ".task { }", ".task { await load() }", ".task(id: q) { }", "task(priority: .low) {}"],
      refused: ["task {", ".task {}}", "task {} {}", "Task {}", "@task {}", "tasks {}", "task {}()"]),
    Row(
      word: "Environment", decoration: .attribute,
      accepted: [
        "Environment", "@Environment", "@Environment()", "@Environment(\\.bookRepository)", "＠Ｅｎｖｉｒｏｎｍｅｎｔ",
        "@ Environment", "SwiftUI.Environment", "@SwiftUI.Environment",
      ],
      refused: [".Environment", "#Environment", "@@Environment", "@environment", "environment", "Environments", "@Environment("]),
    Row(
      word: "expect", decoration: .macro,
      accepted: ["expect", "#expect", "#expect()", "＃expect（）", "#expect(x == 1)", "# expect ( )", "expect()", "Testing.expect"],
      refused: ["expects", "Expect", "#require", "assert", "@expect", ".expect", "##expect", "expect(", "#expect()()", "XCTAssert"]),
  ]

  @Test("接受无害的写法 / harmless forms are accepted", arguments: table)
  func accepts(_ row: Row) {
    for answer in row.accepted {
      #expect(FillInAnswer.word(in: answer, decoration: row.decoration) == row.word, "\(answer)")
      #expect(FillInAnswer.matches(answer, accepted: [row.word], decoration: row.decoration), "\(answer)")
    }
  }

  @Test("拒绝相近但错误的写法 / close-but-wrong forms are refused", arguments: table)
  func refuses(_ row: Row) {
    for answer in row.refused {
      #expect(!FillInAnswer.matches(answer, accepted: [row.word], decoration: row.decoration), "\(answer)")
    }
  }

  @Test("规范化 / normalisation", arguments: [
    ("＃expect（）", "#expect()"), ("  Environment\n", "Environment"), ("# expect ( )", "#expect()"),
    ("extension   EnvironmentValues", "extension EnvironmentValues"), ("`@Environment`", "@Environment"),
  ])
  func normalises(_ answer: String, _ expected: String) {
    #expect(FillInAnswer.normalized(answer) == expected)
  }
}
