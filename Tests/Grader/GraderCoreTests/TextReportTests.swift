import Foundation
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

@Suite struct TextReportTests {
  private func render(_ report: GradeReport, _ language: Language = .en, verbose: Bool = false) -> String {
    TextReport(language: language, style: TerminalStyle(isEnabled: false), verbose: verbose).render(report)
  }

  /// The lines of `text` that follow the line of question `id`, up to the next question's line or the total.
  private func details(of id: String, in text: String) -> [String] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(where: { $0.contains(" \(id) ") }) else { return [] }
    return Array(lines[(start + 1)...].prefix { $0.hasPrefix("      ") })
  }

  @Test func shortReportDetailsOnlyTheFirstQuestionsNotYetPassed() {
    let text = render(ReportFixtures.report)
    // Not passed, in report order: choice2, fix1, fix2, code1, code2, code4. The first three get their details.
    #expect(details(of: "di.choice2", in: text).contains { $0.contains("Hint:") })
    #expect(details(of: "di.fix1", in: text).contains { $0.contains("✗ loadsFromInjectedRepository") })
    #expect(details(of: "di.fix2", in: text).contains { $0.contains("extensions must not contain stored properties") })
    for id in ["di.code1", "di.code2", "di.code4", "di.choice1", "di.open1"] {
      #expect(details(of: id, in: text).isEmpty, "\(id) has details in the short report")
    }
    // The reviewed open question keeps the instructor's comment.
    #expect(details(of: "di.open2", in: text).contains { $0.contains("Instructor") })
    // Every question still has its line, and the footer says how to see the rest.
    for question in ReportFixtures.report.questions { #expect(text.contains(" \(question.id) ")) }
    #expect(text.contains("Details of 3 more questions not yet passed: swift run grader --verbose"))
    #expect(text.contains("Next: swift run grader --question di.choice2"))
    #expect(text.contains("swift run grader watch"))
  }

  /// In the student edition a test-writing question's points all come from faulty versions only the teacher runs: when
  /// the tests pass on the correct implementation, the details say so, and that the 0 is not a verdict on them.
  @Test func aTestWritingQuestionWhoseFaultsAreHeldBackSaysItsTestsPass() throws {
    var question = try #require(ReportFixtures.report.questions.first { $0.id == "di.fix1" })
    question.kind = .testWriting
    question.status = .partial
    question.notStarted = false
    question.heldBackChecks = 7
    question.checks = [GradeReport.Check(name: "passesOnReference", passed: true, status: .passed, message: "")]
    let renderer = TextReport(language: .en, style: TerminalStyle(isEnabled: false), verbose: false)
    #expect(renderer.detailLines(question).contains { $0.contains("Your tests pass against the correct implementation") })
    question.checks[0] = GradeReport.Check(name: "passesOnReference", passed: false, status: .failed, message: "no")
    #expect(!renderer.detailLines(question).contains { $0.contains("Your tests pass against the correct implementation") })
  }

  /// Every part of a question's details, in order, each cut where it is long.
  @Test func detailsListEveryPartInOrder() throws {
    var question = try #require(ReportFixtures.report.questions.first { $0.id == "di.fix1" })
    question.notStarted = false
    question.status = .failed
    let flag = ReviewFlag(file: "Lessons/L/A.swift", line: 3, seen: "exit(0)", reason: LocalizedText(en: "ends", zh: "结束"))
    question.reviewFlags = [flag]
    question.compileHints = [LocalizedText(en: "what it means", zh: "含义")]
    question.diagnostics = (1...5).map { "A.swift:\($0):1: error: number \($0)" }.joined(separator: "\n")
    question.checks = [
      GradeReport.Check(name: "passes", passed: true, status: .passed, message: ""),
      GradeReport.Check(
        name: "fails", passed: false, status: .failed, message: "first\nsecond\nthird",
        requirement: GradeReport.CheckRequirement(id: "r1", text: LocalizedText(en: "do it", zh: "做到"))),
    ]
    question.heldBackChecks = 2
    question.review = GradeReport.Review(points: 1, comment: "fine")
    question.hint = LocalizedText(en: "first hint", zh: "提示一")
    question.explanation = LocalizedText(en: "because", zh: "因为")
    var renderer = TextReport(language: .en, style: TerminalStyle(isEnabled: false), verbose: false)
    renderer.maxDiagnosticLines = 3
    renderer.maxMessageLines = 2
    renderer.secondHints = ["di.fix1": LocalizedText(en: "second hint", zh: "提示二")]
    let more = { (count: Int) in "… \(count) more lines; all of them: swift run grader --question di.fix1 --verbose" }
    let expected = [
      "Review: " + flag.text(in: .en), "What this means: what it means",
      "A.swift:1:1: error: number 1", "A.swift:2:1: error: number 2", "A.swift:3:1: error: number 3", more(2),
      "✗ fails: first", "    second", "    " + more(1), "    Requirement: do it",
      "This question has 2 more checks your teacher runs later.", "Instructor：fine",
      "Hint 1: first hint", "Hint 2: second hint", "Why: because",
    ]
    #expect(renderer.detailLines(question) == expected.map { "      " + $0 })
    // Verbose shows every line; an open question shows its answer instead of hints.
    renderer.isVerbose = true
    question.status = .manual
    question.answer = "line one\nline two"
    let verbose = renderer.detailLines(question)
    #expect(verbose.contains("      A.swift:5:1: error: number 5") && verbose.contains("          third"))
    #expect(!verbose.contains { $0.contains("more lines") || $0.contains("Hint") })
    #expect(verbose.contains("      Your answer: line one line two"))
    question.answer = nil
    #expect(renderer.detailLines(question).contains("      Your answer: (not answered yet)"))
    // An untouched stub gets its hint and where to answer, nothing else.
    question.status = .failed
    question.notStarted = true
    renderer.answerFiles = ["di.fix1": ["Lessons/A.swift", "Lessons/B.swift"]]
    #expect(renderer.detailLines(question) == ["      Hint: first hint", "      Answer in: Lessons/A.swift, Lessons/B.swift"])
  }

  /// After `--question X` the next step is the same command once the code is fixed, not "next question: X".
  @Test func aRunOfChosenQuestionsSaysToRunItAgain() {
    var renderer = TextReport(language: .zh, style: TerminalStyle(isEnabled: false), verbose: false)
    renderer.isSelection = true
    let text = renderer.render(ReportFixtures.report)
    #expect(text.contains("改好后再运行：swift run grader --question di.choice2"))
    #expect(!text.contains("下一题："))
  }

  @Test func verboseShowsEveryDetail() {
    let text = render(ReportFixtures.report, verbose: true)
    #expect(details(of: "di.code2", in: text).contains { $0.contains("✗ addsAndDeletesById") })
    #expect(details(of: "di.code4", in: text).contains { $0.contains("Hint:") })
    #expect(details(of: "di.choice1", in: text).contains { $0.contains("Why:") })
    #expect(details(of: "di.open1", in: text).contains { $0.contains("Your answer:") })
    #expect(!text.contains("--verbose"))
  }

  @Test func aReportOfAFewQuestionsShowsThemInFull() {
    var report = ReportFixtures.report
    report.questions = report.questions.filter { ["di.choice1", "di.code2"].contains($0.id) }
    let text = render(report)
    #expect(details(of: "di.choice1", in: text).contains { $0.contains("Why:") })
    #expect(details(of: "di.code2", in: text).contains { $0.contains("✗ addsAndDeletesById") })
  }

  @Test func untouchedStubsAreSummarisedAsNotStarted() {
    var report = ReportFixtures.report
    for index in report.questions.indices where ["di.choice2", "di.fix2"].contains(report.questions[index].id) {
      report.questions[index].notStarted = true
    }
    for (language, label) in [(Language.en, "not started"), (.zh, "未开始")] {
      for verbose in [false, true] {
        let text = render(report, language, verbose: verbose)
        let fix2Line = text.split(separator: "\n").first { $0.contains(" di.fix2 ") } ?? ""
        #expect(fix2Line.hasSuffix(label) && fix2Line.contains("· di.fix2"), "\(fix2Line)")
        // No compiler lines for a stub the student has not begun, only its hint.
        #expect(!text.contains("extensions must not contain stored properties"))
        #expect(details(of: "di.fix2", in: text).count == 1)
        #expect(details(of: "di.fix2", in: text).first?.contains(language == .zh ? "提示：" : "Hint:") == true)
      }
    }
  }

  @Test func aQuestionNotStartedNamesTheFileItIsAnsweredIn() {
    var report = ReportFixtures.report
    for index in report.questions.indices where report.questions[index].id == "di.choice2" {
      report.questions[index].notStarted = true
    }
    for (language, label) in [(Language.en, "Answer in: "), (.zh, "作答位置：")] {
      var text = TextReport(language: language, style: TerminalStyle(isEnabled: false))
      text.answerFiles = ["di.choice2": ["Lessons/01-DependencyInjection/Quiz/QuizAnswers.swift"]]
      let lines = details(of: "di.choice2", in: text.render(report))
      #expect(lines.last == "      \(label)Lessons/01-DependencyInjection/Quiz/QuizAnswers.swift", "\(lines)")
    }
    // Without files (an older caller, a report read back), the hint stays alone.
    #expect(details(of: "di.choice2", in: render(report)).count == 1)
  }

  @Test func fullMarksOnAFewQuestionsPointsToTheReferenceAndTheList() {
    var report = ReportFixtures.report
    report.questions = report.questions.filter { $0.id == "di.choice1" }
    #expect(report.isFullMarks)
    var text = TextReport(language: .en, style: TerminalStyle(isEnabled: false))
    // The whole course at full marks says so.
    #expect(text.render(report).contains("Full marks on every automatically graded question!"))
    // One question asked for: not the whole course; where its reference is, and what next.
    text.isSelection = true
    let selected = text.render(report)
    #expect(!selected.contains("every automatically graded question"))
    #expect(selected.contains("Full marks on every question graded here!"))
    #expect(selected.contains("The reference answer: swift run grader solution di.choice1"))
    #expect(selected.contains("What next: swift run grader list"))
    text.language = .zh
    #expect(text.render(report).contains("参考答案：swift run grader solution di.choice1"))
    // The reference solutions themselves need no pointer to the reference.
    report.sources = .solutions
    text.language = .en
    #expect(!text.render(report).contains("grader solution"))
  }

  @Test func columnsLineUpByDisplayWidthInChinese() {
    let text = render(ReportFixtures.report, .zh, verbose: true)
    let rows = text.split(separator: "\n").map(String.init).filter { line in
      ReportFixtures.report.questions.contains { line.hasPrefix("  ") && line.contains(" \($0.id) ") }
    }
    #expect(rows.count == ReportFixtures.report.questions.count)
    // The status column starts at the same display column on every row.
    let statusColumns = Set(ReportFixtures.report.questions.map { question -> Int in
      let row = rows.first { $0.contains(" \(question.id) ") }!
      return DisplayWidth.columns(of: row) - DisplayWidth.columns(of: StatusLabel.text(question.status, .zh))
    })
    #expect(statusColumns.count == 1, "\(rows)")
    #expect(text.contains("总分 13.83 / 40"))
  }

  @Test func anOpenedSecondHintFollowsTheFirst() {
    var text = TextReport(language: .en, style: TerminalStyle(isEnabled: false))
    text.secondHints = ["di.fix1": LocalizedText(en: "The check that does not pass yet is about X.", zh: "还没有通过的检查考查 X。")]
    let lines = details(of: "di.fix1", in: text.render(ReportFixtures.report))
    #expect(lines.contains { $0.contains("Hint 1: Who creates the repository now?") })
    #expect(lines.contains { $0.contains("Hint 2: The check that does not pass yet is about X.") })
    #expect(!details(of: "di.choice2", in: text.render(ReportFixtures.report)).contains { $0.contains("Hint 2") })
  }

  @Test func plainUnlessColourIsAllowed() {
    #expect(!render(ReportFixtures.report).contains("\u{1B}["))
    let coloured = TextReport(language: .en, style: TerminalStyle(isEnabled: true)).render(ReportFixtures.report)
    #expect(coloured.contains("\u{1B}[32m✓\u{1B}[0m"))
  }
}
