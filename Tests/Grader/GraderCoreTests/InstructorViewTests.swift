import Foundation
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// What an instructor sees after grading, rendered from saved reports of a real batch of lesson 3 (`grader batch
/// --lesson pv`, in `Fixtures/reports/lesson3-class`): `stub` handed in the lesson untouched; `mixed` solved the quiz
/// and pv.code1, broke pv.code2 (it does not compile), answered pv.open1 and left the rest as shipped (pv.tests1
/// included), with pv.open2 still blank in the edited answers file; `sol` handed in the reference.
@Suite struct InstructorViewTests {
  static func saved(_ name: String) throws -> GradeReport {
    try JSONDecoder().decode(GradeReport.self, from: Data(contentsOf: Fixtures.url("reports/lesson3-class/\(name).json")))
  }

  static func course() throws -> Course {
    try Course.load(from: Fixtures.kitRoot.appendingPathComponent(Course.relativePath))
  }

  static func question(_ id: String, in report: GradeReport) throws -> GradeReport.Question {
    try #require(report.questions.first { $0.id == id })
  }

  /// The Gradescope test of question `id`.
  static func gradescopeTest(_ id: String, _ report: GradeReport, _ language: Language = .en) throws -> [String: Any] {
    let json = try GradescopeReport.render(report, language: language)
    let results = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let tests = try #require(results["tests"] as? [[String: Any]])
    return try #require(tests.first { ($0["name"] as? String)?.hasPrefix(id + " ") == true })
  }

  @Test func theSavedClassIsWhatTheDocCommentSays() throws {
    let stub = try Self.saved("stub")
    let mixed = try Self.saved("mixed")
    #expect(stub.questions.allSatisfy(\.isNotStarted) && stub.score == 0)
    #expect(try Self.question("pv.tests1", in: mixed).isNotStarted && Self.question("pv.tests1", in: mixed).kind == .testWriting)
    #expect(try Self.question("pv.code2", in: mixed).status == .compileError && !Self.question("pv.code2", in: mixed).isNotStarted)
    #expect(try Self.question("pv.open2", in: mixed).answer == "" && !Self.question("pv.open2", in: mixed).isNotStarted)
    #expect(try Self.saved("sol").isFullMarks)
  }

  /// A student whose question did not compile, or who had not started it, is counted beside a check, not as failing it.
  @Test func aFailedCheckCountsOnlyStudentsWhoseQuestionRan() throws {
    let sol = try Self.saved("sol")
    // A fourth student: the reference with pv.code2's first check failed (it ran and failed).
    var slipped = sol
    let code2 = try #require(slipped.questions.firstIndex { $0.id == "pv.code2" })
    slipped.questions[code2].checks[0].passed = false
    slipped.questions[code2].checks[0].status = .failed
    slipped.questions[code2].status = .partial
    let first = slipped.questions[code2].checks[0].name
    let results = [
      StudentResult(student: "sol", report: sol), StudentResult(student: "slipped", report: slipped),
      StudentResult(student: "mixed", report: try Self.saved("mixed")), StudentResult(student: "stub", report: try Self.saved("stub")),
    ]
    let report = ClassReport.make(results: results, course: try Self.course(), kit: "k")
    // Only pv.code2's first check was failed by a student whose code ran: sol passed it, mixed's did not compile, stub's
    // was the untouched stub. Nothing else is listed, though mixed and stub "fail" every check of many questions.
    #expect(report.checks.map { "\($0.question) \($0.check) \($0.failed)/\($0.students) \($0.notCompiled) \($0.notStarted)" }
      == ["pv.code2 \(first) 1/2 1 1"])
    #expect(report.checks.first?.failedPercent == 50)
    let html = ClassReportHTML.render(report)
    #expect(html.contains("<div>1 未编译 / did not compile</div><div>1 未开始 / not started</div>"))
    #expect(html.contains(ClassReportMarkdown.checksScope))
    #expect(ClassReportMarkdown.render(report).contains("| 1 / 2 (50%) | 1 未编译 / did not compile; 1 未开始 / not started |"))
  }

  /// A blank open answer (the stub untouched, or emptied in an edited file) is "not started" everywhere, never awaiting
  /// review: class report, gradebook notes, review template, open-answers.md and Gradescope.
  @Test func aBlankOpenAnswerIsNotStartedNotAwaitingReview() throws {
    var mixed = try Self.saved("mixed")
    let open2 = try #require(mixed.questions.firstIndex { $0.id == "pv.open2" })
    #expect(mixed.questions[open2].isAwaitingReview == false && mixed.questions[open2].showsNotStarted)
    // Only spaces and line breaks count as blank too.
    mixed.questions[open2].answer = "  \n\t \n"
    let results = [
      StudentResult(student: "sol", report: try Self.saved("sol")), StudentResult(student: "mixed", report: mixed),
      StudentResult(student: "stub", report: try Self.saved("stub")),
    ]
    let course = try Self.course()
    let report = ClassReport.make(results: results, course: course, kit: "k")
    #expect(report.awaitingReview == [.init(student: "sol", questions: ["pv.open1", "pv.open2"]), .init(student: "mixed", questions: ["pv.open1"])])
    #expect(report.openNotAnswered == [.init(student: "mixed", questions: ["pv.open2"]), .init(student: "stub", questions: ["pv.open1", "pv.open2"])])
    #expect(ClassReportHTML.render(report).contains("开放题未作答 <span class=\"en\">/ open questions not answered</span> (2)"))
    #expect(ClassReportMarkdown.render(report).contains("### 开放题未作答 / open questions not answered (2)\n\n- mixed: pv.open2\n- stub: pv.open1, pv.open2\n"))

    #expect(Gradebook.note(results[1]) == "compile-error: pv.code2; not started: 11 questions; awaiting review: pv.open1")
    #expect(!Gradebook.note(results[2]).contains("awaiting review"))
    #expect(CSV.parse(Gradebook.reviewTemplate(results, course: course)).dropFirst().map { $0[0] + " " + $0[1] }
      == ["sol pv.open1", "sol pv.open2", "mixed pv.open1"])
    let answers = Gradebook.openAnswers(results, course: course)
    #expect(answers.contains("### mixed\n\n_(no answer / 未作答)_\n") && answers.contains("### stub\n\n_(no answer / 未作答)_\n"))

    let test = try Self.gradescopeTest("pv.open2", mixed)
    #expect(test["status"] == nil && test["score"] == nil && test["max_score"] == nil)
    let hint = try #require(mixed.questions[open2].hint)
    #expect(test["output"] as? String
      == "Not started: your submission has no answer to this open question. The instructor grades it (5 points); there is nothing to grade yet.\n\nHint: \(hint.en)")
    let json = try GradescopeReport.render(mixed, language: .en)
    let summary = try #require((try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])?["output"] as? String)
    #expect(summary.contains("1 open question (5 points) awaits the instructor's review"))
    #expect(summary.contains("1 open question (5 points, graded by the instructor) is not answered."))
    // The answered one still awaits review, with the answer.
    #expect((try Self.gradescopeTest("pv.open1", mixed)["output"] as? String)?.hasPrefix("Awaiting review: ") == true)
  }

  /// Every kind of untouched stub (closed answers, fix, code, test writing, open) says "Not started: …" with its first
  /// hint in Gradescope, is "not started" in the gradebook and the class report, and in Classroom's lost points.
  @Test func everyUntouchedStubSaysNotStartedWithItsFirstHint() throws {
    let stub = try Self.saved("stub")
    #expect(Set(stub.questions.map(\.kind)) == Set(QuestionKind.allCases))
    for question in stub.questions {
      let hint = try #require(question.hint, "\(question.id)")
      for language in Language.allCases {
        let output = try #require(try Self.gradescopeTest(question.id, stub, language)["output"] as? String)
        let (start, hintLabel) = language == .zh ? ("未开始：", "提示：") : ("Not started: ", "Hint: ")
        #expect(output.hasPrefix(start) && output.hasSuffix("\n\n" + hintLabel + hint.text(in: language)), "\(question.id): \(output)")
      }
    }
    // Gradescope's spec (gradescope/autograder_samples, docs/specs.md): a test holds only the spec's keys, plus the
    // `status` (passed or failed) the kit has always written beside a score; a not-started open question has no points.
    let json = try GradescopeReport.render(stub, language: .en)
    let results = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let specKeys: Set<String> = ["score", "max_score", "status", "name", "number", "output", "tags", "visibility", "extra_data"]
    for test in try #require(results["tests"] as? [[String: Any]]) {
      #expect(Set(test.keys).isSubset(of: specKeys), "\(test.keys)")
      #expect((test["score"] == nil) == (test["max_score"] == nil) && (test["score"] == nil) == (test["status"] == nil))
      if let status = test["status"] as? String { #expect(status == "failed" && test["score"] as? Double == 0) }
    }
    #expect(results["score"] as? Double == 0)
    // The mixed student's untouched questions say the same, pv.tests1 among them; its own compile error does not.
    let mixed = try Self.saved("mixed")
    for id in ["pv.tests1", "pv.fix2", "pv.code3", "pv.fill1", "pv.predict1"] {
      #expect((try Self.gradescopeTest(id, mixed)["output"] as? String)?.hasPrefix("Not started: ") == true, "\(id)")
    }
    #expect((try Self.gradescopeTest("pv.code2", mixed)["output"] as? String)?.hasPrefix("Not started") == false)

    #expect(Gradebook.note(StudentResult(student: "stub", report: stub)) == "not started: 24 questions")
    let report = ClassReport.make(results: [StudentResult(student: "stub", report: stub)], course: try Self.course(), kit: "k")
    let lesson3 = report.questions.filter { $0.id.hasPrefix("pv.") }
    #expect(lesson3.count == 22 && lesson3.allSatisfy { $0.notStartedPercent == 100 })
    #expect(report.checks.isEmpty && report.awaitingReview.isEmpty && report.openNotAnswered.map(\.questions) == [["pv.open1", "pv.open2"]])

    // Classroom: lost points, each named "not started" (a failure, not an error, even where the stub does not compile).
    let runners = try ClassroomReportTests.decodedRunners(stub)
    let lost = try #require(runners.first { $0.name == "lost" }?.json["tests"] as? [[String: Any]])
    #expect(lost.count == stub.questions.filter(\.isAutomatic).count)
    #expect(lost.allSatisfy { ($0["name"] as? String)?.contains(" — 未开始 not started: 失去 ") == true && $0["status"] as? String == "fail" })
    let fix2 = try Self.question("pv.fix2", in: stub)
    #expect(fix2.status == .compileError)
    #expect(ClassroomReport.message(for: fix2) == "提示 / Hint: \(try #require(fix2.hint).zh) / \(try #require(fix2.hint).en)")
  }

  /// The student's own reports agree: a blank open answer is "not started" in the text report's line and in the
  /// Markdown summary (Classroom's step summary), and only the answered one awaits the instructor.
  @Test func theStudentsReportsSayTheSameOfABlankOpenAnswer() throws {
    let mixed = try Self.saved("mixed")
    let text = TextReport(language: .en, style: TerminalStyle(isEnabled: false))
    #expect(text.summaryLine(try Self.question("pv.open2", in: mixed), idWidth: 8).hasSuffix("not started"))
    #expect(text.summaryLine(try Self.question("pv.open1", in: mixed), idWidth: 8).hasSuffix("awaits instructor"))
    let markdown = MarkdownReport.render(mixed, language: .en)
    #expect(markdown.contains("5 more points await the instructor; open questions worth 5 points are not answered."))
    #expect(markdown.contains("`pv.open2` ") && markdown.split(separator: "\n").contains { $0.contains("`pv.open2` ") && $0.hasSuffix("| not started |") })
    #expect(MarkdownReport.render(mixed, language: .zh).contains("另有 5 分待教师评分，5 分的开放题还没有作答。"))
    // `grader list` reads the saved progress: the blank one is not started there too.
    var progress = StudentProgress()
    progress.record(mixed, fingerprints: [:], at: Date(timeIntervalSince1970: 0))
    #expect(progress.questions["pv.open2"]?.notStarted == true && progress.questions["pv.open1"]?.notStarted == false)
    let junit = JUnitReport.render(mixed)
    #expect(junit.contains("<skipped message=\"not started\"/>") && junit.contains("<skipped message=\"awaits instructor\"/>"))
  }

  /// The not-started rule, kind by kind.
  @Test func showsNotStartedCoversEveryKindOfEmpty() throws {
    let mixed = try Self.saved("mixed")
    #expect(try Self.question("pv.fill1", in: mixed).showsNotStarted)  // closed, empty
    #expect(try Self.question("pv.tests1", in: mixed).showsNotStarted)  // test writing, untouched
    #expect(try Self.question("pv.open2", in: mixed).showsNotStarted)  // open, blank in an edited file
    #expect(try !Self.question("pv.open1", in: mixed).showsNotStarted)  // open, answered
    #expect(try !Self.question("pv.code2", in: mixed).showsNotStarted)  // the student's own compile error
    #expect(try !Self.question("pv.code1", in: mixed).showsNotStarted)  // passed
    // A closed answer left empty in a file the student edited says what was observed: empty, not the stub.
    var touched = mixed
    let fill1 = try #require(touched.questions.firstIndex { $0.id == "pv.fill1" })
    touched.questions[fill1].notStarted = nil
    #expect(touched.questions[fill1].status == .unanswered && touched.questions[fill1].showsNotStarted)
    let output = try #require(try Self.gradescopeTest("pv.fill1", touched)["output"] as? String)
    #expect(output.hasPrefix("Not started: this question's answer is still empty in your submission.\n\nHint: "))
    #expect(Gradebook.note(StudentResult(student: "m", report: touched)).contains("not started: 11 questions"))
    var reviewed = try Self.question("pv.open2", in: mixed)
    reviewed.status = .reviewed
    #expect(!reviewed.showsNotStarted && !reviewed.isAwaitingReview)
  }
}
