import Foundation
import GraderTestSupport
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// The instructor's side, run for real: batch grading a class, Gradescope's run_autograder, every output format, the
/// lock file and review files. Part of `GraderEndToEndTests`, so it shares its kit copy and runs one test at a time.
extension GraderEndToEndTests {
  private var lesson: String { Self.basics }

  /// Copies the kit (without build products) to `destination`, with `Lessons/` replaced by the solutions.
  private func solvedKit(from kit: GradedKit, to destination: URL) throws {
    let fileManager = FileManager.default
    try fileManager.createDirectory(at: destination, withIntermediateDirectories: true)
    for name in try fileManager.contentsOfDirectory(atPath: kit.root.path) where ![".build", "Lessons"].contains(name) {
      try fileManager.copyItem(at: kit.root.appendingPathComponent(name), to: destination.appendingPathComponent(name))
    }
    try kit.copySolutions(to: destination.appendingPathComponent("Lessons"))
  }

  private func replace(_ old: String, with new: String, in file: URL) throws {
    let text = try String(contentsOf: file, encoding: .utf8)
    let range = try #require(text.range(of: old), "\(file.lastPathComponent) has no \(old)")
    try text.replacingCharacters(in: range, with: new).write(to: file, atomically: true, encoding: .utf8)
  }

  /// The kit-owned parts of a student's `Lessons/` (`KitLayout.lessonKitEntries`: README, worked example, shared
  /// modules) gain nothing: a batch student who changes the shared module a suite checks against, or adds a file to it,
  /// is graded with the master's copy, and a whole kit that does so has the file named as edited.
  @Test(.kit(.fixture)) func batchGradesWithTheMastersSharedLessonModules() async throws {
    let kit = try fixture()
    try kit.restoreStubs()
    let fileManager = FileManager.default
    let shared = "\(lesson)/Shared/FExpected/Expected.swift"
    // An answer to f.code1 whose add(_:_:) is right and whose double(_:) still returns 0: two checks of three pass.
    try kit.edit("\(lesson)/Code1Math/Math.swift", replacing: "    // TODO: add them\n    0", with: "    a + b")
    let honest = try #require(
      try await kit.grade(["--question", "f.code1", "--format", "json", "--no-progress"]).report()
        .questions.first { $0.id == "f.code1" })
    #expect(honest.score > 0 && honest.score < honest.maxScore, "\(honest.checks)")
    // The control: graded where it is, with the shared module changed to expect 0, the answer gains `doubles`.
    try kit.edit(shared, replacing: "twiceFour = 8", with: "twiceFour = 0")
    let cheated = try await kit.grade(["--question", "f.code1", "--format", "json", "--no-progress"]).report()
    #expect(cheated.questions.first { $0.id == "f.code1" }?.score == honest.maxScore, "the control gains nothing: the test proves nothing")
    try kit.edit(shared, replacing: "twiceFour = 0", with: "twiceFour = 8")

    let work = kit.root.appendingPathComponent(".build/e2e-batch-shared")
    try? fileManager.removeItem(at: work)
    let submissions = work.appendingPathComponent("submissions")
    // fay: that answer as a bare Lessons/, the shared module changed and a file added to it.
    let fay = submissions.appendingPathComponent("fay")
    try fileManager.createDirectory(at: fay, withIntermediateDirectories: true)
    try fileManager.copyItem(at: kit.root.appendingPathComponent("Lessons"), to: fay.appendingPathComponent("Lessons"))
    try replace("twiceFour = 8", with: "twiceFour = 0", in: fay.appendingPathComponent(shared))
    try Data("public let extra = 1\n".utf8).write(to: fay.appendingPathComponent("\(lesson)/Shared/FExpected/Extra.swift"))
    // gil: a whole kit with the same change.
    let gil = submissions.appendingPathComponent("gil")
    try fileManager.createDirectory(at: gil, withIntermediateDirectories: true)
    for name in try fileManager.contentsOfDirectory(atPath: kit.root.path) where name != ".build" {
      try fileManager.copyItem(at: kit.root.appendingPathComponent(name), to: gil.appendingPathComponent(name))
    }
    try replace("twiceFour = 8", with: "twiceFour = 0", in: gil.appendingPathComponent(shared))

    let before = kit.snapshot()
    let out = work.appendingPathComponent("grades")
    let run = try await kit.grade(["batch", submissions.path, "--output", out.path, "--jobs", "1", "--timeout", "\(Self.timeout)", "--no-progress"])
    #expect(kit.snapshot() == before, "batch changed the instructor's kit")
    #expect(run.status == .exited(0), "stderr: \(run.stderr)")
    for student in ["fay", "gil"] {
      let report = try JSONDecoder().decode(
        GradeReport.self, from: Data(contentsOf: out.appendingPathComponent("reports/\(student).json")))
      let code1 = try #require(report.questions.first { $0.id == "f.code1" })
      #expect(code1.score == honest.score, "\(student): \(code1.checks)")
      #expect(code1.checks.filter { !$0.passed }.map(\.name) == ["doubles"], "\(student): \(code1.checks)")
    }
    let gilReport = try JSONDecoder().decode(GradeReport.self, from: Data(contentsOf: out.appendingPathComponent("reports/gil.json")))
    #expect(gilReport.modifiedFiles == [shared])
    // The workspace the class was graded in holds the master's module, not a submission's.
    let workspace = kit.root.appendingPathComponent(".build/grader/batch")
    for slot in (try? fileManager.contentsOfDirectory(atPath: workspace.path)) ?? [] {
      let folder = workspace.appendingPathComponent(slot)
      guard fileManager.fileExists(atPath: folder.appendingPathComponent(shared).path) else { continue }
      #expect(try Data(contentsOf: folder.appendingPathComponent(shared)) == Data(contentsOf: kit.root.appendingPathComponent(shared)))
      #expect(!fileManager.fileExists(atPath: folder.appendingPathComponent("\(lesson)/Shared/FExpected/Extra.swift").path))
    }
  }

  @Test(.kit(.fixture)) func batchGradesAClassWithThePristineTests() async throws {
    let kit = try fixture()
    try kit.restoreStubs()
    let work = kit.root.appendingPathComponent(".build/e2e-batch")
    try? FileManager.default.removeItem(at: work)
    let submissions = work.appendingPathComponent("submissions")
    let fileManager = FileManager.default
    // alice: a whole kit with the solutions.
    try solvedKit(from: kit, to: submissions.appendingPathComponent("alice"))
    // bob: just the untouched Lessons/ folder, one level down as a zip unpacks.
    try fileManager.createDirectory(at: submissions.appendingPathComponent("bob/handin"), withIntermediateDirectories: true)
    try fileManager.copyItem(
      at: kit.root.appendingPathComponent("Lessons"), to: submissions.appendingPathComponent("bob/handin/Lessons"))
    // carol: the solutions with a wrong first choice, and a test edited to accept it.
    let carol = submissions.appendingPathComponent("carol")
    try solvedKit(from: kit, to: carol)
    try replace("choice1: Choice? = .c", with: "choice1: Choice? = .a", in: carol.appendingPathComponent("\(lesson)/Quiz/QuizAnswers.swift"))
    try replace(".verdict(for: FQuiz.QuizAnswers.choice1)", with: ".verdict(for: FQuiz.QuizAnswers.choice2)", in: carol.appendingPathComponent("Tests/01-Basics/Quiz/QuizAnswerTests.swift"))
    // dave: nothing compiles.
    let dave = submissions.appendingPathComponent("dave")
    try solvedKit(from: kit, to: dave)
    for exercise in try fileManager.contentsOfDirectory(atPath: dave.appendingPathComponent(lesson).path)
    where !KitLayout.lessonKitEntries.contains(exercise) {
      let folder = dave.appendingPathComponent("\(lesson)/\(exercise)")
      for file in try fileManager.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
        try Data("this is not Swift {\n".utf8).write(to: folder.appendingPathComponent(file))
      }
    }
    // erin: handed in the wrong thing.
    try fileManager.createDirectory(at: submissions.appendingPathComponent("erin"), withIntermediateDirectories: true)
    try Data("hello".utf8).write(to: submissions.appendingPathComponent("erin/notes.txt"))

    let before = kit.snapshot()
    let out = work.appendingPathComponent("grades")
    let run = try await kit.grade(["batch", submissions.path, "--output", out.path, "--jobs", "2", "--timeout", "\(Self.timeout)", "--no-progress"])
    #expect(kit.snapshot() == before, "batch changed the instructor's kit")
    #expect(run.status == .exited(0), "stderr: \(run.stderr)")
    #expect(run.stdout.contains("graded 4 of 5 submissions"))

    let rows = CSV.parse(try String(contentsOf: out.appendingPathComponent("gradebook.csv"), encoding: .utf8))
    let header = try #require(rows.first)
    let byStudent = Dictionary(uniqueKeysWithValues: rows.dropFirst().map { ($0[0], $0) })
    func cell(_ student: String, _ column: String) throws -> String {
      let index = try #require(header.firstIndex(of: column))
      return try #require(byStudent[student])[index]
    }
    #expect(byStudent.keys.sorted() == ["alice", "bob", "carol", "dave", "erin"])
    let totals = try kit.points()
    #expect(try cell("alice", "automatic") == TextReport.number(totals.automatic))
    #expect(try cell("alice", "open max") == TextReport.number(totals.open))
    #expect(try cell("alice", "notes").contains("awaiting review: f.open1 f.open2"))
    #expect(try cell("bob", "automatic") == "0")
    // dave broke only lesson 1: every other lesson of the kit keeps its solutions' points.
    let otherLessons = totals.automatic - (try kit.points(lessons: ["f"])).automatic
    #expect(try cell("carol", "automatic") == TextReport.number(totals.automatic - 2) && cell("carol", "f.choice1") == "0")
    #expect(try cell("carol", "notes").contains("edited kit files ignored (graded with the instructor's): Tests/01-Basics/Quiz/QuizAnswerTests.swift"))
    #expect(try cell("dave", "automatic") == TextReport.number(otherLessons))
    #expect(try cell("dave", "notes").contains("compile-error: f.choice1"))
    #expect(try cell("erin", "automatic") == "" && cell("erin", "notes").contains("not graded: no Lessons folder"))

    let alice = try JSONDecoder().decode(
      GradeReport.self, from: Data(contentsOf: out.appendingPathComponent("reports/alice.json")))
    #expect(alice.score == totals.automatic && alice.modifiedFiles.isEmpty)
    let carolReport = try JSONDecoder().decode(
      GradeReport.self, from: Data(contentsOf: out.appendingPathComponent("reports/carol.json")))
    #expect(carolReport.modifiedFiles == ["Tests/01-Basics/Quiz/QuizAnswerTests.swift"])
    let openAnswers = try String(contentsOf: out.appendingPathComponent("open-answers.md"), encoding: .utf8)
    #expect(openAnswers.contains("### alice") && openAnswers.contains("## f.open1"))
    let template = CSV.parse(try String(contentsOf: out.appendingPathComponent("review-template.csv"), encoding: .utf8))
    #expect(template.first == ReviewFile.header)
    #expect(template.contains(["alice", "f.open2", "", ""]))
  }

  @Test(.kit(.fixture)) func reviewFileScoresOpenQuestions() async throws {
    let kit = try fixture()
    let review = kit.root.appendingPathComponent(".build/e2e-review.csv")
    try Data("student,question,points,comment\n,f.open1,4,\"清楚，但可以再谈谈测试 / clear; say more about testing\"\n".utf8)
      .write(to: review)
    let run = try await kit.grade(["--solutions", "--question", "f.open1", "--question", "f.open2", "--review", review.path, "--format", "json", "--no-progress"])
    let report = try run.report()
    let open1 = try #require(report.questions.first { $0.id == "f.open1" })
    #expect(open1.status == .reviewed && open1.score == 4 && open1.review?.comment.hasPrefix("清楚") == true)
    #expect(report.questions.first { $0.id == "f.open2" }?.status == .manual)
    #expect(report.manualScore == 4 && report.manualMaxScore == 10)
    try Data("student,question,points,comment\n,f.open1,9,too many\n".utf8).write(to: review)
    let bad = try await kit.grade(["--question", "f.open1", "--review", review.path, "--no-progress"])
    #expect(bad.status == .exited(2) && bad.stderr.contains("points must be a number from 0 to 5"))
  }

  @Test(.kit(.fixture)) func gradescopeRunAutograderAlwaysWritesResults() throws {
    let kit = try fixture()
    let root = kit.root.appendingPathComponent(".build/e2e-autograder")
    let fileManager = FileManager.default
    try? fileManager.removeItem(at: root)
    try fileManager.createDirectory(at: root, withIntermediateDirectories: true)
    try fileManager.createSymbolicLink(at: root.appendingPathComponent("source"), withDestinationURL: kit.root)
    // The student's upload: a repository folder holding Lessons/, one answer wrong.
    let upload = root.appendingPathComponent("submission/my-kit")
    try fileManager.createDirectory(at: upload, withIntermediateDirectories: true)
    try kit.copySolutions(to: upload.appendingPathComponent("Lessons"))
    try replace("choice1: Choice? = .c", with: "choice1: Choice? = .b", in: upload.appendingPathComponent("\(Self.basics)/Quiz/QuizAnswers.swift"))

    func runAutograder(limit: Int) throws -> [String: Any] {
      let results = root.appendingPathComponent("results/results.json")
      let output = root.appendingPathComponent("run.txt").path
      var environment = ProcessInfo.processInfo.environment
      environment["AUTOGRADER_ROOT"] = root.path
      environment["GRADER_PATH"] = kit.grader
      environment["AUTOGRADER_TIME_LIMIT"] = "\(limit)"
      let process = ChildProcess(
        executable: "/bin/bash", arguments: [KitRoot.url.appendingPathComponent("Autograder/gradescope/run_autograder").path],
        environment: environment, workingDirectory: root.path, outputPath: output)
      let outcome = try process.run(timeout: .seconds(900))
      #expect(outcome.termination == .exited(0))
      let data = try Data(contentsOf: results)
      return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    let graded = try runAutograder(limit: 900)
    let tests = try #require(graded["tests"] as? [[String: Any]])
    let totals = try kit.points()
    #expect(tests.count == totals.questions)
    // The automatic points; the open questions await review with no points yet (neutral on Gradescope).
    let maxScores: [Double] = tests.compactMap { $0["max_score"] as? Double }
    #expect(maxScores.reduce(0, +) == totals.automatic)
    #expect(graded["score"] as? Double == totals.automatic - 2 && graded["output_format"] as? String == "text")
    let choice1 = try #require(tests.first { ($0["name"] as? String)?.hasPrefix("f.choice1 ") == true })
    #expect(choice1["status"] as? String == "failed" && choice1["score"] as? Double == 0)

    // A grader that cannot finish in time still leaves a results.json behind: a check that takes 5 s, a limit of 1 s
    // (the fixture is graded warm in well under a second otherwise).
    let math = upload.appendingPathComponent("\(Self.basics)/Code1Math/Math.swift")
    try replace("/// Small arithmetic.", with: "import Foundation\n\n/// Small arithmetic.", in: math)
    try replace("    return sum\n", with: "    Thread.sleep(forTimeInterval: 5)\n    return sum\n", in: math)
    let cut = try runAutograder(limit: 1)
    #expect(cut["score"] as? Double == 0)
    #expect((cut["output"] as? String)?.contains("could not finish") == true)

    // A submission without Lessons/ gets every question at zero and the reason.
    try fileManager.removeItem(at: upload.appendingPathComponent("Lessons"))
    let empty = try runAutograder(limit: 900)
    let emptyTests = try #require(empty["tests"] as? [[String: Any]])
    #expect(empty["score"] as? Double == 0 && emptyTests.count == totals.questions)
    // Each question gives the reason in the report's language (Chinese here, as the summary below).
    #expect(emptyTests.contains { ($0["output"] as? String)?.contains("找不到 Lessons 文件夹") == true })
    // The reason comes first in the submission's output, not just "0 / 100".
    #expect((empty["output"] as? String)?.hasPrefix("这份提交无法评分，每道题都计 0 分。原因：找不到 Lessons 文件夹") == true)
  }

  @Test(.kit(.course)) func bundleHoldsTheScriptsAndThePristineKit() async throws {
    let kit = try copy()
    let zip = kit.root.appendingPathComponent(".build/e2e-autograder.zip")
    let run = try await kit.grade(["bundle", "--output", zip.path])
    #expect(run.status == .exited(0), "\(run.stderr)")
    // Python's zipfile is an independent reader: names and Unix modes as Gradescope's unzip will see them.
    let listing = kit.root.appendingPathComponent(".build/e2e-autograder.txt")
    let script = "import zipfile,sys\nfor i in zipfile.ZipFile(sys.argv[1]).infolist(): print(i.filename, oct(i.external_attr >> 16))"
    let python = ChildProcess(
      executable: "python3", arguments: ["-c", script, zip.path], environment: ProcessInfo.processInfo.environment,
      workingDirectory: kit.root.path, outputPath: listing.path)
    #expect(try python.run(timeout: .seconds(60)).succeeded)
    let entries = try String(contentsOf: listing, encoding: .utf8).split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
    let modes = Dictionary(uniqueKeysWithValues: entries.map { ($0[0], $0[1]) })
    #expect(modes["setup.sh"] == "0o100755" && modes["run_autograder"] == "0o100755")
    #expect(modes["Package.swift"] == "0o100644" && modes["Course/kit.lock.json"] != nil)
    #expect(modes["Tests/01-DependencyInjection/Quiz/QuizAnswerTests.swift"] != nil)
    #expect(modes["Lessons/01-DependencyInjection/Quiz/QuizAnswers.swift"] != nil)
    #expect(!modes.keys.contains { $0.hasPrefix("Solutions/") || $0.contains(".build/") })
  }

  @Test(.kit(.fixture)) func everyFormatRendersTheRealReport() async throws {
    let kit = try fixture()
    try kit.restoreStubs()
    try kit.useSolution("Code1Math")
    try kit.edit(
      "\(lesson)/Code1Math/Math.swift", replacing: "    return sum",
      with: "    print(\"::add-mask::leak\")\n    fatalError(\"student bug\")")
    // Started, so that its compile errors are reported (an untouched stub is only "not started").
    try kit.edit("\(lesson)/Fix1Greeting/Greeting.swift", replacing: "/// A greeting", with: "\n/// A greeting")
    // In course order, as every format lists them.
    let ids = ["f.choice1", "f.code1", "f.fix1", "f.open1"]
    let questions = ids.flatMap { ["--question", $0] }
    let graded = try await kit.grade(questions + ["--format", "json", "--no-progress", "--timeout", "\(Self.timeout)"])
    let reportPath = kit.root.appendingPathComponent(".build/e2e-formats-report.json").path
    try Data(graded.stdout.utf8).write(to: URL(fileURLWithPath: reportPath))
    func render(_ format: String) async throws -> String {
      let run = try await kit.grade(["--from-report", reportPath, "--format", format])
      #expect(run.status == .exited(1), "\(format): \(run.stderr)")
      return run.stdout
    }

    let gradescope = try await #require(try JSONSerialization.jsonObject(with: Data(render("gradescope").utf8)) as? [String: Any])
    let tests = try #require(gradescope["tests"] as? [[String: Any]])
    #expect(tests.count == ids.count)
    for (test, id) in zip(tests, ids) { #expect((test["name"] as? String)?.hasPrefix(id + " ") == true, "\(test)") }
    let maxScores: [Double] = tests.compactMap { $0["max_score"] as? Double }
    #expect(maxScores.reduce(0, +) == 11)
    #expect(tests.allSatisfy { $0["tags"] is [String] && $0["output"] is String })

    let junit = try await render("junit")
    #expect(junit.hasPrefix("<?xml") && junit.contains("<testsuite name=\"f.code1\"") && junit.contains("<error"))

    let markdown = try await render("markdown")
    #expect(markdown.contains("| ") && markdown.contains("f.fix1") && markdown.contains("<details>"))

    // Classroom: $GITHUB_ENV lines naming the runners, each runner's JSON base64-encoded.
    let classroom = try await render("classroom").split(separator: "\n").map(String.init)
    #expect(classroom.first == "CLASSROOM_RUNNERS=earned,lost")
    let runners = try classroom.dropFirst().map { line -> [String: Any] in
      let data = try #require(Data(base64Encoded: String(line.drop { $0 != "=" }.dropFirst())))
      return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }
    let maxima = runners.compactMap { $0["max_score"] as? Double }
    #expect(maxima.reduce(0, +) == 11 && runners.compactMap { ($0["tests"] as? [Any])?.count }.reduce(0, +) >= 3)

    let github = try await render("github")
    #expect(github.contains("::error file=\(lesson)/Fix1Greeting/Greeting.swift,line="))
    // A workflow command must start its line: the student's "::add-mask::" line only ever starts a line between the
    // stop-commands markers (inside an annotation it is escaped onto the annotation's own line).
    let lines = github.split(separator: "\n").map(String.init)
    let stop = try #require(lines.firstIndex { $0.hasPrefix("::stop-commands::") })
    let token = String(lines[stop].dropFirst("::stop-commands::".count))
    let resume = try #require(lines.firstIndex(of: "::\(token)::"))
    #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("::add-mask::") }, "the student output should appear in the text report")
    for (index, line) in lines.enumerated() where line.trimmingCharacters(in: .whitespaces).hasPrefix("::add-mask::") {
      #expect(index > stop && index < resume)
    }
  }

  @Test(.kit(.fixture)) func editedKitFilesAreFlaggedAndTheLockCommandAgrees() async throws {
    let kit = try fixture()
    let suite = "Tests/01-Basics/Quiz/QuizAnswerTests.swift"
    let original = try Data(contentsOf: kit.root.appendingPathComponent(suite))
    defer { try? original.write(to: kit.root.appendingPathComponent(suite)) }
    let clean = try await kit.grade(["lock", "--check"])
    #expect(clean.status == .exited(0), "\(clean.stdout)")
    try Data(original + Data("\n// edited\n".utf8)).write(to: kit.root.appendingPathComponent(suite))
    let check = try await kit.grade(["lock", "--check"])
    #expect(check.status == .exited(1) && check.stdout.contains(suite))
    let report = try await kit.grade(["--question", "f.choice1", "--format", "json", "--no-progress"]).report()
    #expect(report.modifiedFiles == [suite])
    let text = try await kit.grade(["--question", "f.choice1", "--lang", "en", "--no-progress"])
    #expect(text.stdout.contains("differ from the lock file") && text.stdout.contains(suite))
  }
}
