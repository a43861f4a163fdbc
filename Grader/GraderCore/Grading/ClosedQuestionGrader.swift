import Foundation

/// Grades a closed question (choice, true/false, fill-in, prediction) from the grader's own reading of the source.
///
/// Each constant is read and judged on its own, so a slip in one answer costs only its question, even when it stops
/// the file from compiling. When the exercise did compile, its suite ran the same comparison in the test process;
/// a result that disagrees with the grader's reading means student code interfered, and the answer is `tampered`.
struct ClosedQuestionGrader: Sendable {
  /// One source file of the exercise, read.
  package struct SourceFile: Sendable {
    package var path: String
    package var reader: ClosedAnswerReader
  }

  package var files: [SourceFile]
  /// The exercise's compiler errors, when it did not compile.
  package var errors: [DiagnosticBlock]?
  package var salt: String

  package init(files: [SourceFile], errors: [DiagnosticBlock]? = nil, salt: String) {
    self.files = files
    self.errors = errors
    self.salt = salt
  }

  /// Reads the exercise's files in `layout`.
  package init(lesson: Lesson, exercise: Exercise, layout: KitLayout, diagnostics: String?, salt: String) {
    files = layout.sourceFiles(lesson: lesson, exercise: exercise).compactMap { url in
      guard let data = RegularFile.contents(atPath: url.path) else { return nil }
      let relative = layout.sourceFolder(lesson: lesson, exercise: exercise) + url.lastPathComponent
      return SourceFile(path: relative, reader: ClosedAnswerReader(source: String(decoding: data, as: UTF8.self)))
    }
    errors = diagnostics.map(DiagnosticBlock.split)
    self.salt = salt
  }

  /// The question's checks, and the compiler errors that belong to its constants.
  package func grade(_ question: Question, suiteResults: [String: CheckResult]) -> (checks: [CheckResult], diagnostics: String?) {
    var checks: [CheckResult] = []
    var own: [String] = []
    for answer in question.answers ?? [] {
      let judge = ClosedAnswerJudge(question: question, answer: answer, salt: salt)
      let found = files.lazy.compactMap { file in file.reader.reading(of: answer.constant).map { (file.path, $0) } }.first
      var result = judge.result(for: found?.1.reading ?? .missing, file: found?.0 ?? files.first?.path ?? "")
      let blocks = found.map { path, declaration in
        (errors ?? []).filter { $0.path == path && declaration.lines.contains($0.line) }
      } ?? []
      if found == nil, let errors, !errors.isEmpty {
        // The constant is gone and the file does not compile: the compiler's lines (attached below) say why.
        result = CheckResult(name: result.name, status: .notCompiled, message: result.message)
      } else if !blocks.isEmpty {
        // What the grader read comes first: it names the slip in the student's terms ("options are lowercase").
        if !result.status.isPassed, !result.message.isEmpty { own.append(result.message) }
        own += blocks.map(\.text)
        result = CheckResult(
          name: result.name, status: .notCompiled,
          message: (result.status.isPassed ? "" : result.message + "\n") + "这一行编译不过 / this line does not compile")
      } else if errors == nil, found.map({ Self.isLiteral($0.1.reading) }) == true, let suite = suiteResults[answer.check],
        let tampering = disagreement(result, suite)
      {
        result = CheckResult(name: result.name, status: .tampered, message: tampering)
      }
      checks.append(result)
    }
    return (checks, own.isEmpty ? nil : own.joined(separator: "\n"))
  }

  /// The question's explanation for a student whose every answer is right: in clear in the instructor's edition,
  /// opened with the right answers' canonical texts where the edition ships it sealed; `nil` otherwise.
  package func explanation(of question: Question) -> LocalizedText? {
    guard let sealed = question.sealedExplanation else { return question.explanation }
    var canonicals: [String] = []
    for answer in question.answers ?? [] {
      let judge = ClosedAnswerJudge(question: question, answer: answer, salt: salt)
      guard let reading = files.lazy.compactMap({ $0.reader.reading(of: answer.constant) }).first?.reading,
        let canonical = judge.rightCanonical(for: reading)
      else { return nil }
      canonicals.append(canonical)
    }
    return SealedExplanation.open(sealed, question: question.id, canonicals: canonicals, salt: salt)
  }

  /// The compiler errors that belong to no constant of any of `questions`, such as a broken declaration.
  func unattributedErrors(_ questions: [Question]) -> String? {
    guard let errors else { return nil }
    let claimed = errors.filter { error in
      questions.flatMap { $0.answers ?? [] }.contains { answer in
        files.contains { $0.path == error.path && $0.reader.reading(of: answer.constant)?.lines.contains(error.line) == true }
      }
    }
    let rest = errors.filter { !claimed.contains($0) }
    return rest.isEmpty ? nil : rest.map(\.text).joined(separator: "\n")
  }

  /// Whether the grader read a definite answer, so the test process must agree with it.
  private static func isLiteral(_ reading: ClosedAnswerReading) -> Bool {
    switch reading {
    case .value, .choice, .unanswered: true
    case .notLiteral, .missing: false
    }
  }

  /// A message when the test process reported the opposite of what the grader read, or `nil` when they agree.
  private func disagreement(_ own: CheckResult, _ suite: CheckResult) -> String? {
    let suitePassed: Bool
    switch suite.status {
    case .passed: suitePassed = true
    case .failed, .unanswered: suitePassed = false
    default: return nil
    }
    guard suitePassed != own.status.isPassed else { return nil }
    return "测试进程报告的结果与源文件中的答案不一致：学生代码干扰了评分 / the test process reported "
      + (suitePassed ? "a right answer" : "a wrong answer")
      + " but the constant in the source is " + (own.status.isPassed ? "right" : "not right")
      + ": student code interfered with grading"
  }
}
