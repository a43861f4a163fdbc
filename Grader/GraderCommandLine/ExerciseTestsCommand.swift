import Foundation
import GraderCore
import GraderInstructor
import GraderStudent

/// `grader test ID`: runs the Swift Testing suite of a question's exercise, with Swift Testing's own output.
///
/// `swift test` (and Xcode's ⌘U) builds every exercise, so a stub that does not compile by design stops it before any
/// test runs. This builds in the grader's own copy of the package, where an exercise that does not compile is a
/// placeholder, and runs the test executable with `--filter` for the exercise's suite only. For a test-writing exercise
/// that suite is the student's own tests, run against the reference subject.
enum ExerciseTestsCommand: Subcommand {
  struct Options: QuestionCommandOptions {
    var question = QuestionArgument()
    var showsProgress = true
  }

  static let defaults = Options()

  static let spec = CommandSpec<Options>(
    name: "test",
    abstract: LocalizedText(
      en: "run one exercise's tests (yours, for a test-writing exercise), whatever the others' state.",
      zh: "运行一道题所在练习的测试（写测试题则运行你自己写的测试），不受其他练习影响。"),
    discussion: LocalizedText(
      en: """
        It builds as the grader does (an exercise that does not compile does not stop the others) and runs the
        exercise's Swift Testing suite with its own output. It shows the tests' results, not your score: for the score,
        run swift run grader --question ID.
        """,
      zh: """
        它像评分器一样构建（编译不过的练习不会拖累别的练习），然后运行这个练习的 Swift Testing 测试，显示测试自己的输出。
        这里显示的是测试结果而不是分数；要看分数，运行 swift run grader --question ID。
        """),
    positional: .questionID(),
    options: CommandOption.questionOptions + [.noProgress { $0.showsProgress = false }]
  )

  static func run(_ options: Options, context: CommandContext) throws -> Int32 {
    let (root, course, found, language) = try options.question.resolve(in: context).parts
    let zh = language == .zh
    guard let target = found.exercise.gradingTarget, found.question.kind.isAutomatic else {
      context.print(zh ? "\(found.question.id) 没有测试可运行（开放题由老师评分）。\n"
        : "\(found.question.id) has no tests to run (open questions are read by your teacher).\n")
      return GraderCommand.notFullMarks
    }
    let layout = KitLayout(root: root, sources: .lessons)
    let selected = try QuestionSelection(course: course, questionIDs: [found.question.id], lessonIDs: [])
    let stubs = try? PristineStubs.load(root: root)
    let progress = context.progress(enabled: options.showsProgress)
    if options.showsProgress && FirstRunNotice.isFirstRun(scratchPath: layout.scratchPath) {
      context.printError(FirstRunNotice.text(language))
    }
    var builder = ExerciseBuilder(layout: layout, environment: context.toolEnvironment, progress: progress)
    // Compile the exercise as it is, even an untouched stub: the student asked to run exactly this.
    builder.trustsPristineStubs = false
    let build = try builder.build(selected.buildItems(layout: layout, stubs: stubs), declaring: selected.declaredItems(layout: layout, stubs: stubs))
    progress.finish()
    guard build.built.contains(found.exercise.module) else {
      let diagnostics = build.failures[found.exercise.module].map { BuildTree(layout: layout).remap($0) } ?? ""
      context.print((zh ? "\(found.exercise.module) 没有编译通过，测试无法运行：\n" : "\(found.exercise.module) does not compile, so its tests cannot run:\n")
        + PrintableText.escaped(diagnostics) + "\n")
      return GraderCommand.notFullMarks
    }
    let toolchain = HostToolchain.locate(platform: .current, environment: context.toolEnvironment) { executable, arguments in
      HostToolchain.output(of: executable, arguments, environment: context.toolEnvironment)
    }
    if found.exercise.kind == .tests, let subject = found.exercise.subject {
      // While grading, the student's tests are a library linked into no test program: they run as grading runs them,
      // linked with the subject (its reference version) into a program of their own.
      let linker = StudentTestsLinker(layout: layout, environment: context.toolEnvironment, platformFolder: toolchain.platformFolder)
      let program: String
      switch try linker.linkWithReference(module: found.exercise.module, subject: subject) {
      case .success(let linked):
        program = linked
      case .failure(let failure):
        let lines = BuildTree(layout: layout).remap("\(failure)").split(separator: "\n")
          .filter { $0.contains("error") && !$0.contains("command failed") }.prefix(8)
        context.print((zh ? "你的测试无法和被测对象链接：\n" : "Your tests could not be linked with the subject:\n")
          + PrintableText.escaped(lines.joined(separator: "\n")) + "\n")
        return GraderCommand.notFullMarks
      }
      context.print((zh ? "运行 \(target) 的测试：\n" : "Running the tests of \(target):\n"))
      if let stubs, stubs.isPristine(folder: PristineStubs.folderPath(lesson: found.lesson, exercise: found.exercise), root: root) {
        context.print(untouchedTestsNote(folder: "Lessons/\(found.lesson.folder)/\(found.exercise.folder)/", zh: zh))
      }
      return try runInheritingOutput(
        program, arguments: ["--testing-library", "swift-testing", "--filter", filter(target: target)],
        environment: context.toolEnvironment)
    }
    let command = try TestCommand.forBuild(in: layout, platform: .current, toolchain: toolchain)
    context.print((zh ? "运行 \(target) 的测试：\n" : "Running the tests of \(target):\n"))
    return try runInheritingOutput(
      command.executable, arguments: arguments(of: command, target: target),
      environment: context.toolEnvironment.merging(command.environment) { _, new in new })
  }

  /// Said before running a test-writing exercise that is still its stub: its suite has no tests yet, so the run below
  /// reports none.
  static func untouchedTestsNote(folder: String, zh: Bool) -> String {
    zh
      ? "\(folder) 还是发下来的初始代码，里面还没有 @Test 函数，所以下面不会运行任何测试：先按课程 README 写测试，再运行这条命令。\n"
      : "\(folder) is still the shipped stub and holds no @Test functions yet, so no test runs below: write your tests "
        + "(see the lesson's README), then run this again.\n"
  }

  /// The test executable's arguments that run only `target`'s suite.
  static func arguments(of command: TestCommand, target: String) -> [String] {
    command.arguments + command.trailingArguments + ["--filter", filter(target: target)]
  }

  /// Swift Testing's `--filter` pattern for every test of one test target (test IDs start `<Target>.`).
  static func filter(target: String) -> String {
    "^" + NSRegularExpression.escapedPattern(for: target) + "\\."
  }

  /// Runs a process with this process's standard output and error, and returns its exit status.
  private static func runInheritingOutput(_ executable: String, arguments: [String], environment: [String: String]) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = environment
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }
}
