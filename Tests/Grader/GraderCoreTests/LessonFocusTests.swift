import Foundation
import GraderTestSupport
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

@Suite struct LessonFocusTests {
  private static let lessonIDs = ["di", "vm", "pv", "so"]

  /// A report of the kit's whole course in which the exercises of `started` lessons are begun and fail, the others
  /// are untouched stubs.
  private func report(started: Set<String> = []) throws -> (Course, GradeReport) {
    let course = try StudentKitFixture.kitCourse
    let untouched = Set(course.lessons.filter { !started.contains($0.id) }.flatMap { $0.exercises.map(\.module) })
    return (course, StudentKitFixture.report(course, [:], notStarted: untouched))
  }

  private func focused(_ report: GradeReport, course: Course, lesson: String, _ language: Language = .en) -> String {
    var text = TextReport(language: language, style: TerminalStyle(isEnabled: false))
    text.focus = LessonFocus(lessonID: lesson, lessons: course.lessons.map { .init(id: $0.id, title: $0.title) })
    return text.render(report)
  }

  @Test func aFreshCloneFocusesOnTheFirstLessonWhateverTheCheckoutTimes() throws {
    let (_, fresh) = try report()
    // The checkout wrote lesson 4 last: its time does not count while nothing is started.
    let dates = ["di": Date(timeIntervalSince1970: 1), "so": Date(timeIntervalSince1970: 9)]
    #expect(LessonFocus.choose(lessonIDs: Self.lessonIDs, requested: [], report: fresh, lastModified: dates) == "di")
  }

  @Test func theStartedLessonWithTheLatestChangeIsInFocus() throws {
    let (_, report) = try report(started: ["di", "pv"])
    let dates = ["di": Date(timeIntervalSince1970: 5), "pv": Date(timeIntervalSince1970: 7), "so": Date(timeIntervalSince1970: 9)]
    #expect(LessonFocus.choose(lessonIDs: Self.lessonIDs, requested: [], report: report, lastModified: dates) == "pv")
    let later = ["di": Date(timeIntervalSince1970: 8), "pv": Date(timeIntervalSince1970: 7)]
    #expect(LessonFocus.choose(lessonIDs: Self.lessonIDs, requested: [], report: report, lastModified: later) == "di")
    // --lesson wins over the dates.
    #expect(LessonFocus.choose(lessonIDs: Self.lessonIDs, requested: ["so"], report: report, lastModified: dates) == "so")
  }

  @Test func lastModifiedReadsEachLessonsNewestFile() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("a", to: "Lessons/01-A/X/A.swift")
    try folder.write("b", to: "Lessons/02-B/Y/B.swift")
    let old = Date(timeIntervalSince1970: 1_000_000)
    try FileManager.default.setAttributes(
      [.modificationDate: old], ofItemAtPath: folder.url.appendingPathComponent("Lessons/01-A/X/A.swift").path)
    let dates = LessonFocus.lastModified(root: folder.url, lessons: [("a", "01-A"), ("b", "02-B")])
    #expect(dates["a"] == old)
    #expect((dates["b"] ?? .distantPast) > old)
  }

  @Test func aFreshClonesFirstReportFitsInFortyLines() throws {
    let (course, fresh) = try report()
    for language in [Language.en, .zh] {
      let text = focused(fresh, course: course, lesson: "di", language)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      #expect(lines.count <= 40, "\(lines.count) lines:\n\(text)")
      // The first questions not passed are in detail; every other lesson is one line with the command that shows it.
      #expect(text.contains(" di.choice1 "))
      // Open questions, the instructor's to score, show their points, not "0 / 0".
      #expect(lines.contains { $0.contains("di.open1 … di.open3") && $0.contains("– / 15") }, "\(text)")
      for other in ["vm", "pv", "so"] {
        #expect(lines.filter { $0.contains("swift run grader --lesson \(other)") }.count == 1, "\(text)")
        #expect(!text.contains(" \(other).choice1 "))
      }
    }
  }

  @Test func theFocusedLessonIsShownQuestionByQuestion() throws {
    let (course, report) = try report(started: ["vm"])
    let text = focused(report, course: course, lesson: "vm")
    let vm = try #require(course.lessons.first { $0.id == "vm" })
    for question in vm.questions { #expect(text.contains(" \(question.id) "), "\(question.id) missing:\n\(text)") }
    #expect(!text.contains(" di.choice1 "))
    #expect(text.contains("Next: swift run grader --question vm.choice1"))
    #expect(text.contains("swift run grader --lesson vm --verbose"))
    let lines = text.split(separator: "\n")
    #expect(lines.contains { $0.contains("swift run grader --lesson di") && $0.contains("0 / ") })
  }

  @Test func startedQuestionsComeBeforeUntouchedOnesInDetailAndNext() throws {
    let course = try StudentKitFixture.kitCourse
    let vm = try #require(course.lessons.first { $0.id == "vm" })
    let quiz = try #require(vm.questions.first?.exercise)
    // The student works on vm and has not touched its quiz, which comes first in the course.
    let untouched = Set(course.lessons.flatMap { $0.exercises.map(\.module) }.filter { module in
      module == quiz || !vm.exercises.contains { $0.module == module }
    })
    let report = StudentKitFixture.report(course, [:], notStarted: untouched)
    let started = try #require(vm.questions.first { $0.kind.isAutomatic && $0.exercise != quiz })
    let text = focused(report, course: course, lesson: "vm")
    #expect(text.contains("Next: swift run grader --question \(started.id)"), "\(text)")
    let firstDetail = try #require(text.split(separator: "\n").firstIndex { $0.contains("Hint: ") })
    #expect(text.split(separator: "\n")[..<firstDetail].contains { $0.contains(" \(started.id) ") }, "\(text)")
  }

  @Test func aFinishedLessonInFocusPointsToTheCoursesNextQuestion() throws {
    let course = try StudentKitFixture.kitCourse
    let di = try #require(course.lessons.first { $0.id == "di" })
    var statuses: [String: QuestionStatus] = [:]
    for question in di.questions where question.kind.isAutomatic { statuses[question.id] = .passed }
    var report = StudentKitFixture.report(course, statuses)
    // The fixture scores a test-writing question from checks it does not fill in: mark it passed by hand.
    for index in report.questions.indices where report.questions[index].lesson == "di" && report.questions[index].isAutomatic {
      report.questions[index].status = .passed
      report.questions[index].score = report.questions[index].maxScore
    }
    let text = focused(report, course: course, lesson: "di")
    #expect(text.contains("Next: swift run grader --question vm.choice1"), "\(text)")
  }

  @Test func verboseAndSelectedReportsShowEveryQuestion() throws {
    let (course, fresh) = try report()
    var text = TextReport(language: .en, style: TerminalStyle(isEnabled: false), verbose: true)
    text.focus = LessonFocus(lessonID: "di", lessons: course.lessons.map { .init(id: $0.id, title: $0.title) })
    let verbose = text.render(fresh)
    for question in fresh.questions { #expect(verbose.contains(" \(question.id) ")) }
  }

  @Test func cutTextNamesTheCommandThatShowsItAllAndVerboseCutsNothing() throws {
    var report = ReportFixtures.report
    let index = try #require(report.questions.firstIndex { $0.id == "di.fix1" })
    report.questions[index].checks[0].passed = false
    report.questions[index].checks[0].message = (1...25).map { "line \($0)" }.joined(separator: "\n")
    let short = TextReport(language: .en, style: TerminalStyle(isEnabled: false)).render(report)
    #expect(short.contains("… 15 more lines; all of them: swift run grader --question di.fix1 --verbose"))
    #expect(!short.contains("line 25"))
    let verbose = TextReport(language: .en, style: TerminalStyle(isEnabled: false), verbose: true).render(report)
    #expect(verbose.contains("line 25") && !verbose.contains("more lines"))
  }

  @Test func theReferenceIsOfferedOnlyWhereThereAreSolutions() throws {
    var report = ReportFixtures.report
    report.questions = report.questions.filter { $0.id == "di.choice1" }
    for hasSolutions in [true, false] {
      var text = TextReport(language: .en, style: TerminalStyle(isEnabled: false))
      text.isSelection = true
      text.hasSolutions = hasSolutions
      #expect(text.render(report).contains("swift run grader solution di.choice1") == hasSolutions)
    }
  }

  @Test func noReportSaysTrustworthy() throws {
    var report = ReportFixtures.report
    report.modifiedFiles = ["Package.swift"]
    for language in [Language.en, .zh] {
      let outputs = [
        TextReport(language: language, style: TerminalStyle(isEnabled: false)).render(report),
        MarkdownReport.render(report, language: language),
        try GradescopeReport.render(report, language: language, settings: GradescopeReport.Settings()),
      ]
      for output in outputs {
        #expect(output.contains("Package.swift"))
        #expect(!output.contains("trustworthy") && !output.contains("不可信"), "\(output)")
      }
    }
  }
}

@Suite struct CheckIntentsTests {
  @Test func checksOfTheSameNameInDifferentSuitesKeepTheirOwnIntents() {
    let source = """
      @Suite("Choice 2")
      struct Choice2 {
        @Test("QuizAnswers.choice2 答对了 / QuizAnswers.choice2 is right")
        func answer() {}
      }

      @Suite("Choice 3")
      struct Choice3 {
        @Test("QuizAnswers.choice3 答对了 / QuizAnswers.choice3 is right")
        func answer() {}
      }
      """
    let intents = CheckIntents.intentsBySuite(inSource: source)
    #expect(intents["Choice2"]?["answer"]?.en == "QuizAnswers.choice2 is right")
    #expect(intents["Choice3"]?["answer"]?.en == "QuizAnswers.choice3 is right")
    #expect(intents["Choice3"]?["answer"]?.zh == "QuizAnswers.choice3 答对了")
  }

  @Test func theKitsQuizQuestionsNameTheirOwnConstant() throws {
    let course = try StudentKitFixture.kitCourse
    let lesson = try #require(course.lessons.first)
    let layout = KitLayout(root: Fixtures.kitRoot, sources: .lessons)
    for question in lesson.questions where question.isClosed {
      let exercise = try #require(lesson.exercise(question.exercise))
      let folder = Fixtures.kitRoot.appendingPathComponent(layout.testFolder(lesson: lesson, exercise: exercise))
      let intents = CheckIntents.intents(inFolder: folder, suite: question.suite)
      for answer in question.answers ?? [] {
        let intent = try #require(intents[answer.check], "\(question.id) has no intent for \(answer.check)")
        #expect(intent.en.contains(answer.constant), "\(question.id): \(intent.en)")
      }
    }
  }
}

@Suite struct LanguageAndHelpTests {
  /// Runs the whole command line (`grader …`) in `kit`, as `main` does, and returns what it printed.
  private func run(_ arguments: [String], in kit: StudentKitFixture, locale: String = "en_US.UTF-8") throws -> String {
    let output = OutputBox()
    var context = CommandContext(environment: ["LANG": locale, "NO_COLOR": "1"], currentDirectory: kit.root)
    context.write = { output.append($0) }
    _ = try GraderCommand.dispatch(arguments, context: context)
    return output.text
  }

  @Test func langGovernsHelpWhereverItIsWritten() throws {
    let kit = try StudentKitFixture()
    defer { kit.remove() }
    #expect(try run(["--lang", "zh", "--help"], in: kit).contains("用法"))
    #expect(try run(["--help", "--lang", "zh"], in: kit).contains("子命令（学生）"))
    #expect(try run(["hint", "--lang", "zh", "--help"], in: kit).contains("用法"))
    #expect(try run(["--lang", "en", "--help"], in: kit, locale: "zh_CN.UTF-8").contains("USAGE"))
    #expect(GraderCommand.requestedLanguage(in: ["--lang", "fr", "-q", "x"]) == nil)
  }

  @Test func theEditionsHelpShowsStudentCommandsOnly() throws {
    let edition = try StudentKitFixture(withSolutions: false)
    let master = try StudentKitFixture()
    defer {
      edition.remove()
      master.remove()
    }
    for language in ["en", "zh"] {
      let help = try run(["--lang", language, "--help"], in: edition)
      #expect(!help.contains("--solutions") && !help.contains("--review"), "\(help)")
      #expect(!help.contains("grader verify") && !help.contains("grader batch") && !help.contains("grader solution"))
      #expect(help.contains("grader watch") && help.contains("swift run grader help instructor"))
      let instructor = try run(["--lang", language, "help", "instructor"], in: edition)
      #expect(instructor.contains("grader batch") && instructor.contains("--solutions"))
    }
    let full = try run(["--help"], in: master)
    #expect(full.contains("--solutions") && full.contains("grader verify") && full.contains("grader solution"))
  }

  @Test func oneLanguageOfABilingualLine() {
    let line = "load() 之后 books 应该来自注入的仓库 / after load(), books should come from the injected repository"
    #expect(LocalizedText.line(line, in: .en) == "after load(), books should come from the injected repository")
    #expect(LocalizedText.line(line, in: .zh) == "load() 之后 books 应该来自注入的仓库")
    // Slashes in other text are not a language boundary.
    for other in ["Expected 1 / 2", "Lessons/01-X/A.swift", "a / b / c"] {
      #expect(LocalizedText.line(other, in: .en) == other)
    }
  }

  @Test func theEnglishReportShowsEnglishCheckMessages() {
    let text = TextReport(language: .en, style: TerminalStyle(isEnabled: false), verbose: true).render(ReportFixtures.report)
    #expect(text.contains("after load(), books should come from the injected repository"))
    #expect(!text.contains("load() 之后"))
    #expect(text.contains("Expectation failed"))
  }
}

@Suite struct ExerciseTestsCommandTests {
  @Test func theFilterSelectsOneTestTargetsTests() throws {
    let pattern = ExerciseTestsCommand.filter(target: "DIFix1Tests")
    let regex = try NSRegularExpression(pattern: pattern)
    func matches(_ id: String) -> Bool { regex.firstMatch(in: id, range: NSRange(id.startIndex..., in: id)) != nil }
    #expect(matches("DIFix1Tests.Fix1/loadsFromInjectedRepository()"))
    #expect(!matches("DIFix1TestsExtra.Fix1/x()") && !matches("OtherDIFix1Tests.A/b()"))
    let command = TestCommand(executable: "/x/KitPackageTests.xctest", arguments: ["--testing-library", "swift-testing"])
    #expect(ExerciseTestsCommand.arguments(of: command, target: "DIFix1Tests")
      == ["--testing-library", "swift-testing", "--filter", pattern])
  }

  /// An untouched test-writing stub runs no test: the command says why first, in the student's language.
  @Test func anUntouchedTestWritingStubIsNamedBeforeItsEmptyRun() {
    for zh in [false, true] {
      let note = ExerciseTestsCommand.untouchedTestsNote(folder: "Lessons/03-PreviewData/WriteTests/", zh: zh)
      #expect(note.hasPrefix("Lessons/03-PreviewData/WriteTests/") && note.contains("@Test") && note.hasSuffix("\n"))
      #expect(note.contains("README") && (zh ? note.contains("初始代码") : note.contains("shipped stub")))
    }
  }

  @Test func everyExerciseHasATargetToRun() throws {
    let course = try StudentKitFixture.kitCourse
    for (lesson, question) in course.questions where question.kind.isAutomatic {
      let exercise = try #require(lesson.exercise(question.exercise))
      #expect(exercise.gradingTarget != nil, "\(question.id)")
    }
  }
}

@Suite struct DocumentedCommandsTests {
  /// Every `swift run grader …` written in `text` (HTML comments left out), as its arguments after `grader`.
  static func commands(in text: String) throws -> [[String]] {
    let visible = try NSRegularExpression(pattern: "<!--.*?-->", options: [.dotMatchesLineSeparators])
      .stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "")
    let regex = try NSRegularExpression(pattern: #"swift run (?:-q )?grader((?: +[^\s`|#（）。，；、]+)*)"#)
    return regex.matches(in: visible, range: NSRange(visible.startIndex..., in: visible)).map { match in
      let tail = Range(match.range(at: 1), in: visible).map { String(visible[$0]) } ?? ""
      var words: [String] = []
      for word in tail.split(separator: " ").map(String.init) {
        // A shell redirection or a sentence's end closes the command; brackets mark optional parts, N a number.
        if word.hasPrefix(">") || word == "&&" { break }
        let bare = word.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        words.append(bare == "N" ? "2" : bare.hasSuffix(")") && !bare.contains("(") ? String(bare.dropLast()) : bare)
      }
      return words
    }
  }

  @Test func everyCommandInTheReadmesParsesAndNamesWhatExists() throws {
    let course = try StudentKitFixture.kitCourse
    var files = ["README.md"] + course.lessons.map { "Lessons/\($0.folder)/README.md" }
    files.removeAll { !FileManager.default.fileExists(atPath: Fixtures.kitRoot.appendingPathComponent($0).path) }
    #expect(files.count == 1 + course.lessons.count)
    var count = 0
    for file in files {
      let text = try String(contentsOf: Fixtures.kitRoot.appendingPathComponent(file), encoding: .utf8)
      for command in try Self.commands(in: text) {
        count += 1
        let problem = GraderCommand.problem(withCommandLine: command, course: course)
        #expect(problem == nil, "\(file): swift run grader \(command.joined(separator: " ")): \(problem ?? "")")
      }
    }
    #expect(count >= 30)
  }

  @Test func theCheckRejectsWhatDoesNotExist() throws {
    let course = try StudentKitFixture.kitCourse
    #expect(GraderCommand.problem(withCommandLine: ["hint", "di.fix99"], course: course) != nil)
    #expect(GraderCommand.problem(withCommandLine: ["--lesson", "zz"], course: course) != nil)
    #expect(GraderCommand.problem(withCommandLine: ["tset", "di.fix1"], course: course) != nil)
    #expect(GraderCommand.problem(withCommandLine: ["--qestion", "di.fix1"], course: course) != nil)
    #expect(GraderCommand.problem(withCommandLine: ["test", "di.fix1"], course: course) == nil)
    #expect(try Self.commands(in: "run `swift run grader --lesson di` <!-- swift run grader sync writes -->") == [["--lesson", "di"]])
  }
}
