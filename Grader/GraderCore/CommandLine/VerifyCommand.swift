import Foundation

/// `grader verify`: the kit's self-check, for instructors and CI.
enum VerifyCommand {
  static let help = """
    grader verify: check that the kit is sound before students get it.

    USAGE
      swift run grader verify [--timeout SECONDS] [--no-progress]

    It checks that the course manifest is valid and its points add up, that Package.swift declares exactly the
    manifest's exercises and suites (from Lessons/ and from Solutions/), that the kit matches Course/kit.lock.json,
    that the reference Solutions/ score full marks, and that every automatic check fails against the stubs in
    Lessons/ (run it on the kit as shipped, not on a student's copy). Exit 0 when all hold, 1 otherwise.
    """

  static func run(_ arguments: [String], context: CommandContext) throws -> Int32 {
    var timeout = 10.0
    var showsProgress = true
    var packagePath: String?
    var reader = ArgumentReader(arguments)
    while let argument = reader.next() {
      switch argument {
      case "--help", "-h":
        context.print(help + "\n")
        return GraderCommand.success
      case "--timeout": timeout = try reader.number(for: argument, in: 1...3600)
      case "--package-path": packagePath = try reader.value(for: argument)
      case "--no-progress": showsProgress = false
      default: throw KitError.usage("unknown argument \(argument)")
      }
    }
    let root = try context.kitRoot(packagePath: packagePath)
    let course = try Course.load(from: root.appendingPathComponent(Course.relativePath))
    var failures = 0
    func report(_ title: String, _ problems: [String]) {
      context.print((problems.isEmpty ? "✓ " : "✗ ") + title + "\n")
      for problem in problems.prefix(40) { context.print("    " + problem + "\n") }
      if problems.count > 40 { context.print("    … \(problems.count - 40) more\n") }
      if !problems.isEmpty { failures += 1 }
    }

    let automatic = course.questions.filter { $0.question.kind.isAutomatic }.map(\.question.points).reduce(0, +)
    let open = course.questions.filter { !$0.question.kind.isAutomatic }.map(\.question.points).reduce(0, +)
    report(
      "manifest: \(course.questions.count) questions, \(TextReport.number(automatic)) automatic points + \(TextReport.number(open)) open",
      course.problems())
    for sources in [Sources.lessons, .solutions] {
      let targets = try PackageTargets.dump(root: root, sources: sources, environment: context.environment)
      report(
        "Package.swift declares the manifest's exercises from \(sources.rawValue)/",
        PackageTargets.problems(course: course, targets: targets, sources: sources))
    }
    report("the kit matches \(KitLock.relativePath)", try KitLock.modifiedFiles(root: root).map { "differs: \($0)" })

    var request = GradeRequest(kitRoot: root)
    request.timeout = .milliseconds(Int(timeout * 1000))
    request.environment = context.environment
    let progress = context.progress(enabled: showsProgress)
    request.sources = .solutions
    let solutions = try Grader(request: request, progress: progress).grade()
    report(
      "Solutions/ score full marks (\(TextReport.number(solutions.score)) / \(TextReport.number(solutions.maxScore)))",
      solutions.questions.filter { $0.isAutomatic && $0.status != .passed }.map {
        "\($0.id): \($0.status.rawValue) " + ($0.checks.first { !$0.passed }.map { "\($0.name): \($0.message)" } ?? "")
      })
    request.sources = .lessons
    let stubs = try Grader(request: request, progress: progress).grade()
    let checks = stubs.questions.filter(\.isAutomatic).map(\.checks.count).reduce(0, +)
    report("every one of the \(checks) automatic checks fails against the stubs in Lessons/", StubExpectations.problems(in: stubs, course: course))
    return failures == 0 ? GraderCommand.success : GraderCommand.notFullMarks
  }
}
