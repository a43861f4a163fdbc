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
      ("＠Ｅｎｖｉｒｏｎｍｅｎｔ", "Environment"),
      ("＃expect（）", "expect"),
      ("．environment", "environment"),
      ("ＥｎｖｉｒｏｎｍｅｎｔＫｅｙ", "EnvironmentKey"),
      ("\u{3000}expect\u{3000}", "expect"),
      ("｀expect｀", "expect"),
    ]
  )
  func fullWidth(answer: String, expected: String) {
    #expect(FillInAnswer.normalized(answer) == expected)
    #expect(FillInAnswer.matches(answer, accepted: [expected]))
  }

  @Test(
    "常见修饰被忽略 / natural decorations are ignored",
    arguments: [
      ("@Environment", "Environment"),
      (".environment", "environment"),
      ("#expect", "expect"),
      ("expect()", "expect"),
      (".environment()", "environment"),
      ("#expect()", "expect"),
      ("@Environment()", "Environment"),
      ("`EnvironmentValues`", "EnvironmentValues"),
      ("  EnvironmentKey \n", "EnvironmentKey"),
      ("@ Environment", "Environment"),
    ]
  )
  func decorations(answer: String, expected: String) {
    #expect(FillInAnswer.normalized(answer) == expected)
    #expect(FillInAnswer.matches(answer, accepted: [expected]))
  }

  @Test("只去掉一层修饰 / only one decoration on each side is removed")
  func oneDecorationOnly() {
    #expect(FillInAnswer.normalized("@@Environment") == "@Environment")
    #expect(FillInAnswer.normalized("expect()()") == "expect()")
    #expect(!FillInAnswer.matches("##expect", accepted: ["expect"]))
  }

  @Test("调用方列出的更宽写法 / wider forms listed by the caller")
  func acceptedForms() {
    let accepted = ["EnvironmentValues", "extension EnvironmentValues"]
    #expect(FillInAnswer.matches("EnvironmentValues", accepted: accepted))
    #expect(FillInAnswer.matches("extension EnvironmentValues", accepted: accepted))
    #expect(FillInAnswer.matches("extension   EnvironmentValues", accepted: accepted))
    #expect(FillInAnswer.matches("ｅｘｔｅｎｓｉｏｎ\u{3000}EnvironmentValues", accepted: accepted))
    #expect(!FillInAnswer.matches("extension", accepted: accepted))
    #expect(!FillInAnswer.matches("extension EnvironmentValues", accepted: ["EnvironmentValues"]))
  }

  @Test("标识符区分大小写 / identifiers are case-sensitive")
  func caseSensitive() {
    #expect(!FillInAnswer.matches("environmentkey", accepted: ["EnvironmentKey"]))
    #expect(!FillInAnswer.matches("Expect", accepted: ["expect"]))
    #expect(!FillInAnswer.matches("environment", accepted: ["Environment"]))
    #expect(!FillInAnswer.matches("@environment", accepted: ["Environment"]))
  }

  @Test("空答案不匹配 / empty answers never match", arguments: ["", "   ", "\n\t", "\u{3000}", "``", "@", "()", "#()"])
  func emptyAnswers(answer: String) {
    #expect(FillInAnswer.normalized(answer).isEmpty)
    #expect(!FillInAnswer.matches(answer, accepted: ["expect"]))
    #expect(!FillInAnswer.matches(answer, accepted: [""]))
  }

  @Test("错误的词不匹配 / wrong words do not match")
  func wrongWords() {
    #expect(!FillInAnswer.matches("Environment", accepted: ["EnvironmentKey"]))
    #expect(!FillInAnswer.matches("EnvironmentValue", accepted: ["EnvironmentValues"]))
    #expect(!FillInAnswer.matches("environmentObject", accepted: ["environment"]))
    #expect(!FillInAnswer.matches("assert", accepted: ["expect"]))
    #expect(!FillInAnswer.matches("EnvironmentKey protocol", accepted: ["EnvironmentKey"]))
    #expect(!FillInAnswer.matches("expect(", accepted: ["expect"]))
  }
}
