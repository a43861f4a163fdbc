import KitSupport
import Testing

/// Unit tests of the fill-in normaliser that the lesson's fill-in suite relies on.
@Suite("填空答案规范化 / Fill-in answer normalisation")
struct FillInAnswerTests {
  @Test("原样的答案被接受 / a plain answer is accepted")
  func plainAnswer() {
    #expect(FillInAnswer.matches("EnvironmentKey", accepted: ["EnvironmentKey"]))
    #expect(FillInAnswer.normalized("EnvironmentKey") == "EnvironmentKey")
  }

  @Test(
    "全角字符折叠为半角 / full-width characters fold to ASCII",
    arguments: [
      ("＠Ｅｎｖｉｒｏｎｍｅｎｔ", "@Environment"),
      ("＃expect（）", "#expect()"),
      ("．environment", ".environment"),
      ("ＥｎｖｉｒｏｎｍｅｎｔＫｅｙ", "EnvironmentKey"),
      ("\u{3000}expect\u{3000}", "expect"),
      ("｀expect｀", "expect"),
    ]
  )
  func fullWidth(answer: String, expected: String) {
    #expect(FillInAnswer.normalized(answer) == expected)
  }

  @Test(
    "空白与反引号不计 / whitespace and backticks do not count",
    arguments: [
      ("`EnvironmentValues`", "EnvironmentValues"),
      ("  EnvironmentKey \n", "EnvironmentKey"),
      ("@ Environment", "@Environment"),
      ("# expect ( )", "#expect()"),
      ("extension   EnvironmentValues", "extension EnvironmentValues"),
      ("ｅｘｔｅｎｓｉｏｎ\u{3000}EnvironmentValues", "extension EnvironmentValues"),
    ]
  )
  func spacing(answer: String, expected: String) {
    #expect(FillInAnswer.normalized(answer) == expected)
  }

  @Test(
    "每个空只接受它自己的修饰 / each blank accepts its own decoration",
    arguments: [
      ("Environment", FillInDecoration.attribute, ["Environment", "@Environment", "＠Environment", "@ Environment"]),
      ("environment", .member, ["environment", ".environment", "environment()", ".environment()", "．environment（）"]),
      ("expect", .macro, ["expect", "#expect", "expect()", "#expect()", "＃expect（）"]),
      ("EnvironmentKey", .none, ["EnvironmentKey", " `EnvironmentKey` "]),
    ]
  )
  func ownDecoration(word: String, decoration: FillInDecoration, answers: [String]) {
    for answer in answers {
      #expect(FillInAnswer.matches(answer, accepted: [word], decoration: decoration), "\(answer)")
    }
  }

  @Test(
    "别的修饰不被接受 / another blank's decoration is not accepted",
    arguments: [
      ("Environment", FillInDecoration.attribute, [".Environment", "#Environment", "Environment()", "@@Environment", "@Environment()"]),
      ("environment", .member, ["@environment", "#environment", "..environment", "environment()()", ".environment("]),
      ("expect", .macro, ["@expect", ".expect", "##expect", "expect(", "#expect()()"]),
      ("EnvironmentKey", .none, ["@EnvironmentKey", ".EnvironmentKey", "EnvironmentKey()"]),
    ]
  )
  func otherDecorations(word: String, decoration: FillInDecoration, answers: [String]) {
    for answer in answers {
      #expect(!FillInAnswer.matches(answer, accepted: [word], decoration: decoration), "\(answer)")
    }
  }

  @Test("调用方列出的更宽写法 / wider forms listed by the caller")
  func acceptedForms() {
    let accepted = ["EnvironmentValues", "extension EnvironmentValues"]
    #expect(FillInAnswer.matches("EnvironmentValues", accepted: accepted))
    #expect(FillInAnswer.matches("extension EnvironmentValues", accepted: accepted))
    #expect(FillInAnswer.matches("extension   EnvironmentValues", accepted: accepted))
    #expect(FillInAnswer.matches("ｅｘｔｅｎｓｉｏｎ\u{3000}EnvironmentValues", accepted: accepted))
    #expect(!FillInAnswer.matches("extension", accepted: accepted))
    #expect(!FillInAnswer.matches("extensionEnvironmentValues", accepted: accepted))
    #expect(!FillInAnswer.matches("extension EnvironmentValues", accepted: ["EnvironmentValues"]))
  }

  @Test("标识符区分大小写 / identifiers are case-sensitive")
  func caseSensitive() {
    #expect(!FillInAnswer.matches("environmentkey", accepted: ["EnvironmentKey"]))
    #expect(!FillInAnswer.matches("Expect", accepted: ["expect"], decoration: .macro))
    #expect(!FillInAnswer.matches("environment", accepted: ["Environment"], decoration: .attribute))
    #expect(!FillInAnswer.matches("@environment", accepted: ["Environment"], decoration: .attribute))
    #expect(!FillInAnswer.matches(".Environment", accepted: ["environment"], decoration: .member))
  }

  @Test("空答案不匹配 / empty answers never match", arguments: ["", "   ", "\n\t", "\u{3000}", "``"])
  func emptyAnswers(answer: String) {
    #expect(FillInAnswer.normalized(answer).isEmpty)
    #expect(!FillInAnswer.matches(answer, accepted: ["expect"], decoration: .macro))
    #expect(!FillInAnswer.matches(answer, accepted: [""], decoration: .macro))
  }

  @Test("只有修饰没有词不匹配 / a decoration without its word never matches", arguments: ["@", "#", ".", "()", "#()", ".()"])
  func decorationAlone(answer: String) {
    for decoration in [FillInDecoration.none, .attribute, .member, .macro] {
      #expect(!FillInAnswer.matches(answer, accepted: ["expect", ""], decoration: decoration))
    }
  }

  @Test("错误的词不匹配 / wrong words do not match")
  func wrongWords() {
    #expect(!FillInAnswer.matches("Environment", accepted: ["EnvironmentKey"]))
    #expect(!FillInAnswer.matches("EnvironmentValue", accepted: ["EnvironmentValues"]))
    #expect(!FillInAnswer.matches("environmentObject", accepted: ["environment"], decoration: .member))
    #expect(!FillInAnswer.matches("assert", accepted: ["expect"], decoration: .macro))
    #expect(!FillInAnswer.matches("EnvironmentKey protocol", accepted: ["EnvironmentKey"]))
    #expect(!FillInAnswer.matches("#require", accepted: ["expect"], decoration: .macro))
  }
}
