import GradingSupport
import KitSupport
import Testing

@testable import DIFillIn

/// Checks one blank: records `unanswered` when it is empty, and otherwise compares it through `FillInAnswer`.
///
/// `decoration` is the punctuation the word takes in Swift, which the student may write or leave out. A wrong answer
/// is reported with what the student wrote, never with the accepted forms.
func expectBlank(
  _ text: String,
  accepts accepted: [String],
  decoration: FillInDecoration = .none,
  _ label: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let text = answered(text, label, sourceLocation: sourceLocation) else { return }
  if !FillInAnswer.matches(text, accepted: accepted, decoration: decoration) {
    Issue.record(
      "\(label): 你填的是「\(text)」，不正确 / you wrote \"\(text)\", which is not correct",
      sourceLocation: sourceLocation
    )
  }
}

@Suite("填空 1：自定义环境键的协议 / Blank 1: the protocol of a custom environment key")
struct Blank1 {
  @Test("填得正确 / the blank is filled in correctly")
  func answer() {
    expectBlank(FillInAnswers.blank1, accepts: ["EnvironmentKey"], "填空 1 / Blank 1")
  }
}

@Suite("填空 2：被扩展的环境值类型 / Blank 2: the environment values type that is extended")
struct Blank2 {
  @Test("填得正确 / the blank is filled in correctly")
  func answer() {
    expectBlank(
      FillInAnswers.blank2,
      accepts: ["EnvironmentValues", "extension EnvironmentValues"],
      "填空 2 / Blank 2"
    )
  }
}

@Suite("填空 3：注入依赖的修饰符 / Blank 3: the modifier that injects a dependency")
struct Blank3 {
  @Test("填得正确 / the blank is filled in correctly")
  func answer() {
    expectBlank(FillInAnswers.blank3, accepts: ["environment"], decoration: .member, "填空 3 / Blank 3")
  }
}

@Suite("填空 4：读取依赖的属性包装器 / Blank 4: the property wrapper that reads a dependency")
struct Blank4 {
  @Test("填得正确 / the blank is filled in correctly")
  func answer() {
    expectBlank(FillInAnswers.blank4, accepts: ["Environment"], decoration: .attribute, "填空 4 / Blank 4")
  }
}

@Suite("填空 5：Swift Testing 的断言宏 / Blank 5: Swift Testing's assertion macro")
struct Blank5 {
  @Test("填得正确 / the blank is filled in correctly")
  func answer() {
    expectBlank(FillInAnswers.blank5, accepts: ["expect"], decoration: .macro, "填空 5 / Blank 5")
  }
}
