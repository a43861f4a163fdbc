import Foundation
import GraderTestSupport
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// The watch loop with everything around it stood in for: grades that block until the test lets them finish, keys
/// and saves pushed as events, screens captured.
@Suite struct WatchSessionTests {
  /// Grades handed out one at a time: each call waits until the test releases it with the report to return.
  final class ScriptedGrades: @unchecked Sendable {
    private let condition = NSCondition()
    private var started = 0
    private var released: [GradeReport] = []

    func grade() -> GradeReport {
      condition.lock()
      defer { condition.unlock() }
      started += 1
      condition.broadcast()
      while released.isEmpty { condition.wait() }
      return released.removeFirst()
    }

    /// Waits until `count` grades have started; false after 10 s.
    func waitUntilStarted(_ count: Int) -> Bool {
      condition.lock()
      defer { condition.unlock() }
      let deadline = Date().addingTimeInterval(10)
      while started < count { if !condition.wait(until: deadline) { return false } }
      return true
    }

    func release(_ report: GradeReport) {
      condition.lock()
      released.append(report)
      condition.broadcast()
      condition.unlock()
    }

    var startedCount: Int {
      condition.lock()
      defer { condition.unlock() }
      return started
    }
  }

  /// A session running on a thread of its own, with its screens and the calls it made.
  final class Harness: @unchecked Sendable {
    let grades = ScriptedGrades()
    let screens = OutputBox()
    let resets = OutputBox()
    let stops = OutputBox()
    let session: WatchSession
    private let finished = DispatchSemaphore(value: 0)
    private let statusBox = OutputBox()

    init(
      course: Course, singleKeys: Bool? = true, redraws: Bool = true,
      lastSaved: @escaping @Sendable () -> String? = { nil }
    ) {
      let grades = self.grades
      let screens = self.screens
      let resets = self.resets
      let stops = self.stops
      let dependencies = WatchSession.Dependencies(
        grade: { grades.grade() },
        reset: { id in
          resets.append(id + "\n")
          return ".build/grader/backup/x"
        },
        stopGrading: { stops.append("stop\n") },
        write: { screens.append($0 + "\u{0}") },
        lastSavedExercise: lastSaved)
      session = WatchSession(
        course: course, screen: WatchScreen(language: .en, style: TerminalStyle(isEnabled: false), width: 100),
        dependencies: dependencies, redraws: redraws, singleKeys: singleKeys, mechanism: "test")
      let session = self.session
      let finished = self.finished
      let statusBox = self.statusBox
      Thread {
        statusBox.append("\(session.run())")
        finished.signal()
      }.start()
    }

    /// The last screen drawn.
    var lastScreen: String {
      screens.text.split(separator: "\u{0}").last.map(String.init) ?? ""
    }

    /// Waits until the last screen satisfies `condition`; false after 10 s.
    func waitForScreen(_ condition: (String) -> Bool) -> Bool {
      let deadline = Date().addingTimeInterval(10)
      while Date() < deadline {
        if condition(lastScreen) { return true }
        Thread.sleep(forTimeInterval: 0.01)
      }
      return false
    }

    func press(_ key: Character) { session.events.push(.key(key)) }

    /// Quits and returns the exit status; nil when the session did not end within 10 s.
    func quit() -> String? {
      press("q")
      guard finished.wait(timeout: .now() + 10) == .success else { return nil }
      return statusBox.text
    }
  }

  @Test func aSaveDuringARunningGradeIsGradedAgainWhenItEnds() throws {
    let course = try StudentKitFixture.kitCourse
    let harness = Harness(course: course)
    #expect(harness.grades.waitUntilStarted(1))
    #expect(harness.waitForScreen { $0.contains("grading…") && $0.contains("Grading for the first time") })
    // The running grade's progress shows in the headline.
    harness.session.events.push(.progress("构建 Building Lessons… [12/80] 5 s"))
    #expect(harness.waitForScreen { $0.contains("grading… 构建 Building Lessons… [12/80] 5 s") })
    // The student saves while the first grade runs.
    harness.session.events.push(.filesChanged)
    #expect(harness.waitForScreen { $0.contains("Files changed while grading") })
    let stale = StudentKitFixture.report(course, [:], notStarted: ["DIQuiz"])
    harness.grades.release(stale)
    // The first result is not the last word: a second grade starts at once, with nothing else pushed.
    #expect(harness.grades.waitUntilStarted(2))
    harness.grades.release(StudentKitFixture.report(course, ["di.choice1": .passed]))
    #expect(harness.waitForScreen { $0.contains("di.choice2 · ") && $0.contains("graded ") })
    #expect(!harness.lastScreen.contains("Files changed while grading"))
    #expect(harness.lastScreen.contains("Progress ✓✗"))
    #expect(harness.grades.startedCount == 2)
    // Saves after the grade ended start one grade each.
    harness.session.events.push(.filesChanged)
    #expect(harness.grades.waitUntilStarted(3))
    harness.grades.release(StudentKitFixture.report(course, ["di.choice1": .passed, "di.choice2": .passed]))
    #expect(harness.waitForScreen { $0.contains("di.choice3 · ") })
    #expect(harness.quit() == "0")
    #expect(harness.grades.startedCount == 3)
  }

  @Test func keysMoveTheFocusShowHintsAndTheListAndResetAfterAsking() throws {
    let course = try StudentKitFixture.kitCourse
    let harness = Harness(course: course)
    #expect(harness.grades.waitUntilStarted(1))
    var statuses: [String: QuestionStatus] = [:]
    for (_, question) in course.questions where question.kind.isAutomatic { statuses[question.id] = .passed }
    statuses["di.fix1"] = .compileError
    statuses["di.code2"] = .partial
    harness.grades.release(StudentKitFixture.report(course, statuses))
    // The first question not passed, in full: status, compiler lines, hint; the keys below.
    #expect(harness.waitForScreen { $0.contains("di.fix1 · ") })
    let first = harness.lastScreen
    #expect(first.contains("compile error") && first.contains("Compiler:") && first.contains("error: broken on purpose"))
    #expect(first.contains("Hint: ") && first.contains("h hint · l list · n next · r reset this exercise · q quit"))
    // n: the next question not passed, in course order, then back round.
    let open = StudentKitFixture.report(course, statuses).questions.filter { $0.isAutomatic && $0.status != .passed }.map(\.id)
    #expect(open.prefix(2) == ["di.fix1", "di.code2"])
    for id in open.dropFirst() + [open[0]] {
      harness.press("n")
      #expect(harness.waitForScreen { $0.contains("\(id) · ") }, "\(id)")
    }
    harness.press("n")
    #expect(harness.waitForScreen { $0.contains("di.code2 · ") && $0.contains("Failing check: throwsWhenToldToFail") })
    // h: every hint level, and when the next opens; h again closes it.
    harness.press("h")
    #expect(harness.waitForScreen { $0.contains("Hint 1: ") && $0.contains("Hint 2 opens after 3 more graded tries") })
    harness.press("h")
    #expect(harness.waitForScreen { !$0.contains("Hint 2 opens") })
    // l: the list; l again: back.
    harness.press("l")
    #expect(harness.waitForScreen { $0.contains("Progress · Swift Teaching Kit") })
    harness.press("l")
    #expect(harness.waitForScreen { $0.contains("di.code2 · ") && !$0.contains("Progress · ") })
    // The list goes away when a new grade comes in.
    harness.press("l")
    #expect(harness.waitForScreen { $0.contains("Progress · Swift Teaching Kit") })
    harness.session.events.push(.filesChanged)
    #expect(harness.grades.waitUntilStarted(2))
    harness.grades.release(StudentKitFixture.report(course, statuses))
    #expect(harness.waitForScreen { $0.contains("di.code2 · ") && !$0.contains("Progress · ") })
    // r asks; anything but y cancels; y resets the focused question's exercise.
    harness.press("r")
    #expect(harness.waitForScreen { $0.contains("Press y to confirm") && $0.contains("Lessons/01-DependencyInjection/Code2TodoMock/") })
    harness.press("x")
    #expect(harness.waitForScreen { $0.contains("Nothing was reset.") })
    #expect(harness.resets.text.isEmpty)
    harness.press("r")
    harness.press("y")
    #expect(harness.waitForScreen { $0.contains("The stub is back; your previous files are in .build/grader/backup/x/") })
    #expect(harness.resets.text == "di.code2\n")
    // Other keys do nothing; q quits.
    harness.press("z")
    #expect(harness.quit() == "0")
    #expect(harness.stops.text.isEmpty)
  }

  @Test func quittingWhileGradingStopsTheGrade() throws {
    let course = try StudentKitFixture.kitCourse
    let harness = Harness(course: course)
    #expect(harness.grades.waitUntilStarted(1))
    #expect(harness.quit() == "0")
    #expect(harness.stops.text == "stop\n")
    harness.grades.release(StudentKitFixture.report(course, [:]))
  }

  @Test func withoutKeysTheScreenIsPrintedBelowAndSaysHowToType() throws {
    let course = try StudentKitFixture.kitCourse
    let lines = Harness(course: course, singleKeys: false, redraws: false)
    #expect(lines.grades.waitUntilStarted(1))
    lines.grades.release(StudentKitFixture.report(course, [:]))
    #expect(lines.waitForScreen { $0.contains("Type a letter and press Return") })
    #expect(!lines.screens.text.contains("\u{1B}["))
    #expect(lines.quit() == "0")

    let none = Harness(course: course, singleKeys: nil, redraws: false)
    #expect(none.grades.waitUntilStarted(1))
    none.grades.release(StudentKitFixture.report(course, [:]))
    #expect(none.waitForScreen { $0.contains("Saving a file regrades; Ctrl-C stops.") })
    none.session.events.push(.inputEnded)
    #expect(none.quit() == "0")
  }
}

/// Which question the watch screen shows: the exercise the student saved last.
@Suite struct WatchFollowsTheLastSaveTests {
  @Test func theFirstOpenQuestionOfTheSavedExerciseIsShown() throws {
    let course = try StudentKitFixture.kitCourse
    let questions = course.questions.map(\.question).filter { $0.kind.isAutomatic }
    let saved = try #require(questions.last?.exercise)
    let open = questions.map(\.id)
    let expected = try #require(questions.first { $0.exercise == saved }?.id)
    #expect(expected != open.first)
    #expect(WatchSession.followed(open: open, course: course, lastSaved: saved) == expected)
    #expect(WatchSession.followed(open: open, course: course, lastSaved: nil) == nil)
    // The saved exercise has passed everything: the screen keeps its focus.
    let others = open.filter { id in questions.first { $0.id == id }?.exercise != saved }
    #expect(WatchSession.followed(open: others, course: course, lastSaved: saved) == nil)
  }

  @Test func aSaveInAnotherExerciseMovesTheScreenThere() throws {
    let course = try StudentKitFixture.kitCourse
    let saved = OutputBox()
    let harness = WatchSessionTests.Harness(course: course, lastSaved: { saved.text.isEmpty ? nil : saved.text })
    #expect(harness.grades.waitUntilStarted(1))
    var statuses: [String: QuestionStatus] = [:]
    for (_, question) in course.questions where question.kind.isAutomatic { statuses[question.id] = .passed }
    statuses["di.fix1"] = .failed
    statuses["di.code2"] = .partial
    harness.grades.release(StudentKitFixture.report(course, statuses))
    #expect(harness.waitForScreen { $0.contains("di.fix1 · ") })
    let code2 = try #require(course.questions.first { $0.question.id == "di.code2" }?.question.exercise)
    saved.append(code2)
    harness.session.events.push(.filesChanged)
    #expect(harness.grades.waitUntilStarted(2))
    harness.grades.release(StudentKitFixture.report(course, statuses))
    #expect(harness.waitForScreen { $0.contains("di.code2 · ") })
    #expect(harness.quit() == "0")
  }

  @Test func onlyASaveAfterTheSessionStartedCounts() throws {
    let kit = try TemporaryFolder()
    defer { kit.remove() }
    let course = try StudentKitFixture.kitCourse
    let (lesson, question) = try #require(course.questions.last { $0.question.kind == .code })
    let exercise = try #require(lesson.exercise(question.exercise))
    let file = try kit.write("// work", to: PristineStubs.folderPath(lesson: lesson, exercise: exercise) + "A.swift")
    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: file.path)
    #expect(LessonFocus.lastSavedExercise(root: kit.url, course: course, since: Date(timeIntervalSinceNow: -30)) == nil)
    try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: file.path)
    #expect(LessonFocus.lastSavedExercise(root: kit.url, course: course, since: Date(timeIntervalSinceNow: -30)) == exercise.module)
  }
}
