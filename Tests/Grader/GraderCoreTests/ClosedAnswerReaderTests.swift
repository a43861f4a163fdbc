import KitSupport
import Testing

@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// Reading closed answers from students' sources, without the compiler.
@Suite struct ClosedAnswerReaderTests {
  private func reading(_ expression: String, type: String = "Choice?") -> ClosedAnswerReading? {
    ClosedAnswerReader(source: "public enum A {\n  public static let x: \(type) = \(expression)\n}\n").reading(of: "A.x")?.reading
  }

  @Test(arguments: [
    ("nil", ClosedAnswerReading.unanswered), (".c", .choice("c")), ("Choice.b", .choice("b")),
    ("KitSupport.Choice.d", .choice("d")), (".C", .choice("C")), ("Choice(rawValue: \"A\")", .choice("a")),
    ("Choice(rawValue: \"b\")", .choice(nil)), (".some(.a)", .choice("a")), ("true", .value(.bool(true))),
    ("false", .value(.bool(false))), ("3", .value(.integer(3))), ("-2", .value(.integer(-2))),
    ("1_000", .value(.integer(1000))), ("[\"A\", \"B\"]", .value(.texts(["A", "B"]))), ("[]", .value(.texts([]))),
    ("[\"A\",]", .value(.texts(["A"]))), ("\"Word\"", .value(.text("Word"))), ("\"\"", .unanswered),
    ("\"En\" + \"vironment\"", .value(.text("Environment"))), ("#\"@Environment(\\.key)\"#", .value(.text("@Environment(\\.key)"))),
  ])
  func readsLiterals(_ expression: String, _ expected: ClosedAnswerReading) {
    #expect(reading(expression) == expected)
  }

  /// Constant expressions that the suites compile are read as their values, as Swift evaluates them.
  @Test(arguments: [
    ("2 + 1", ClosedAnswerReading.value(.integer(3))), ("(3)", .value(.integer(3))), ("((-1))", .value(.integer(-1))),
    ("-(2 + 1)", .value(.integer(-3))), ("1 + 2 * 3", .value(.integer(7))), ("(1 + 2) * 3", .value(.integer(9))),
    ("7 / 2", .value(.integer(3))), ("-7 % 3", .value(.integer(-1))), ("10 - 2 - 3", .value(.integer(5))),
    ("+4", .value(.integer(4))), ("(\"A\")", .value(.text("A"))), ("\"A\" + (\"B\" + \"C\")", .value(.text("ABC"))),
    ("[\"A\" + \"B\", (\"C\")]", .value(.texts(["AB", "C"]))), ("[\"A\"] + [\"B\"]", .value(.texts(["A", "B"]))),
    ("!false", .value(.bool(true))), ("(true)", .value(.bool(true))), ("true && !true", .value(.bool(false))),
    ("false || true", .value(.bool(true))), ("(.b)", .choice("b")), (".some((2 + 2))", .value(.integer(4))),
    ("(nil)", .unanswered), ("\"\" + \" \"", .unanswered),
  ])
  func readsConstantExpressions(_ expression: String, _ expected: ClosedAnswerReading) {
    #expect(reading(expression) == expected)
  }

  /// What has no value without running code, or that Swift itself rejects, is not read as a value.
  @Test(arguments: [
    "1 / 0", "5 % 0", "9223372036854775807 + 1", "-(-9223372036854775807 - 1)", "\"A\" - \"B\"", "1 + \"A\"",
    "[1, 2]", "(1, 2)", "(1) + ", "[\"A\"", "true + 1", "!1", "count + 1", "(2) (3)", "\"\\(1 + 1)\"",
    "\"A\" + \"\\(name)\"", "[\"\\(x)\"]", "\"\"\"\n\\(x)\n\"\"\"",
  ])
  func expressionsWithoutAValueAreNotLiterals(_ expression: String) {
    guard case .notLiteral = reading(expression) else {
      Issue.record("\(expression) should not be read as a value")
      return
    }
  }

  @Test(arguments: ["Choice.allCases[2]", "[.a, .b].randomElement()", "answer()", "0x10", "x ? .a : .b"])
  func otherExpressionsAreNotLiterals(_ expression: String) {
    guard case .notLiteral = reading(expression) else {
      Issue.record("\(expression) should not be read as a literal")
      return
    }
  }

  @Test func eachConstantIsReadOnItsOwnEvenWhenAnotherDoesNotCompile() {
    let source = """
      import KitSupport
      // choice1 has a slip that stops the file from compiling; the others are still read.
      public enum QuizAnswers {
        public static let choice1: Choice? = .C
        /* a comment with let fake = .a */
        public static let choice2: Choice? = .a   // trailing comment
        public static let trueFalse1: Bool? =
          true
        @available(*, deprecated) public static let trueFalse2: Bool? = nil
      }
      """
    let reader = ClosedAnswerReader(source: source)
    #expect(reader.reading(of: "QuizAnswers.choice1")?.reading == .choice("C"))
    #expect(reader.reading(of: "QuizAnswers.choice1")?.lines == 4...4)
    #expect(reader.reading(of: "QuizAnswers.choice2")?.reading == .choice("a"))
    #expect(reader.reading(of: "QuizAnswers.trueFalse1")?.reading == .value(.bool(true)))
    #expect(reader.reading(of: "QuizAnswers.trueFalse1")?.lines == 7...8)
    #expect(reader.reading(of: "QuizAnswers.trueFalse2")?.reading == .unanswered)
    #expect(reader.reading(of: "QuizAnswers.fake") == nil)
    #expect(reader.reading(of: "QuizAnswers.missing") == nil)
  }

  @Test func theEnclosingTypeQualifiesTheName() {
    let reader = ClosedAnswerReader(source: "enum A { static let x = 1 }\nenum B { static let x = 2 }")
    #expect(reader.reading(of: "A.x")?.reading == .value(.integer(1)))
    #expect(reader.reading(of: "B.x")?.reading == .value(.integer(2)))
  }
}

/// Judging closed answers against a key, as a teaching assistant would.
@Suite struct ClosedAnswerJudgeTests {
  private let text = LocalizedText(en: "t", zh: "t")

  private func judge(_ kind: QuestionKind, key: AnswerValue, decoration: FillInDecoration? = nil) -> ClosedAnswerJudge {
    let answer = ClosedAnswer(constant: "A.x", key: key, decoration: decoration)
    let question = Question(
      id: "l.q", kind: kind, section: "quiz", points: 2, exercise: "M", suite: "S", answers: [answer], title: text,
      hint: text, explanation: text)
    return ClosedAnswerJudge(question: question, answer: answer, salt: "salt-salt-salt-salt")
  }

  @Test func choices() {
    let choice = judge(.choice, key: .text("c"))
    #expect(choice.result(for: .choice("c"), file: "f").status == .passed)
    #expect(choice.result(for: .choice("b"), file: "f").status == .failed)
    let upper = choice.result(for: .choice("C"), file: "f")
    #expect(upper.status == .failed && upper.message.contains("options are lowercase: write .c"))
    #expect(choice.result(for: .choice("e"), file: "f").message.contains("not one of the options"))
    #expect(choice.result(for: .choice(nil), file: "f").message.contains("not one of the options"))
    #expect(choice.result(for: .unanswered, file: "f").status == .unanswered)
    #expect(choice.result(for: .value(.bool(true)), file: "f").status == .failed)
    #expect(choice.result(for: .notLiteral("f()"), file: "f").message.contains("must be a value made of literals only"))
    #expect(choice.result(for: .missing, file: "Quiz/QuizAnswers.swift").message.contains("Quiz/QuizAnswers.swift has no constant"))
  }

  @Test func aWrongAnswerNeverShowsTheKey() {
    let result = judge(.choice, key: .text("c")).result(for: .choice("a"), file: "f")
    #expect(!result.message.contains(".c") && !result.message.contains("C"))
  }

  @Test func fillInAcceptsHarmlessFormsAndNamesNearMisses() {
    let blank = judge(.fillIn, key: .text("Environment"), decoration: .attribute)
    for text in ["Environment", "@Environment", "@Environment(\\.bookRepository)", "SwiftUI.Environment", "\"@Environment\""] {
      #expect(blank.result(for: .value(.text(text)), file: "f").status == .passed, "\(text)")
    }
    let lower = blank.result(for: .value(.text("environment")), file: "f")
    #expect(lower.status == .failed && lower.message.contains("capitalisation"))
    let plural = blank.result(for: .value(.text("Environments")), file: "f")
    #expect(plural.status == .failed && plural.message.contains("singular or plural"))
    let sigil = blank.result(for: .value(.text(".Environment")), file: "f")
    #expect(sigil.status == .failed && sigil.message.contains("not one word written the way this blank takes it"))
    #expect(blank.result(for: .value(.text("EnvironmentKey")), file: "f").status == .failed)
  }

  /// Each language's half of a near miss reads whole: the forms a blank takes are joined by "or", not by the slash
  /// that separates the languages (`.Environment` once showed as "@Word)").
  @Test(arguments: FillInDecoration.allCases)
  func aNearMissReadsWholeInEitherLanguage(_ decoration: FillInDecoration) {
    let message = judge(.fillIn, key: .text("Environment"), decoration: decoration)
      .result(for: .value(.text("..Environment..")), file: "f").message
    let english = LocalizedText.messageLine(message, in: .en)
    let chinese = LocalizedText.messageLine(message, in: .zh)
    #expect(english.hasPrefix("\"..Environment..\" is not one word") && english.hasSuffix(")"), "\(english)")
    #expect(chinese.hasPrefix("「..Environment..」") && chinese.hasSuffix("）"), "\(chinese)")
  }

  @Test func predictionsCompareTheWholeValue() {
    let count = judge(.predict, key: .integer(1))
    #expect(count.result(for: .value(.integer(1)), file: "f").status == .passed)
    #expect(count.result(for: .value(.integer(2)), file: "f").status == .failed)
    let titles = judge(.predict, key: .texts(["A", "B"]))
    #expect(titles.result(for: .value(.texts(["A", "B"])), file: "f").status == .passed)
    #expect(titles.result(for: .value(.texts(["B", "A"])), file: "f").status == .failed)
    #expect(titles.result(for: .value(.texts(["A"])), file: "f").status == .failed)
  }

  @Test func theStudentEditionJudgesFromHashesAlone() {
    var hashed = judge(.trueFalse, key: .bool(false))
    let hashes = hashed.keyHashes
    hashed.answer.key = nil
    hashed.answer.keyHashes = hashes
    #expect(hashed.result(for: .value(.bool(false)), file: "f").status == .passed)
    #expect(hashed.result(for: .value(.bool(true)), file: "f").status == .failed)
  }
}
