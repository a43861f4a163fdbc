import Foundation
import GraderTestSupport
import Testing
import KitSupport
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// The class report: its facts from typed reports, its JSON against `Docs/class-report.schema.json`, and its HTML and
/// Markdown with every piece of student text escaped.
@Suite struct ClassReportTests {
  static let schemaURL = Fixtures.kitRoot.appendingPathComponent("Docs/class-report.schema.json")

  /// A tiny class whose every figure can be counted by hand: two questions of the real course.
  @Test func theFiguresAreTheClasssFigures() throws {
    let course = try ClassFixture.course()
    let (lesson, question) = try #require(course.questions.first { $0.question.kind == .code })
    let checks = question.checks ?? []
    try #require(checks.count >= 2)
    func student(_ name: String, _ statuses: [CheckStatus], notStarted: Bool = false, error: String? = nil) -> StudentResult {
      var graded = Scorer.grade(
        question, lesson: lesson, checks: zip(checks, statuses).map { CheckResult(name: $0, status: $1) }, notStarted: notStarted)
      if let error {
        graded.compilerMessages = [GradeReport.CompilerMessage(severity: .error, file: "Lessons/a/B.swift", line: 3, column: 1, message: error)]
      }
      return StudentResult(student: name, report: Scorer.report(course: course, sources: .lessons, questions: [graded], durationSeconds: 0))
    }
    let all = Array(repeating: CheckStatus.passed, count: checks.count)
    var firstFails = all
    firstFails[0] = .failed
    let none = Array(repeating: CheckStatus.failed, count: checks.count)
    let broken = Array(repeating: CheckStatus.notCompiled, count: checks.count)
    let results = [
      student("a", all), student("b", firstFails), student("c", none, notStarted: true),
      student("d", broken, error: "cannot find 'Foo' in scope"), student("e", broken, error: "cannot find 'Bar' in scope"),
      StudentResult(student: "f", problem: "not a folder"),
    ]
    let report = ClassReport.make(results: results, course: course, kit: "k")
    #expect(report.students == 6 && report.graded == 5 && report.notGraded == [.init(student: "f", problem: "not a folder")])
    #expect(report.histogram.map(\.students).reduce(0, +) == 5 && report.histogram.last?.students == 1)
    let summary = try #require(report.questions.first { $0.id == question.id })
    #expect(summary.fullMarksPercent == 20 && summary.notStartedPercent == 20)
    // Checks: among the two whose question ran (a and b); d and e did not compile and c had not started, so they are
    // counted beside each check, never as failing it. Only b failed the first check; nobody who ran failed the others.
    let requirement = try #require(question.requirement(ofCheck: checks[0])).text
    #expect(report.checks == [.init(
      question: question.id, check: checks[0], requirement: requirement, failed: 1, students: 2, failedPercent: 50,
      notCompiled: 2, notStarted: 1)])
    // Each check says what it proves, in both languages, on the page and in the Markdown, and who was not counted.
    let html = ClassReportHTML.render(report)
    let markdown = ClassReportMarkdown.render(report)
    #expect(html.contains(ClassReportHTML.escape(requirement.zh)) && html.contains(ClassReportHTML.escape(requirement.en)))
    #expect(markdown.contains(ClassReportMarkdown.literal(requirement.en)))
    #expect(html.contains("<td class=\"num\">1 / 2 (50%)</td>"))
    #expect(html.contains("<td class=\"notrun\"><div>2 未编译 / did not compile</div><div>1 未开始 / not started</div></td>"))
    #expect(markdown.contains("| 1 / 2 (50%) | 2 未编译 / did not compile; 1 未开始 / not started |"))
    // The same mistake with different names counts once, for both students.
    #expect(report.compileErrors == [.init(exercise: question.exercise, message: "cannot find '…' in scope", students: 2)])
  }

  /// A ring of copies (six pairs of four students) reads as one row; another exercise's pair, and an unrelated pair of
  /// the same exercise, are rows of their own.
  @Test func similarPairsAreGroupedIntoRingsPerExercise() throws {
    func pair(_ a: String, _ b: String, _ similarity: Int, _ exercise: String = "PVSearchClient") -> SimilarPair {
      SimilarPair(exercise: exercise, questions: ["q"], first: a, second: b, similarity: similarity, sharedFingerprints: 9, matches: [])
    }
    var report = try ClassFixture.classReport(count: 4)
    report.similarPairs = [
      pair("sybil", "trent", 100), pair("uma", "victor", 89), pair("ann", "bob", 85), pair("sybil", "uma", 88),
      pair("trent", "victor", 77), pair("sybil", "trent", 100, "PVClientEnvironment"), pair("trent", "uma", 80), pair("sybil", "victor", 78),
    ]
    #expect(report.similarGroups == [
      .init(exercise: "PVSearchClient", questions: ["q"], students: ["sybil", "trent", "uma", "victor"], pairs: 6, lowest: 77, highest: 100),
      .init(exercise: "PVSearchClient", questions: ["q"], students: ["ann", "bob"], pairs: 1, lowest: 85, highest: 85),
      .init(exercise: "PVClientEnvironment", questions: ["q"], students: ["sybil", "trent"], pairs: 1, lowest: 100, highest: 100),
    ])
    #expect(ClassReportHTML.render(report).contains("<b>sybil</b>, <b>trent</b>, <b>uma</b>, <b>victor</b></td><td class=\"num\">6</td><td class=\"num\">77–100%</td>"))
    #expect(ClassReportMarkdown.render(report).contains("| sybil, trent, uma, victor | 6 | 77–100% |"))
    // The rings come before the tables an instructor reads first; the pairs' long side-by-side code after all of them.
    let html = ClassReportHTML.render(report)
    let rings = try #require(html.range(of: "<table class=\"groups\">")?.lowerBound)
    let checks = try #require(html.range(of: "Checks failed most")?.lowerBound)
    let questions = try #require(html.range(of: "/ Questions</span></h2>")?.lowerBound)
    let pairs = try #require(html.range(of: "id=\"pairs\"")?.lowerBound)
    #expect(rings < checks && checks < questions && questions < pairs)
  }

  /// The page names a Chinese font of every system an instructor may open it on (nothing is fetched), for text and for
  /// code, and says its language, so a browser picks Simplified Chinese glyphs.
  @Test func thePageNamesAChineseFontOfEverySystem() throws {
    let html = ClassReportHTML.render(try ClassFixture.classReport(count: 4))
    #expect(html.contains("<html lang=\"zh-Hans\">"))
    for font in ["PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", "WenQuanYi Micro Hei"] {
      #expect(ClassReportHTML.textFonts.contains("\"\(font)\""), "\(font)")
    }
    #expect(ClassReportHTML.textFonts.hasSuffix(",sans-serif") && ClassReportHTML.codeFonts.hasSuffix(",monospace"))
    #expect(ClassReportHTML.codeFonts.contains("\"Noto Sans Mono CJK SC\"") && ClassReportHTML.codeFonts.contains("\"Microsoft YaHei\""))
    #expect(html.contains("body{font-family:\(ClassReportHTML.textFonts);") && html.contains("code,pre{font-family:\(ClassReportHTML.codeFonts)}"))
    // Latin text keeps each system's UI font: the Chinese fonts come after them.
    let stack = ClassReportHTML.textFonts.split(separator: ",").map(String.init)
    #expect(try #require(stack.firstIndex(of: "system-ui")) < #require(stack.firstIndex(of: "\"PingFang SC\"")))
  }

  @Test func compileErrorsAreNormalised() {
    #expect(CompileErrorText.normalised("cannot find 'TodoStore' in scope") == "cannot find '…' in scope")
    #expect(CompileErrorText.normalised("/tmp/k/Lessons/01/Code1/Todo.swift:12:7: value of type 'Todo' has no member 'done'")
      == "value of type '…' has no member '…'")
    #expect(CompileErrorText.normalised("missing return in instance method (line 12)\nnote: more") == "missing return in instance method (line N)")
  }

  @Test func theJSONMatchesItsSchemaExactly() throws {
    let report = try ClassFixture.classReport(count: 32)
    #expect(!report.similarPairs.isEmpty && !report.compileErrors.isEmpty && !report.tampered.isEmpty && !report.timedOut.isEmpty)
    let validator = try JSONSchemaValidator(schema: Data(contentsOf: Self.schemaURL))
    let json = try #require(try report.files().first { $0.name == "class-report.json" }).text
    let instance = try JSONSerialization.jsonObject(with: Data(json.utf8))
    #expect(try validator.problems(in: instance) == [])
    // The schema is exact: an unknown field, a missing one or a wrong type is caught.
    var extra = try #require(instance as? [String: Any])
    extra["surprise"] = 1
    #expect(try !validator.problems(in: extra).isEmpty)
    var missing = try #require(instance as? [String: Any])
    missing["similarPairs"] = nil
    #expect(try !validator.problems(in: missing).isEmpty)
    // Every field of the Swift model is named by the schema, and nothing else.
    let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: Self.schemaURL)) as? [String: Any])
    let named = Set(((schema["properties"] as? [String: Any]) ?? [:]).keys)
    #expect(named == Set(Mirror(reflecting: report).children.compactMap(\.label)))
  }

  @Test func studentTextIsEscapedInHTMLAndMarkdown() throws {
    let report = try ClassFixture.classReport(count: 32)
    let files = try report.files()
    let html = try #require(files.first { $0.name == "class-report.html" }).text
    #expect(!html.contains("<img src=x") && html.contains("&lt;img src=x onerror=alert(1)&gt;"))
    #expect(!html.contains("<script") && html.contains("&lt;/pre&gt;&lt;script&gt;alert(&#39;x&#39;)"))
    #expect(html.contains("not a folder &lt;/td&gt;&lt;script&gt;"))
    #expect(html.contains("Zoë &amp; &quot;co&quot;"))
    // Self-contained: no script, no link to anything; the only URL is SVG's namespace.
    #expect(!html.contains("<link") && !html.contains("src=\"http") && !html.contains("@import"))
    #expect(html.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "").contains("://") == false)
    #expect(html.contains("分数分布") && html.contains("Score distribution") && html.contains("Similar code"))
    let markdown = try #require(files.first { $0.name == "class-report.md" }).text
    #expect(!markdown.contains("<img src=x") && markdown.contains("&lt;img src=x onerror=alert(1)&gt;"))
    #expect(markdown.contains("Zoë &amp; \"co\" \\| \\`tick\\` \\*bold\\*"))
    #expect(!markdown.contains("</td><script>"))
  }

  @Test func theBatchWritesTheClassReportWithTheKitsIdentity() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let course = try ClassFixture.course()
    let results = ClassFixture.results(count: 12, course: course)
    for (student, files) in ClassFixture.sources(count: 12) {
      try SubmissionSources(student: student, files: files).write(into: folder.url)
    }
    let kit = try KitLock.compute(root: Fixtures.kitRoot).digest
    try BatchOutput(folder: folder.url, kit: kit).write(results, course: course)
    let json = try JSONDecoder().decode(ClassReport.self, from: Data(contentsOf: folder.url.appendingPathComponent("class-report.json")))
    #expect(json.kit == kit && json.students == 12 && json.similarPairs.map { [$0.first, $0.second] } == [["student01", "student02"]])
    for name in ["class-report.html", "class-report.md"] {
      #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(name).path))
    }
    let index = try String(contentsOf: folder.url.appendingPathComponent("students.json"), encoding: .utf8)
    #expect(index.contains("\"kit\" : \"\(kit)\""))
    let report = try JSONDecoder().decode(GradeReport.self, from: Data(contentsOf: folder.url.appendingPathComponent("reports/student00.json")))
    #expect(report.kit == kit)
  }

  @Test func theKitsDigestIsTheDigestOfItsLockFile() throws {
    let lock = try #require(try KitLock.load(root: Fixtures.kitRoot))
    let bytes = try Data(contentsOf: Fixtures.kitRoot.appendingPathComponent(KitLock.relativePath))
    #expect(lock.digest == SHA256Digest.hex(of: Array(bytes)))
  }
}
