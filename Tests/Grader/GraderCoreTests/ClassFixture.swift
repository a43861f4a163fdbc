import Foundation
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// A generated class graded with the kit's real course: reports of mixed quality (passed, partial, not started,
/// compile errors, a time-out, a tampered exercise, open answers awaiting review), hostile student names, and code
/// for the Todo store exercise with one disguised copy among it.
enum ClassFixture {
  /// The kit's own manifest.
  static func course() throws -> Course {
    try Course.load(from: Fixtures.kitRoot.appendingPathComponent(Course.relativePath))
  }

  /// Student names, a few of them hostile to HTML and Markdown.
  static func name(_ index: Int) -> String {
    switch index {
    case 3: return "<img src=x onerror=alert(1)>"
    case 5: return "Zoë & \"co\" | `tick` *bold*"
    case 8: return "王小明"
    default: return String(format: "student%02d", index)
    }
  }

  /// `count` students; student `index` is graded deterministically from it.
  static func results(count: Int, course: Course) -> [StudentResult] {
    (0..<count).map { index in
      if index == count - 1 { return StudentResult(student: "zz-notes.txt", problem: "not a folder </td><script>x</script>") }
      return StudentResult(student: name(index), report: report(index, course: course))
    }
  }

  static func report(_ student: Int, course: Course) -> GradeReport {
    let questions = course.questions.enumerated().map { offset, pair -> GradeReport.Question in
      let (lesson, question) = pair
      guard question.kind.isAutomatic else {
        return Scorer.manual(question, lesson: lesson, answer: student % 2 == 0 ? "My answer <b>\(student)</b>" : nil)
      }
      let names = question.checks ?? ["answer"]
      let roll = (student * 7 + offset * 3) % 10
      if roll == 0 && student % 3 == 0 {
        return Scorer.grade(question, lesson: lesson, checks: names.map { CheckResult(name: $0, status: .failed) }, notStarted: true)
      }
      if roll == 1 {
        var graded = Scorer.grade(question, lesson: lesson, checks: names.map { CheckResult(name: $0, status: .notCompiled) })
        graded.compilerMessages = [
          GradeReport.CompilerMessage(
            severity: .error, file: "Lessons/x/Y.swift", line: student + 3, column: 5,
            message: [
              "cannot find 'Helper\(student)' in scope", "value of type 'Todo' has no member 'done\(student)'",
              "missing return in instance method expected to return 'Int'",
            ][(student + offset) % 3]),
          GradeReport.CompilerMessage(severity: .warning, file: nil, line: nil, column: nil, message: "unused variable"),
        ]
        return graded
      }
      let checks = names.enumerated().map { position, name -> CheckResult in
        if student == 4 && offset == 10 { return CheckResult(name: name, status: .tampered, message: "forged") }
        if student == 6 && offset == 12 && position == 0 { return CheckResult(name: name, status: .timedOut) }
        return CheckResult(name: name, status: (student + position + offset) % (2 + student % 4) == 0 ? .failed : .passed)
      }
      return Scorer.grade(question, lesson: lesson, checks: checks)
    }
    return Scorer.report(course: course, sources: .lessons, questions: questions, durationSeconds: 1)
  }

  /// Code for the Todo store exercise: students 1 and 2 hand in the same store in disguise, the others their own.
  static func sources(count: Int) -> [String: [String: String]] {
    var sources: [String: [String: String]] = [:]
    let path = SimilarityTests.folder + "TodoStore.swift"
    for index in 0..<(count - 1) {
      let code: String
      switch index {
      case 1: code = SimilarityTests.original
      case 2:
        code = SimilarityTests.disguised.replacingOccurrences(
          of: "storage[entry.id] = entry\n", with: "storage[entry.id] = entry // </pre><script>alert('x')</script>\n")
      case 3: code = SimilarityTests.independentStores[0]
      case 4: code = SimilarityTests.independentStores[1]
      default: code = "func mine\(index)() -> Int { \(index) }"
      }
      sources[name(index)] = [path: code]
    }
    return sources
  }

  /// The class report of a class of `count`, with the similarity flags of its store code.
  static func classReport(count: Int) throws -> ClassReport {
    let course = try course()
    let code = ExerciseCode(
      exercise: "DITodoMock", questions: ["di.code2"], folder: SimilarityTests.folder, stub: [:],
      submissions: sources(count: count).sorted { $0.key < $1.key }.map { ExerciseCode.Submission(student: $0.key, files: $0.value) })
    return ClassReport.make(
      results: results(count: count, course: course), course: course, kit: String(repeating: "ab", count: 32),
      similarPairs: SimilarityFinder().pairs(in: code))
  }
}
