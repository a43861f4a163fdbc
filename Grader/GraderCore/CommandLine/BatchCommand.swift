import Foundation

/// `grader batch DIR`: grades every student's submission in DIR against this kit and writes a gradebook.
enum BatchCommand {
  static let help = """
    grader batch: grade a whole class.

    USAGE
      swift run grader batch SUBMISSIONS [--output DIR] [--jobs N] [--timeout SECONDS] [--review FILE]

    SUBMISSIONS holds one folder per student: a copy of the kit, or just its Lessons/ folder (one extra folder level,
    as a zip unpacks, is fine). Every student is graded with this kit's own Tests/, Course/course.json and
    Package.swift, whatever their copy holds; edited kit files are named in the notes.

    It writes to DIR (default: grades/ in the current folder):
      gradebook.csv          one row per student: each question's score, totals, notes
      reports/STUDENT.json   each student's full report (the JSON of grader --format json)
      open-answers.md        the open answers awaiting review, by question
      review-template.csv    a review file to fill in (points, comment) and pass back with --review

    OPTIONS
      --output, -o DIR     where to write (default: grades)
      --jobs, -j N         students graded at once, each in a warm workspace (default: number of cores)
      --timeout SECONDS    hard limit for each exercise's test process (default: 10)
      --review FILE        merge the instructor's review file (student,question,points,comment)
      --no-progress        print no progress on standard error
    """

  static func run(_ arguments: [String], context: CommandContext) throws -> Int32 {
    var submissions: String?
    var output = "grades"
    var jobs: Int?
    var timeout = 10.0
    var reviewPath: String?
    var packagePath: String?
    var showsProgress = true
    var reader = ArgumentReader(arguments)
    while let argument = reader.next() {
      switch argument {
      case "--help", "-h":
        context.print(help + "\n")
        return GraderCommand.success
      case "--output", "-o": output = try reader.value(for: argument)
      case "--jobs", "-j": jobs = Int(try reader.number(for: argument, in: 1...64))
      case "--timeout": timeout = try reader.number(for: argument, in: 1...3600)
      case "--review": reviewPath = try reader.value(for: argument)
      case "--package-path": packagePath = try reader.value(for: argument)
      case "--no-progress": showsProgress = false
      default:
        guard !argument.hasPrefix("-"), submissions == nil else { throw KitError.usage("unknown argument \(argument)") }
        submissions = argument
      }
    }
    guard let submissions else { throw KitError.usage("grader batch needs the folder of submissions") }
    let root = try context.kitRoot(packagePath: packagePath)
    let course = try Course.load(from: root.appendingPathComponent(Course.relativePath))
    let outputURL = URL(fileURLWithPath: output, relativeTo: context.currentDirectory).standardizedFileURL
    var request = BatchRequest(
      kitRoot: root,
      submissions: URL(fileURLWithPath: submissions, relativeTo: context.currentDirectory).standardizedFileURL,
      output: outputURL)
    if let jobs { request.jobs = jobs }
    request.timeout = .milliseconds(Int(timeout * 1000))
    request.environment = context.environment
    if let reviewPath {
      request.reviews = try ReviewFile.load(path: reviewPath, relativeTo: context.currentDirectory, course: course)
    }
    let clock = ContinuousClock()
    let start = clock.now
    let results = try BatchRunner(request: request, progress: context.progress(enabled: showsProgress)).run()
    let elapsed = clock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18

    let fileManager = FileManager.default
    let reports = outputURL.appendingPathComponent("reports")
    try fileManager.createDirectory(at: reports, withIntermediateDirectories: true)
    for result in results {
      guard let report = result.report else { continue }
      try Data(try JSONReport.render(report).utf8).write(
        to: reports.appendingPathComponent(result.student + ".json"), options: .atomic)
    }
    try Data(Gradebook.csv(results, course: course).utf8).write(
      to: outputURL.appendingPathComponent("gradebook.csv"), options: .atomic)
    try Data(Gradebook.openAnswers(results, course: course).utf8).write(
      to: outputURL.appendingPathComponent("open-answers.md"), options: .atomic)
    try Data(Gradebook.reviewTemplate(results, course: course).utf8).write(
      to: outputURL.appendingPathComponent("review-template.csv"), options: .atomic)

    let graded = results.filter { $0.report != nil }
    let perStudent = graded.isEmpty ? 0 : graded.map(\.seconds).reduce(0, +) / Double(graded.count)
    var summary = "graded \(graded.count) of \(results.count) submissions in \(TextReport.number(Scorer.rounded(seconds))) s"
    summary += " (\(TextReport.number(Scorer.rounded(perStudent))) s per student, \(min(request.jobs, max(1, results.count))) at a time)\n"
    for result in results where result.report == nil {
      summary += "not graded: \(result.student): \(result.problem ?? "")\n"
    }
    summary += "gradebook: \(outputURL.appendingPathComponent("gradebook.csv").path)\n"
    context.print(summary)
    return GraderCommand.success
  }
}
