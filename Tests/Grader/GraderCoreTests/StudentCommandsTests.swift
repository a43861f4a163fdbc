import Foundation
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// `grader list`, `hint`, `reset` and `solution` on a small copy of the kit, with progress written as a grade writes it.
@Suite struct StudentCommandsTests {
  private let date = Date(timeIntervalSince1970: 1_800_000_000)

  private func report(_ course: Course, _ statuses: [String: QuestionStatus], notStarted: Set<String> = []) -> GradeReport {
    StudentKitFixture.report(course, statuses, notStarted: notStarted)
  }

  private func record(_ kit: StudentKitFixture, _ report: GradeReport, at date: Date) throws {
    let layout = KitLayout(root: kit.root, sources: .lessons)
    StudentProgress.update(with: report, course: try kit.course, layout: layout, at: date)
  }

  @Test func listShowsEveryQuestionItsLessonAndWhatToDoNext() throws {
    let kit = try StudentKitFixture()
    defer { kit.remove() }
    let empty = kit.run(["list"])
    #expect(empty.status == 0)
    #expect(empty.output.contains("not graded yet") && empty.output.contains("Start with: swift run grader"))

    let course = try kit.course
    var statuses: [String: QuestionStatus] = [:]
    for id in ["di.choice1", "di.choice2", "di.tf1"] { statuses[id] = .passed }
    statuses["di.fix2"] = .compileError
    try record(kit, report(course, statuses, notStarted: ["DIFix1"]), at: Date())
    let list = kit.run(["list"])
    #expect(list.status == 0)
    for (_, question) in course.questions { #expect(list.output.contains(" \(question.id) "), "\(question.id)") }
    let lines = list.output.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.contains(" di.choice1 ") && $0.hasSuffix("passed") && $0.contains("2 / 2") })
    #expect(lines.contains { $0.contains(" di.fix1 ") && $0.hasSuffix("not started") })
    #expect(lines.contains { $0.contains(" di.fix2 ") && $0.hasSuffix("compile error") })
    let lessonOne = try #require(course.lessons.first { $0.id == "di" })
    let automatic = lessonOne.questions.filter(\.kind.isAutomatic)
    let points = TextReport.number(automatic.map(\.points).reduce(0, +))
    #expect(lines.contains { $0.hasPrefix("di · ") && $0.contains("3/\(automatic.count) passed · 6 / \(points) points") }, "\(lines)")
    #expect(list.output.contains("Next: di.choice3"))
    #expect(list.output.contains("swift run grader hint di.choice3"))
    #expect(list.output.contains("Last graded: just now"))

    let chinese = kit.run(["list", "--lang", "zh"])
    #expect(chinese.output.contains("下一题：di.choice3") && chinese.output.contains("未开始"))
    // Chinese titles line up: the score column starts at one display column on every question's line.
    let rows = chinese.output.split(separator: "\n").map(String.init).filter { row in
      row.contains(" / ") && course.questions.contains { row.contains(" \($0.question.id) ") }
    }
    // The status label starts at one display column on every line.
    let labels = ["待教师评分", "部分通过", "编译错误", "未开始", "未通过", "通过"]
    let starts = Set(rows.map { row -> Int in
      let label = labels.first { row.hasSuffix($0) } ?? ""
      return DisplayWidth.columns(of: row) - DisplayWidth.columns(of: label)
    })
    #expect(rows.count == course.questions.count && starts.count == 1, "\(rows)")
    // A lesson's line (title, bar, counts) fits an 80-column terminal in both languages, and its bar starts at one
    // display column on every lesson's line.
    for output in [list.output, chinese.output] {
      let lessonLines = output.split(separator: "\n").map(String.init).filter { line in
        course.lessons.contains { line.hasPrefix("\($0.id) · ") }
      }
      #expect(lessonLines.count == course.lessons.count)
      #expect(lessonLines.allSatisfy { DisplayWidth.columns(of: $0) <= ProgressList.lessonLineWidth }, "\(lessonLines)")
      let barStarts = Set(lessonLines.map { line in DisplayWidth.columns(of: String(line.prefix { $0 != "░" && $0 != "█" })) })
      #expect(barStarts.count == 1, "\(lessonLines)")
    }
  }

  /// What watch's `l` shows: a list longer than the screen keeps every lesson's line, the focused lesson's questions,
  /// and a last line naming `grader list`.
  @Test func aListLongerThanTheScreenIsCutAndSaysWhereTheRestIs() throws {
    let kit = try StudentKitFixture()
    defer { kit.remove() }
    let course = try kit.course
    let list = ProgressList(language: .en, style: TerminalStyle(isEnabled: false))
    let whole = list.render(course: course, progress: StudentProgress()).split(separator: "\n")
    #expect(whole.count > 40)
    let cut = list.lines(course: course, progress: StudentProgress(), fitting: 40, expanding: "di", around: "di.choice1")
    #expect(cut.count <= 40 && cut.last == "… the whole list: swift run grader list", "\(cut)")
    #expect(course.lessons.allSatisfy { lesson in cut.contains { $0.hasPrefix("\(lesson.id) · ") } })
    #expect(cut.contains { $0.contains(" di.choice1 ") } && !cut.contains { $0.contains(" vm.choice1 ") })
  }

  @Test func hintOpensItsSecondLevelAfterRepeatedFailedAttempts() throws {
    let kit = try StudentKitFixture()
    defer { kit.remove() }
    let course = try kit.course
    let first = kit.run(["hint", "di.code2"])
    #expect(first.status == 0)
    let code2 = try #require(course.questions.first { $0.question.id == "di.code2" }?.question)
    #expect(first.output.contains("Hint 1: " + code2.hint.en))
    #expect(!first.output.contains("Hint 2:") && first.output.contains("Hint 2 opens after 3 more graded tries"))

    // Three graded attempts with changed files that still fail open the second level.
    let file = kit.root.appendingPathComponent("Lessons/01-DependencyInjection/Code2TodoMock/MockTodoRepository.swift")
    for attempt in 1...3 {
      try ("// attempt \(attempt)\n").appendingFile(to: file)
      try record(kit, report(course, ["di.code2": .partial]), at: date)
      // A regrade of the same files is not another attempt.
      try record(kit, report(course, ["di.code2": .partial]), at: date)
    }
    let progress = StudentProgress.load(root: kit.root)
    #expect(progress.questions["di.code2"]?.failedAttempts == 3)
    let second = kit.run(["hint", "di.code2"])
    // The failing check is the second one (the first passed in a partial result), named with its intent.
    #expect(second.output.contains("Hint 2: The check that does not pass yet (throwsWhenToldToFail) is about: “fetchTodos() throws an error when shouldFail is true, and only then”"))
    let chinese = kit.run(["hint", "di.code2", "--lang", "zh"])
    #expect(chinese.output.contains("提示 2：还没有通过的检查（throwsWhenToldToFail）考查的是：“shouldFail 为 true 时 fetchTodos() 抛出错误，否则不抛”"))

    // A pass resets the count; one-answer questions never get a second level.
    try record(kit, report(course, ["di.code2": .passed]), at: date)
    #expect(StudentProgress.load(root: kit.root).questions["di.code2"]?.failedAttempts == 0)
    #expect(kit.run(["hint", "di.code2"]).output.contains("This question has passed."))
    #expect(!kit.run(["hint", "di.choice1"]).output.contains("Hint 2"))
    let unknown = kit.run(["hint", "di.nope"])
    #expect(unknown.status == GraderCommand.kitOrUsageError)
    #expect(unknown.output.contains("no question di.nope; `swift run grader list` shows every question"))
    #expect(unknown.output.contains("没有 di.nope 这道题；`swift run grader list` 列出全部题目"))
    let near = kit.run(["reset", "code5"]).output
    #expect(near.contains("(did you mean di.code5?)") && near.contains("（是不是 di.code5？）"), "\(near)")
    #expect(kit.run(["hint"]).status == GraderCommand.kitOrUsageError)
  }

  @Test func resetAsksFirstKeepsTheStudentsVersionAndRestoresTheStub() throws {
    let kit = try StudentKitFixture()
    defer { kit.remove() }
    let folder = "Lessons/01-DependencyInjection/Fix1Injection"
    let file = kit.root.appendingPathComponent("\(folder)/BookListViewModel.swift")
    let stub = try Data(contentsOf: file)
    let mine = Data("// my attempt\n".utf8)
    try mine.write(to: file)
    try Data("// extra\n".utf8).write(to: kit.root.appendingPathComponent("\(folder)/Extra.swift"))

    // Declining (or no answer at all) changes nothing.
    let declined = kit.run(["reset", "di.fix1"], answers: ["n"])
    #expect(declined.status == 1 && declined.output.contains("Reset it? [y/N]") && declined.output.contains("Nothing was changed"))
    #expect(try Data(contentsOf: file) == mine)
    let unanswered = kit.run(["reset", "di.fix1"])
    #expect(unanswered.status == 1)
    #expect(unanswered.output.contains("nothing was changed. To reset without being asked: swift run grader reset di.fix1 --yes"))
    #expect(!declined.output.contains("--yes"))
    #expect(try Data(contentsOf: file) == mine)

    let accepted = kit.run(["reset", "di.fix1"], answers: ["y"])
    #expect(accepted.status == 0, "\(accepted.output)")
    #expect(accepted.output.contains("restore \(folder)/BookListViewModel.swift"))
    #expect(accepted.output.contains("move to the backup \(folder)/Extra.swift"))
    #expect(try Data(contentsOf: file) == stub)
    #expect(!FileManager.default.fileExists(atPath: kit.root.appendingPathComponent("\(folder)/Extra.swift").path))
    let backups = try FileManager.default.contentsOfDirectory(
      atPath: kit.root.appendingPathComponent(StubRestorer.backupFolder).path)
    #expect(backups.count == 1 && backups[0].hasSuffix("-Fix1Injection"))
    let saved = kit.root.appendingPathComponent("\(StubRestorer.backupFolder)/\(backups[0])")
    #expect(try Data(contentsOf: saved.appendingPathComponent("BookListViewModel.swift")) == mine)
    #expect(try Data(contentsOf: saved.appendingPathComponent("Extra.swift")) == Data("// extra\n".utf8))
    let stubs = try #require(try PristineStubs.load(root: kit.root))
    #expect(stubs.isPristine(folder: folder + "/", root: kit.root))

    // Nothing to do now; --yes does not ask; a shared file names the questions reset with it.
    #expect(kit.run(["reset", "di.fix1"]).output.contains("already is the stub"))
    try Data("// quiz\n".utf8).write(to: kit.root.appendingPathComponent("Lessons/01-DependencyInjection/Quiz/QuizAnswers.swift"))
    let quiz = kit.run(["reset", "di.choice1", "--yes"])
    #expect(quiz.status == 0 && !quiz.output.contains("[y/N]") && quiz.output.contains("di.choice2, di.choice3"))
    #expect(stubs.isPristine(folder: "Lessons/01-DependencyInjection/Quiz/", root: kit.root))
  }

  @Test func solutionOnlyOncePassedAndNeverInTheStudentEdition() throws {
    let kit = try StudentKitFixture()
    defer { kit.remove() }
    let course = try kit.course
    let before = kit.run(["solution", "di.fix3"])
    #expect(before.status == 1 && before.output.contains("di.fix3 has not passed yet (last grade: not graded yet)"))
    #expect(!before.output.contains("actor MockBookRepository"))
    try record(kit, report(course, ["di.fix3": .compileError]), at: date)
    #expect(kit.run(["solution", "di.fix3"]).output.contains("last grade: compile error, 0 / 8"))

    try record(kit, report(course, ["di.fix3": .passed, "di.choice1": .passed]), at: date)
    let shown = kit.run(["solution", "di.fix3"])
    #expect(shown.status == 0)
    #expect(shown.output.contains("── Solutions/01-DependencyInjection/Fix3MockMutation/MockBookRepository.swift ──"))
    #expect(shown.output.contains("actor MockBookRepository"))
    #expect(shown.output.contains("Why: "))
    // A one-answer question shows its explanation; an open question has no reference to show.
    #expect(kit.run(["solution", "di.choice1"]).output.contains("Your answer is the reference answer."))
    #expect(kit.run(["solution", "di.choice2"]).status == 1)
    #expect(kit.run(["solution", "di.open1"]).output.contains("open question"))

    let edition = try StudentKitFixture(withSolutions: false)
    defer { edition.remove() }
    try record(edition, report(course, ["di.fix3": .passed]), at: date)
    let held = edition.run(["solution", "di.fix3", "--lang", "zh"])
    #expect(held.status == 1 && held.output.contains("参考答案在老师那里"))
  }

  /// The student edition has no reference answers: `--solutions` says so instead of grading placeholders.
  @Test func theEditionRefusesToGradeSolutionsItDoesNotHave() throws {
    let edition = try StudentKitFixture(withSolutions: false)
    defer { edition.remove() }
    var context = CommandContext(environment: ["LANG": "en_US.UTF-8", "NO_COLOR": "1"], currentDirectory: edition.root)
    context.write = { _ in }
    #expect {
      _ = try GradeCommand.run(["--solutions", "--question", "di.choice1"], context: context)
    } throws: { error in
      "\(error)".contains("your teacher holds them") && "\(error)".contains("参考答案在老师那里")
    }
  }

  @Test func studentCommandsAreListedForStudentsInHelp() {
    let help = GraderCommand.help(.en)
    let students = help.components(separatedBy: "SUBCOMMANDS (students)").last?.components(separatedBy: "SUBCOMMANDS (instructors)").first ?? ""
    for name in ["list", "hint", "reset", "solution"] { #expect(students.contains("grader \(name) "), "\(name)") }
    let chinese = GraderCommand.help(.zh)
    #expect(chinese.contains("子命令（学生）"))
  }
}

extension String {
  /// Appends the string to the file at `url`.
  func appendingFile(to url: URL) throws {
    let handle = try FileHandle(forWritingTo: url)
    defer { try? handle.close() }
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(utf8))
  }
}
