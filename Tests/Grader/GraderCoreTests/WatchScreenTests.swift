import Foundation
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

@Suite struct WatchScreenTests {
  private func screen(_ language: Language = .en, width: Int = 80, colour: Bool = false) -> WatchScreen {
    WatchScreen(language: language, style: TerminalStyle(isEnabled: colour), width: width)
  }

  private func content(_ statuses: [String: QuestionStatus], focus: String, notStarted: Set<String> = []) throws -> WatchScreen.Content {
    let course = try StudentKitFixture.kitCourse
    let report = StudentKitFixture.report(course, statuses, notStarted: notStarted)
    return WatchScreen.Content(
      course: course, report: report, focus: report.questions.first { $0.id == focus }, progress: StudentProgress(),
      intents: ["throwsWhenToldToFail": LocalizedText(en: "fetching throws when told to fail", zh: "shouldFail 为 true 时读取抛错")],
      files: ["Lessons/01-DependencyInjection/Code2TodoMock/MockTodoRepository.swift"])
  }

  @Test func linesNeverRunPastTheScreenInEitherLanguage() throws {
    let content = try content(["di.code2": .partial], focus: "di.code2")
    for language in Language.allCases {
      for width in [40, 60, 100] {
        let lines = screen(language, width: width).render(content)
        let widest = lines.map { DisplayWidth.columns(of: $0) }.max() ?? 0
        #expect(widest <= width, "\(language) \(width): \(lines.first { DisplayWidth.columns(of: $0) > width } ?? "")")
      }
    }
  }

  @Test func wrapsEnglishAtSpacesAndChineseAnywhere() {
    let narrow = screen(width: 24)
    let english = narrow.wrap("the quick brown fox jumps over the lazy dog", indent: "  ")
    #expect(english == ["  the quick brown fox", "  jumps over the lazy", "  dog"])
    let chinese = narrow.wrap("依赖注入让测试可以换成替身仓库而不用改动视图模型的代码", indent: "")
    #expect(chinese.allSatisfy { DisplayWidth.columns(of: $0) <= 24 } && chinese.count == 3)
  }

  @Test func showsTheFailingCheckWithItsIntentAndOneSymbolPerQuestion() throws {
    let content = try content(["di.choice1": .passed, "di.code2": .partial], focus: "di.code2")
    let report = try #require(content.report)
    let lines = screen(width: 200).render(content)
    let text = lines.joined(separator: "\n")
    #expect(text.contains("Failing check: throwsWhenToldToFail — fetchTodos() throws an error when shouldFail is true"))
    #expect(text.contains("File: Lessons/01-DependencyInjection/Code2TodoMock/MockTodoRepository.swift"))
    let bar = try #require(lines.first { $0.hasPrefix("Progress ") })
    let automatic = report.questions.filter(\.isAutomatic)
    let passed = automatic.filter { $0.status == .passed }.count
    #expect(bar.hasPrefix("Progress ✓✗✗") && bar.hasSuffix("\(passed)/\(automatic.count) passed · \(TextReport.number(report.score)) / \(TextReport.number(report.maxScore)) points"), "\(bar)")
    // One symbol per question while they fit; on a narrow screen the bar is cut, never wrapped.
    #expect(bar.dropFirst("Progress ".count).prefix { $0 != " " }.count == automatic.count)
    let counts = DisplayWidth.columns(of: bar.components(separatedBy: "  ").last ?? "")
    let cut = try #require(screen(width: counts + 30).render(content).first { $0.hasPrefix("Progress ") })
    #expect(DisplayWidth.columns(of: cut) <= counts + 30 && cut.contains("…"), "\(cut)")
    let narrow = try #require(screen(width: 40).render(content).first { $0.hasPrefix("Progress ") })
    #expect(DisplayWidth.columns(of: narrow) <= 40, "\(narrow)")
    #expect(!text.contains("\u{1B}["))
  }

  @Test func aStubNotStartedSaysSoInsteadOfShowingCompilerLines() throws {
    let content = try content(["di.fix2": .compileError], focus: "di.fix2", notStarted: ["DIFix2"])
    let text = screen(.zh).render(content).joined(separator: "\n")
    #expect(text.contains("未开始") && text.contains("还没有开始") && text.contains("故意编译不过"))
    #expect(!text.contains("broken on purpose") && !text.contains("编译器："))
  }

  /// A compile error shows what its compiler lines mean, as `grader --question` does.
  @Test func aCompileErrorSaysWhatItsLinesMean() throws {
    var content = try content(["di.code2": .compileError], focus: "di.code2")
    content.focus?.diagnostics = "MockTodoRepository.swift:3:1: error: expected declaration"
    content.focus?.compileHints = [LocalizedText(en: "a brace is missing", zh: "少了一个花括号")]
    #expect(screen().render(content).contains("  What this means: a brace is missing"))
    #expect(screen(.zh).render(content).contains("  含义：少了一个花括号"))
  }

  @Test func longMessagesAreCutAndTheHintsShowWhatIsOpen() throws {
    var content = try content(["di.code2": .partial], focus: "di.code2")
    var focus = try #require(content.focus)
    let failing = try #require(focus.checks.firstIndex { !$0.passed })
    focus.checks[failing].message = (1...9).map { "message line \($0)" }.joined(separator: "\n")
    focus.diagnostics = (1...20).map { "X.swift:\($0):1: warning: number \($0)" }.joined(separator: "\n")
    content.focus = focus
    var text = screen(width: 200).focusLines(content).joined(separator: "\n")
    #expect(text.contains("\n    message line 6\n") && !text.contains("message line 7"))
    #expect(text.contains("\n    … 3 more lines (swift run grader --question di.code2 --verbose)\n  Compiler:\n"))
    #expect(text.contains("warning: number 14\n") && !text.contains("number 15"))
    #expect(text.contains("\n    … 6 more lines (swift run grader --question di.code2 --verbose)\n  Hint: "))
    #expect(!text.contains("Press h"))
    // A code question opens its second hint after three failed attempts; hints mode shows the countdown.
    var entry = StudentProgress.Entry(
      status: .partial, score: 0, maxScore: 1, notStarted: false, failingCheck: nil, failedAttempts: 1, fingerprint: "",
      gradedAt: Date())
    content.progress.questions["di.code2"] = entry
    content.mode = .hints
    text = screen(width: 200).focusLines(content).joined(separator: "\n")
    #expect(text.contains("  Hint 1: ") && !text.contains("Hint 2:"))
    #expect(text.hasSuffix("\n  Hint 2 opens after 2 more graded tries that change your files and still do not pass."))
    entry.failedAttempts = 3
    content.progress.questions["di.code2"] = entry
    text = screen(width: 200).focusLines(content).joined(separator: "\n")
    #expect(text.contains("\n  Hint 1: ") && text.contains("\n  Hint 2: ") && !text.contains("opens after"))
    content.mode = .focus
    text = screen(width: 200).focusLines(content).joined(separator: "\n")
    #expect(text.contains("\n  Hint 1: ") && !text.contains("Hint 2: ") && text.hasSuffix("\n  Press h for every hint."))
  }

  @Test func resettingAQuizSaysTheOtherQuestionsInItsFileGoBackToo() throws {
    var quiz = try content([:], focus: "di.choice3")
    quiz.mode = .confirmReset
    let course = try StudentKitFixture.kitCourse
    let lesson = try #require(course.lessons.first { $0.id == "di" })
    let others = lesson.questions.filter { $0.exercise == "DIQuiz" }.count - 1
    #expect(others > 0)
    let english = screen(width: 200).render(quiz).joined(separator: "\n")
    #expect(english.contains("Reset Lessons/01-DependencyInjection/Quiz/ to its stub? The other \(others) questions of this exercise are reset too."))
    #expect(screen(.zh, width: 200).render(quiz).joined().contains("同一练习的另外 \(others) 道题也会一起恢复。"))
    // An exercise of one question says nothing about others.
    var single = try content([:], focus: "di.code2")
    single.mode = .confirmReset
    let alone = screen(width: 200).render(single).joined(separator: "\n")
    #expect(alone.contains("Reset Lessons/01-DependencyInjection/Code2TodoMock/ to its stub? Your files"))
  }

  @Test func textStudentCodeControlsCannotDriveTheTerminal() {
    #expect(WatchScreen.printable("a\u{1B}[2Jb\u{7}\nc\td") == "a\\u{1B}[2Jb\\u{7}\nc\td")
    #expect(WatchScreen.printable("通过 ✓") == "通过 ✓")
  }

  @Test func everythingPassedAndColourOnlyWhenAllowed() throws {
    let course = try StudentKitFixture.kitCourse
    var statuses: [String: QuestionStatus] = [:]
    for (_, question) in course.questions { statuses[question.id] = .passed }
    let report = StudentKitFixture.report(course, statuses)
    let content = WatchScreen.Content(course: course, report: report, focus: nil, progress: StudentProgress())
    #expect(screen().render(content).joined().contains("Every automatically graded question has passed!"))
    #expect(screen(colour: true).render(content).joined().contains("\u{1B}[32m"))
  }

  @Test func theListFitsTheScreenHeight() throws {
    var content = try content([:], focus: "vm.fix1", notStarted: [])
    content.mode = .list
    for height in [24, 40] {
      var screen = screen()
      screen.height = height
      let lines = screen.render(content)
      #expect(lines.count <= height, "\(lines.count) lines for \(height) rows")
      // Every lesson keeps its line; the focused question's lesson is the one listed question by question.
      #expect(lines.contains { $0.contains("vm.fix1") })
      #expect(!lines.contains { $0.contains(" so.fix1 ") })
    }
    var tall = screen()
    tall.height = 400
    #expect(tall.render(content).contains { $0.contains(" so.fix1 ") })
    // Inside watch, the list does not tell the student to start the watch they are in.
    var short = screen()
    short.height = 24
    content.progress.questions["di.choice1"] = StudentProgress.Entry(
      status: .failed, score: 0, maxScore: 2, notStarted: false, failingCheck: nil, failedAttempts: 1, fingerprint: "",
      gradedAt: Date())
    let listed = short.render(content)
    #expect(listed.contains { $0.hasPrefix("Next: ") } && !listed.contains { $0.contains("swift run grader watch") })
  }

  @Test func watchsHelpSaysItFollowsTheExerciseSavedLast() throws {
    let discussion = try #require(WatchCommand.spec.discussion)
    #expect(discussion.text(in: .en).contains("the exercise you saved last"))
    #expect(discussion.text(in: .zh).contains("你最后保存的那个练习"))
  }

  @Test func theFocusedQuestionFitsTheScreenHeight() throws {
    var content = try content(["di.code2": .compileError], focus: "di.code2")
    content.focus?.diagnostics = (1...40).map { "X.swift:\($0):1: error: number \($0)" }.joined(separator: "\n")
    for language in Language.allCases {
      for height in [24, 30] {
        var screen = screen(language)
        screen.height = height
        let lines = screen.render(content)
        // One row is left for the cursor, so the headline never scrolls off.
        #expect(lines.count <= height - 1, "\(language): \(lines.count) lines for \(height) rows")
        #expect(lines.first?.hasPrefix("grader watch") == true)
        #expect(lines.contains { $0.contains("swift run grader --question di.code2 --verbose") })
      }
    }
    // A tall terminal keeps the usual 14 compiler lines.
    var tall = screen()
    tall.height = 200
    let text = tall.render(content).joined(separator: "\n")
    #expect(text.contains("number 14\n") && !text.contains("number 15\n") && text.contains("… 26 more lines"))
  }
}
