import GraderCore
extension ClassReport {
  /// How many compiler errors of each exercise the report lists.
  static let compileErrorsPerExercise = 8

  /// The class report of `results` (in the class's order), graded with `course` by the kit whose lock digest is `kit`.
  static func make(results: [StudentResult], course: Course, kit: String, similarPairs: [SimilarPair] = []) -> ClassReport {
    let reports = results.compactMap(\.report)
    let scores = reports.map(\.score).sorted()
    let maxScore = reports.first?.maxScore ?? course.questions.filter { $0.question.kind.isAutomatic }.map(\.question.points).reduce(0, +)
    return ClassReport(
      kit: kit, students: results.count, graded: reports.count, maxScore: maxScore,
      meanScore: Self.mean(scores), medianScore: Self.median(scores), histogram: histogram(reports),
      questions: questionSummaries(reports, course: course), checks: checkSummaries(reports, course: course),
      compileErrors: compileErrors(reports, course: course),
      tampered: flags(results) { $0.status == .tampered }, timedOut: flags(results) { $0.status == .timedOut },
      awaitingReview: flags(results, \.isAwaitingReview),
      openNotAnswered: flags(results) { $0.status == .manual && $0.showsNotStarted },
      notGraded: results.filter { $0.report == nil }.map { NotGraded(student: $0.student, problem: $0.problem ?? "not graded") },
      similarPairs: similarPairs)
  }

  static func mean(_ values: [Double]) -> Double {
    values.isEmpty ? 0 : Scorer.rounded(values.reduce(0, +) / Double(values.count))
  }

  static func median(_ sorted: [Double]) -> Double {
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return Scorer.rounded(sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2)
  }

  static func percent(_ part: Int, of whole: Int) -> Double {
    whole == 0 ? 0 : (Double(part) / Double(whole) * 1000).rounded() / 10
  }

  private static func histogram(_ reports: [GradeReport]) -> [Bin] {
    var counts = Array(repeating: 0, count: 10)
    for report in reports { counts[min(9, max(0, Int(report.percent / 10)))] += 1 }
    return counts.enumerated().map { Bin(from: $0.offset * 10, to: $0.offset * 10 + 10, students: $0.element) }
  }

  /// Whether the student had not started the question: its exercise still the stub, or its answer empty.
  static func notStarted(_ question: GradeReport.Question) -> Bool {
    question.showsNotStarted
  }

  /// How one student's question counts for one of its checks in the checks table.
  enum CheckOutcome: Equatable {
    case passed
    case failed
    /// The exercise did not compile, so the check could not run.
    case notCompiled
    /// The question was not started (or this answer of it is still empty).
    case notStarted
    /// Marked tampered: its results say nothing about the check (the student is listed under tampered).
    case ignored
  }

  /// How `check` of a student's `question` counts: failed only when the question ran.
  static func outcome(of check: GradeReport.Check, in question: GradeReport.Question) -> CheckOutcome {
    if notStarted(question) { return .notStarted }
    if question.status == .tampered { return .ignored }
    switch check.status {
    case .passed: return .passed
    case .compileError: return .notCompiled
    case .unanswered: return .notStarted
    case .tampered: return .ignored
    case .failed, .crashed, .timedOut, .missing: return check.passed ? .passed : .failed
    }
  }

  private static func questionSummaries(_ reports: [GradeReport], course: Course) -> [QuestionSummary] {
    course.questions.map(\.question).filter(\.kind.isAutomatic).map { question in
      let graded = reports.compactMap { $0.questions.first { $0.id == question.id } }
      return QuestionSummary(
        id: question.id, title: question.title, maxScore: question.points, meanScore: mean(graded.map(\.score)),
        fullMarksPercent: percent(graded.filter { $0.score >= $0.maxScore && $0.maxScore > 0 }.count, of: graded.count),
        notStartedPercent: percent(graded.filter(notStarted).count, of: graded.count))
    }
  }

  private static func checkSummaries(_ reports: [GradeReport], course: Course) -> [CheckSummary] {
    struct Tally {
      var question: String
      var check: String
      var failed = 0
      var ran = 0
      var notCompiled = 0
      var notStarted = 0
    }
    var order: [String] = []
    var tally: [String: Tally] = [:]
    for report in reports {
      for question in report.questions where question.isAutomatic {
        for check in question.checks {
          let key = question.id + "\u{0}" + check.name
          if tally[key] == nil {
            order.append(key)
            tally[key] = Tally(question: question.id, check: check.name)
          }
          switch outcome(of: check, in: question) {
          case .passed: tally[key]?.ran += 1
          case .failed:
            tally[key]?.ran += 1
            tally[key]?.failed += 1
          case .notCompiled: tally[key]?.notCompiled += 1
          case .notStarted: tally[key]?.notStarted += 1
          case .ignored: break
          }
        }
      }
    }
    let questions = Dictionary(course.questions.map { ($0.question.id, $0.question) }) { first, _ in first }
    let summaries = order.compactMap { tally[$0] }.filter { $0.failed > 0 }.map { entry in
      let question = questions[entry.question]
      return CheckSummary(
        question: entry.question, check: entry.check,
        requirement: question?.requirement(ofCheck: entry.check)?.text ?? question?.title ?? LocalizedText(en: "", zh: ""),
        failed: entry.failed, students: entry.ran, failedPercent: percent(entry.failed, of: entry.ran),
        notCompiled: entry.notCompiled, notStarted: entry.notStarted)
    }
    let position = Dictionary(course.questions.enumerated().map { ($0.element.question.id, $0.offset) }) { first, _ in first }
    return summaries.sorted {
      ($1.failedPercent, $1.failed, position[$0.question] ?? .max, $0.check)
        < ($0.failedPercent, $0.failed, position[$1.question] ?? .max, $1.check)
    }
  }

  private static func flags(_ results: [StudentResult], _ matches: (GradeReport.Question) -> Bool) -> [StudentFlag] {
    results.compactMap { result in
      let ids = (result.report?.questions ?? []).filter(matches).map(\.id)
      return ids.isEmpty ? nil : StudentFlag(student: result.student, questions: ids)
    }
  }

  private static func compileErrors(_ reports: [GradeReport], course: Course) -> [CompileError] {
    let exerciseOf = Dictionary(course.questions.map { ($0.question.id, $0.question.exercise) }) { first, _ in first }
    var students: [String: [String: Int]] = [:]
    for report in reports {
      var seen: Set<String> = []
      for question in report.questions {
        guard let exercise = exerciseOf[question.id] else { continue }
        for message in question.compilerMessages ?? [] where message.severity == .error {
          let normalised = CompileErrorText.normalised(message.message)
          if seen.insert(exercise + "\u{0}" + normalised).inserted { students[exercise, default: [:]][normalised, default: 0] += 1 }
        }
      }
    }
    var exercises: [String] = []
    for (_, question) in course.questions where !exercises.contains(question.exercise) { exercises.append(question.exercise) }
    return exercises.flatMap { exercise in
      (students[exercise] ?? [:]).sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(compileErrorsPerExercise)
        .map { CompileError(exercise: exercise, message: $0.key, students: $0.value) }
    }
  }
}
