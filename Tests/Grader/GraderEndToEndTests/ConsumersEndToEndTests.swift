import Foundation
import GraderTestSupport
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// A real mixed submission (passed, partial, failed, unanswered, compile error, crash, time-out, an open answer awaiting
/// review and a reviewed one) with awkward text everywhere (`|`, `%`, `<tag>`, quotes, backslashes, `::warning::`,
/// Chinese, line breaks, and hostile bytes: NUL, ESC sequences, BEL, an encoded lone surrogate, right-to-left marks),
/// graded by the real grader and rendered in every format: every consumer shows the same total and the text as typed.
/// On the fixture kit; part of `GraderEndToEndTests`.
extension GraderEndToEndTests {
  /// What the crashing student code prints just before it dies.
  static let awkwardOutput =
    #"|pipe| 100% <tag> "quotes" \escapes ::warning::fake 中文"# + "\nnext line \u{1B}[31mred\u{1B}[0m \u{202E}txt.exe"

  @Test(.kit(.fixture)) func everyConsumerShowsTheSameTotalForARealMixedSubmission() async throws {
    let kit = try fixture()
    try kit.restoreStubs()
    for exercise in ["Quiz", "Code1Math", "Code2Text"] { try kit.useSolution(exercise) }
    let lesson = Self.basics
    try kit.edit("\(lesson)/Quiz/QuizAnswers.swift", replacing: "choice1: Choice? = .c", with: "choice1: Choice? = .a")
    try kit.edit("\(lesson)/Quiz/QuizAnswers.swift", replacing: "choice2: Choice? = .a", with: "choice2: Choice? = nil")
    try kit.edit("\(lesson)/Quiz/QuizAnswers.swift", replacing: "sorted: [String]? = [\"a\", \"b\", \"c\"]", with: "sorted: [String]? = [\"c\", \"b\", \"a\"]")
    let printed = Self.awkwardOutput.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 && $0 != "\"" && $0 != "\\" ? String($0) : "\\u{\(String($0.value, radix: 16))}" }.joined()
    try kit.edit(
      "\(lesson)/Code1Math/Math.swift", replacing: "    return sum",
      with: "    print(\"\(printed)\")\n    fatalError(\"student <b>bug</b> 100%\")")
    try kit.edit(
      "\(lesson)/Code2Text/Text.swift", replacing: "    text.split(separator: \" \").count",
      with: "    while Int.random(in: 0...1) < 2 {}\n    return 0")
    // The open answer, written as bytes: NUL, BEL, an ESC sequence, a lone surrogate as CESU bytes, RLM and RLO.
    var answer = Array("public enum OpenAnswers {\n  public static let answer1 = \"\"\"\n    单例 <tag> | 100% \"q\" ".utf8)
    answer += [0x00, 0x07] + Array("\u{1B}[2J".utf8) + [0xED, 0xA0, 0x80] + Array(" \u{200F}\u{202E}gnp.exe\n    ::warning::x\n    \"\"\"\n".utf8)
    answer += Array("  public static let answer2 = \"环境值 / environment\"\n}\n".utf8)
    try Data(answer).write(to: kit.root.appendingPathComponent("\(lesson)/Open/OpenAnswers.swift"))
    let review = kit.root.appendingPathComponent(".build/e2e-consumers-review.csv")
    try Data("student,question,points,comment\n,f.open2,3,\"好 | 100% <b>ok</b> \"\"q\"\" ::warning::x\"\n".utf8).write(to: review)

    let questions = ["f.choice1", "f.choice2", "f.tf1", "f.fill1", "f.predict1", "f.fix1", "f.code1", "f.code2", "f.open1", "f.open2"]
    let graded = try await kit.grade(
      questions.flatMap { ["--question", $0] } + ["--review", review.path, "--format", "json", "--no-progress", "--timeout", "\(Self.timeout)"])
    let report = try graded.report()
    var statuses: [String: QuestionStatus] = [:]
    for question in report.questions { statuses[question.id] = question.status }
    #expect(statuses == [
      "f.choice1": .failed, "f.choice2": .unanswered, "f.tf1": .passed, "f.fill1": .passed, "f.predict1": .partial,
      "f.fix1": .compileError, "f.code1": .crashed, "f.code2": .timedOut, "f.open1": .manual, "f.open2": .reviewed,
    ])
    let open1 = try #require(report.questions.first { $0.id == "f.open1" })
    #expect(open1.answer?.hasPrefix(OpenAnswerReader.invalidUTF8Note) == true, "invalid UTF-8 must be reported")
    #expect(open1.answer?.contains("\u{0}\u{7}\u{1B}[2J\u{FFFD}") == true)
    let score = TextReport.number(report.score)
    let maximum = TextReport.number(report.maxScore)
    #expect(report.score != report.score.rounded(), "the mixed submission should have a fractional score")
    let reportPath = kit.root.appendingPathComponent(".build/e2e-consumers-report.json").path
    try Data(graded.stdout.utf8).write(to: URL(fileURLWithPath: reportPath))
    func render(_ format: String, _ extra: [String] = []) async throws -> String {
      try await kit.grade(["--from-report", reportPath, "--format", format, "--lang", "en"] + extra).stdout
    }
    /// Nothing a student wrote reaches a consumer as a control, bidirectional or invisible character.
    func expectPrintable(_ text: String, _ format: String) {
      let bad = text.unicodeScalars.filter { $0 != "\n" && $0 != "\r" && $0 != "\t" && PrintableText.needsEscaping($0) }
      #expect(bad.isEmpty, "\(format) shows \(bad.map { String($0.value, radix: 16) })")
    }

    // Text: the total line, and the student's output as escapes (every question's details: --verbose).
    let text = try await render("text", ["--verbose"])
    #expect(text.contains("Total \(score) / \(maximum), open questions 3 / 10"), "\(text)")
    #expect(text.contains(#"::warning::fake 中文"#) && text.contains(#"\u{1B}[31mred"#) && text.contains(#"\u{202E}txt.exe"#))
    expectPrintable(text, "text")

    // Markdown: the heading, one table row per question, the output in a fence.
    let markdown = try await render("markdown")
    #expect(markdown.hasPrefix("## Grading results: \(score) / \(maximum)\n"))
    #expect(markdown.split(separator: "\n").filter { $0.hasPrefix("| ") && $0.contains("`f.") }.count == questions.count)
    expectPrintable(markdown, "markdown")

    // Gradescope: automatic + reviewed points, plain text, open1 neutral.
    let gradescope = try await #require(try JSONSerialization.jsonObject(with: Data(render("gradescope").utf8)) as? [String: Any])
    #expect(gradescope["score"] as? Double == Scorer.rounded(report.score + 3))
    #expect((gradescope["output"] as? String)?.contains("Automatic score: \(score) / \(maximum)") == true)
    let tests = try #require(gradescope["tests"] as? [[String: Any]])
    let neutral = try #require(tests.first { ($0["name"] as? String)?.hasPrefix("f.open1 ") == true })
    #expect(neutral["status"] == nil && neutral["score"] == nil)
    expectPrintable(tests.compactMap { $0["output"] as? String }.joined(), "gradescope")

    // JUnit: parses, and the automatic questions' scores add up to the total.
    let junit = try await render("junit")
    let scores = junit.components(separatedBy: "<property name=\"score\" value=\"").dropFirst().compactMap { Double($0.prefix { $0 != "\"" }) }
    #expect(scores.count == questions.count)
    #expect(TextReport.number(Scorer.rounded(scores.reduce(0, +) - 3)) == score)
    expectPrintable(junit, "junit")
    if let xmllint = ConsumerTools.tool("xmllint") {
      let file = kit.root.appendingPathComponent(".build/e2e-consumers.xml")
      try Data(junit.utf8).write(to: file)
      let schema = KitRoot.fixtures.appendingPathComponent("junit/junit-10.xsd").path
      let run = try ConsumerTools.run(xmllint, ["--noout", "--schema", schema, file.path], in: kit.root)
      #expect(run.status == .exited(0), "\(run.output)")
    } else {
      #expect(!ConsumerTools.isCI, "xmllint is missing in CI")
    }

    // GitHub: annotations, the report in a group with commands stopped; the student's "::warning::" never starts a line.
    let github = try await render("github")
    let lines = github.split(separator: "\n").map(String.init)
    let stop = try #require(lines.firstIndex { $0.hasPrefix("::stop-commands::") })
    let token = String(lines[stop].dropFirst("::stop-commands::".count))
    let resume = try #require(lines.firstIndex(of: "::\(token)::"))
    #expect(lines[stop - 1] == "::group::Grading report: \(score) / \(maximum)" && lines[resume + 1] == "::endgroup::")
    for (index, line) in lines.enumerated() where line.hasPrefix("::warning::") || line.hasPrefix("::add-mask::") {
      #expect(index > stop && index < resume, "a student's workflow command at line \(index)")
    }
    #expect(lines.prefix(stop).filter { $0.hasPrefix("::error ") }.count <= 10)
    expectPrintable(github, "github")

    // GitHub Classroom: the real reporter's notice and table.
    let classroom = try await render("classroom")
    if let node = ConsumerTools.tool("node") {
      var environment: [String: String] = [:]
      for line in classroom.split(separator: "\n") {
        let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
        environment[parts[0] == "CLASSROOM_RUNNERS" ? "INPUT_RUNNERS" : parts[0]] = parts[1]
      }
      let reporter = KitRoot.fixtures.appendingPathComponent("autograding-grading-reporter/main.js").path
      let run = try ConsumerTools.run(node, [reporter], environment: environment, in: kit.root)
      let plain = run.output.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
      #expect(plain.contains("::notice title=Autograding complete::Points \(score)/\(maximum)\n"), "\(plain)")
      #expect(plain.contains("│ Total:             │ \(score)"), "\(plain)")
      #expect(plain.range(of: #"\d\.\d{3,}"#, options: .regularExpression) == nil, "\(plain)")
    } else {
      #expect(!ConsumerTools.isCI, "node is missing in CI")
    }

    // The gradebook, read by Python's csv module (with the byte order mark, as Excel needs it).
    let work = kit.root.appendingPathComponent(".build/e2e-consumers-batch")
    try? FileManager.default.removeItem(at: work)
    try FileManager.default.createDirectory(at: work.appendingPathComponent("reports"), withIntermediateDirectories: true)
    var student = StudentResult(student: "李雷 | <b>\"q\" 100%")
    student.report = report
    let course = try kit.course()
    try BatchOutput(folder: work).write([student], course: course)
    let python = """
      import csv, sys
      with open(sys.argv[1], newline="", encoding="utf-8-sig") as f:
          rows = list(csv.reader(f))
      header, row = rows[0], rows[1]
      print(row[0]); print(row[header.index("automatic")]); print(row[header.index("automatic max")])
      """
    let read = try ConsumerTools.run(
      "/usr/bin/env", ["python3", "-c", python, work.appendingPathComponent("gradebook.csv").path], in: kit.root)
    #expect(read.output == "李雷 | <b>\"q\" 100%\n\(score)\n\(maximum)\n", "\(read.output)")
  }
}
