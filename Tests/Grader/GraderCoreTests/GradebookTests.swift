import Foundation
import GraderTestSupport
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

@Suite struct GradebookTests {
  private let text = LocalizedText(en: "Title", zh: "标题")

  private var course: Course {
    func question(_ id: String, _ kind: QuestionKind, _ section: String, _ points: Double) -> Question {
      Question(
        id: id, kind: kind, section: section, points: points, exercise: kind == .open ? "O" : "M",
        suite: kind == .open ? nil : "S", checks: kind == .open ? nil : ["a", "b"], scoring: nil,
        answer: kind == .open ? "answer1" : nil, title: text, hint: text, explanation: text)
    }
    return Course(
      schemaVersion: 1, title: text, sections: [.init(id: "coding", title: text), .init(id: "open", title: text)],
      lessons: [
        Lesson(
          id: "di", folder: "L", title: text, exercises: [],
          questions: [question("di.code1", .code, "coding", 8), question("di.fix1", .fix, "coding", 8), question("di.open1", .open, "open", 5)])
      ])
  }

  private func results() -> [StudentResult] {
    let lesson = course.lessons[0]
    let code = Scorer.grade(lesson.questions[0], lesson: lesson, checks: [
      CheckResult(name: "a", status: .passed), CheckResult(name: "b", status: .crashed(signal: 4)),
    ])
    let fix = Scorer.grade(lesson.questions[1], lesson: lesson, checks: [
      CheckResult(name: "a", status: .notCompiled), CheckResult(name: "b", status: .notCompiled),
    ], diagnostics: "error: x")
    let open = Scorer.manual(lesson.questions[2], lesson: lesson, answer: "我的回答\n第二行")
    let report = Scorer.report(course: course, sources: .lessons, questions: [code, fix, open], durationSeconds: 1)
    return [
      StudentResult(student: "alice", report: report, notes: ["edited kit files ignored (graded with the instructor's): Tests/T.swift"]),
      StudentResult(student: "=evil", problem: "no Lessons folder in the submission"),
    ]
  }

  @Test func gradebookHasAColumnPerQuestionTotalsAndNotes() {
    let rows = CSV.parse(Gradebook.csv(results(), course: course))
    #expect(rows[0] == ["student", "di.code1", "di.fix1", "di.open1", "automatic", "automatic max", "open", "open max", "total", "total max", "review", "notes"])
    #expect(Array(rows[1].prefix(10)) == ["alice", "4", "0", "", "4", "16", "0", "5", "4", "21"])
    #expect(rows[1][10] == "" && rows[1][11] == "compile-error: di.fix1; crashed: di.code1; awaiting review: di.open1; edited kit files ignored (graded with the instructor's): Tests/T.swift")
    #expect(rows[2][0] == "'=evil" && rows[2][11] == "not graded: no Lessons folder in the submission")
  }

  /// A stub that does not build until the student writes its types is "not started", never a compile error of theirs.
  @Test func anUntouchedStubIsNotStartedNotACompileError() {
    let lesson = course.lessons[0]
    let broken: [CheckResult] = [CheckResult(name: "a", status: .notCompiled), CheckResult(name: "b", status: .notCompiled)]
    let stub = Scorer.grade(lesson.questions[0], lesson: lesson, checks: broken, diagnostics: "error: x", notStarted: true)
    let mistake = Scorer.grade(lesson.questions[1], lesson: lesson, checks: broken, diagnostics: "error: y")
    let report = Scorer.report(course: course, sources: .lessons, questions: [stub, mistake], durationSeconds: 1)
    #expect(Gradebook.note(StudentResult(student: "rupert", report: report)) == "compile-error: di.fix1; not started: di.code1")
  }

  @Test func openAnswersAndTheReviewTemplateListWhatAwaitsReview() throws {
    let markdown = Gradebook.openAnswers(results(), course: course)
    #expect(markdown.contains("## di.open1") && markdown.contains("### alice\n\n```\n我的回答\n第二行\n```"))
    let template = CSV.parse(Gradebook.reviewTemplate(results(), course: course))
    #expect(template == [ReviewFile.header, ["alice", "di.open1", "", ""]])
    // The template, once filled in, is a valid review file.
    let filled = Gradebook.reviewTemplate(results(), course: course).replacingOccurrences(of: "di.open1,,", with: "di.open1,3,ok")
    #expect(try ReviewFile.parse(csv: filled, course: course).reviews(for: "alice")["di.open1"]?.points == 3)
  }

  @Test func openAnswersShowHostileTextAsTyped() {
    var results = results()
    let index = results[0].report?.questions.firstIndex { $0.id == "di.open1" } ?? 0
    results[0].report?.questions[index].answer = "<img src=x onerror=alert(1)>\n```\n# heading \u{202E}gnp.exe\u{1B}[2J"
    results[0].student = "alice <b>\u{202E}"
    let markdown = Gradebook.openAnswers(results, course: course)
    #expect(markdown.contains(#"### alice &lt;b&gt;\\u{202E}"# + "\n\n````\n<img src=x onerror=alert(1)>\n```\n" + #"# heading \u{202E}gnp.exe\u{1B}[2J"# + "\n````"))
    #expect(!markdown.unicodeScalars.contains { $0 != "\n" && PrintableText.needsEscaping($0) })
  }

  @Test func shardsDealTheSortedClassRoundRobin() throws {
    let students = (1...10).map { "s\($0)" }
    let shares = try (1...3).map { try Shard(index: $0, count: 3).share(of: students) }
    #expect(shares[0] == ["s1", "s4", "s7", "s10"] && shares[1] == ["s2", "s5", "s8"] && shares[2] == ["s3", "s6", "s9"])
    #expect(Set(shares.flatMap { $0 }) == Set(students) && shares.map(\.count).reduce(0, +) == students.count)
    #expect(try Shard(parsing: "2/3") == (try Shard(index: 2, count: 3)))
    for bad in ["0/3", "4/3", "3", "a/b", "1/0", "-1/2", "1/2/3", ""] {
      #expect(throws: KitError.self) { try Shard(parsing: bad) }
    }
    #expect(try Shard(index: 1, count: 1).share(of: students) == students)
  }

  @Test func mergedShardsWriteWhatOneMachineWrites() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let everyone = results().sorted { $0.student < $1.student }
    let whole = folder.url.appendingPathComponent("whole")
    try BatchOutput(folder: whole).write(everyone, course: course)
    for index in 1...2 {
      let shard = try Shard(index: index, count: 2)
      try BatchOutput(folder: folder.url.appendingPathComponent("shards/\(index)"), shard: shard)
        .write(shard.share(of: everyone), course: course)
    }
    let shards = (1...2).map { folder.url.appendingPathComponent("shards/\($0)") }
    let merged = folder.url.appendingPathComponent("merged")
    try BatchOutput(folder: merged).write(try BatchMerge.merge(shards.reversed()), course: course)
    for file in ["gradebook.csv", "open-answers.md", "review-template.csv", "students.json", "reports/alice.json"] {
      let one = try String(contentsOf: whole.appendingPathComponent(file), encoding: .utf8)
      #expect(one == (try String(contentsOf: merged.appendingPathComponent(file), encoding: .utf8)), "\(file)")
    }
    // A missing or repeated shard is refused, never merged into a gradebook with students missing.
    #expect(throws: KitError.self) { try BatchMerge.merge([shards[0]]) }
    #expect(throws: KitError.self) { try BatchMerge.merge([shards[0], shards[0]]) }
    #expect(throws: KitError.self) { try BatchMerge.merge([shards[0], whole]) }
  }

  @Test func csvFilesStartWithAByteOrderMarkUnlessAskedNot() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try BatchOutput(folder: folder.url.appendingPathComponent("bom")).write(results(), course: course)
    try BatchOutput(folder: folder.url.appendingPathComponent("plain"), byteOrderMark: false).write(results(), course: course)
    for file in ["gradebook.csv", "review-template.csv"] {
      let bom = try Data(contentsOf: folder.url.appendingPathComponent("bom/\(file)"))
      let plain = try Data(contentsOf: folder.url.appendingPathComponent("plain/\(file)"))
      #expect(Array(bom.prefix(3)) == [0xEF, 0xBB, 0xBF] && bom.dropFirst(3) == plain)
      #expect(plain.first == UInt8(ascii: "s"))
    }
  }
}
