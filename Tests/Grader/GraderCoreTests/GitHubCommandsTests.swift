import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

@Suite struct GitHubCommandsTests {
  private let fix2 = "Lessons/01-DependencyInjection/Fix2EnvironmentValue/"

  private func question(id: String, status: QuestionStatus, message: String = "", diagnostics: String? = nil) -> GradeReport.Question {
    GradeReport.Question(
      id: id, lesson: "di", kind: .code, section: "coding", title: LocalizedText(en: "t", zh: "题"),
      status: status, score: 0, maxScore: 1,
      checks: [GradeReport.Check(name: "check", passed: false, status: GradeReport.Check.Status(rawValue: status.rawValue) ?? .failed, message: message)],
      diagnostics: diagnostics, compilerMessages: diagnostics.map(GradeReport.CompilerMessage.all(in:)))
  }

  private func report(_ questions: GradeReport.Question...) -> GradeReport {
    var report = ReportFixtures.report
    report.questions = questions
    return report
  }

  @Test func escapesDataAndProperties() {
    #expect(GitHubCommands.escapeData("100% done\r\nnext") == "100%25 done%0D%0Anext")
    #expect(GitHubCommands.escapeData("a::b, c:d") == "a::b, c:d")
    #expect(GitHubCommands.escapeProperty("a::b, c%\nd") == "a%3A%3Ab%2C c%25%0Ad")
    #expect(GitHubCommands.escapeProperty("%3A") == "%253A")
  }

  @Test func oneAnnotationPerErrorAndFailure() {
    let annotations = GitHubCommands.annotations(for: ReportFixtures.report)
    #expect(annotations.count == 4)
    #expect(annotations[0] == "::error file=\(fix2)BookRepositoryEnvironment.swift,line=27,col=14,title=di.fix2::extensions must not contain stored properties")
    #expect(annotations[1] == "::error file=\(fix2)BookRepositoryKey.swift,line=9,col=15,title=di.fix2::type 'BookRepositoryKey' does not conform to protocol 'EnvironmentKey'")
    #expect(annotations[2].hasPrefix("::error title=di.code2::addsAndDeletesById: 测试进程在这项检查运行时崩溃"))
    #expect(annotations[3].hasPrefix("::error title=di.code4::isLoadingOnlyWhileLoading: 超过 10 秒仍未结束"))
  }

  @Test func studentOutputCannotStartACommand() {
    let crash = GitHubCommands.annotations(for: ReportFixtures.report)[2]
    #expect(crash.contains("%0A::set-output name=x::hacked%0A::add-mask::secret%0AFatal error: Index out of range"))
    for annotation in GitHubCommands.annotations(for: ReportFixtures.hostile) {
      #expect(!annotation.contains("\n") && !annotation.contains("\r"))
    }
  }

  @Test func hostileMessagesStayOnOneLine() {
    let hostile = question(id: "x:y,z", status: .timedOut, message: "boom\n::error file=a.swift::fake\r\n%0A")
    let annotations = GitHubCommands.annotations(for: report(hostile))
    #expect(annotations == ["::error title=x%3Ay%2Cz::check: boom%0A::error file=a.swift::fake%0A%250A"])
  }

  @Test func warningsBecomeWarningsAndNotesAreSkipped() {
    let diagnostics = """
      Lessons/01-X/A/File, with comma.swift:3:5: warning: variable 'x' was never mutated
      3 |   var x = 1
        |       `- warning: variable 'x' was never mutated
      Lessons/01-X/A/File.swift:4:1: note: did you mean 'let'?
      macro expansion @Test:2:7: error: cannot convert value
      <unknown>:0: error: unable to load standard library
      """
    let annotations = GitHubCommands.annotations(for: report(question(id: "q", status: .compileError, diagnostics: diagnostics)))
    #expect(annotations == [
      "::error title=q::cannot convert value",
      "::warning file=Lessons/01-X/A/File%2C with comma.swift,line=3,col=5,title=q::variable 'x' was never mutated",
    ])
  }

  @Test func crashWithoutMessageStillAnnotates() {
    let annotations = GitHubCommands.annotations(for: report(question(id: "q", status: .crashed)))
    #expect(annotations == ["::error title=q::check: the test process crashed"])
  }

  @Test func stopsCommandsAroundUntrustedText() {
    let wrapped = GitHubCommands.withCommandsStopped("::set-output name=x::hacked\n::add-mask::secret", token: "abc123")
    #expect(wrapped == "::stop-commands::abc123\n::set-output name=x::hacked\n::add-mask::secret\n::abc123::")
    #expect(GitHubCommands.withCommandsStopped("line\n", token: "t") == "::stop-commands::t\nline\n::t::")
    #expect(GitHubCommands.withCommandsStopped("", token: "t") == "::stop-commands::t\n::t::")
  }

  @Test func untrustedTextCannotResumeCommands() throws {
    let untrusted = "::abc123::\n::set-output name=x::hacked\nABC123"
    let wrapped = GitHubCommands.withCommandsStopped(untrusted, token: "abc123")
    let lines = wrapped.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let first = try #require(lines.first)
    #expect(first.hasPrefix("::stop-commands::"))
    let token = String(first.dropFirst("::stop-commands::".count))
    #expect(token != "abc123")
    #expect(token.count == 32)
    #expect(!untrusted.contains(token))
    #expect(lines.last == "::\(token)::")
    #expect(lines.dropFirst().dropLast().joined(separator: "\n") == untrusted)
  }

  @Test func unusableTokensAreReplaced() {
    for token in ["", "a::b", "has space", "new\nline"] {
      let wrapped = GitHubCommands.withCommandsStopped("text", token: token)
      let first = wrapped.split(separator: "\n").first.map(String.init) ?? ""
      let used = String(first.dropFirst("::stop-commands::".count))
      #expect(used.count == 32, "\(token)")
      #expect(wrapped.hasSuffix("\ntext\n::\(used)::"))
    }
  }

  @Test func randomTokensAreLongHexAndDistinct() {
    let tokens = (0..<50).map { _ in GitHubCommands.randomToken() }
    #expect(Set(tokens).count == tokens.count)
    for token in tokens {
      #expect(token.count == 32)
      #expect(token.allSatisfy { $0.isHexDigit && !$0.isUppercase })
    }
  }

  /// Compile errors of an exercise: `count` in the student's file and `count` in the suite that does not compile.
  private func brokenExercise(_ id: String, lessonErrors: Int, suiteErrors: Int) -> GradeReport.Question {
    var lines: [String] = []
    for line in 0..<suiteErrors { lines.append("Tests/01-X/\(id)Tests/Suite.swift:\(line + 1):3: error: cannot find 'x\(line)' in scope") }
    for line in 0..<lessonErrors { lines.append("Lessons/01-X/\(id)/Answer.swift:\(line + 1):5: error: missing return \(line)") }
    return question(id: id, status: .compileError, diagnostics: lines.joined(separator: "\n"))
  }

  @Test func atMostTenErrorsTheStudentsFilesFirstAndTheRestInOneNotice() {
    // As the untouched stubs: 13 errors, of which only 3 are in files the student edits.
    let annotations = GitHubCommands.annotations(for: report(
      brokenExercise("a", lessonErrors: 0, suiteErrors: 6), brokenExercise("b", lessonErrors: 3, suiteErrors: 4)))
    let errors = annotations.filter { $0.hasPrefix("::error ") }
    #expect(errors.count == GitHubCommands.maxPerKind)
    #expect(errors.prefix(3).allSatisfy { $0.hasPrefix("::error file=Lessons/01-X/b/Answer.swift") })
    #expect(errors.dropFirst(3).allSatisfy { $0.contains("file=Tests/") })
    let notices = annotations.filter { $0.hasPrefix("::notice ") }
    #expect(notices.count == 1)
    #expect(notices.first?.contains("3 more errors and 0 more warnings are not annotated") == true)
    #expect(notices.first?.contains("Tests/01-X/bTests/Suite.swift:4") == true)
  }

  @Test func crashesComeBeforeErrorsInTheKitsFiles() {
    let annotations = GitHubCommands.annotations(for: report(
      brokenExercise("a", lessonErrors: 0, suiteErrors: 12), question(id: "c", status: .crashed, message: "boom")))
    #expect(annotations.first == "::error title=c::check: boom")
    #expect(annotations.filter { $0.hasPrefix("::error ") }.count == 10)
    #expect(annotations.last?.hasPrefix("::notice title=grader::") == true)
  }

  @Test func warningsHaveTheirOwnLimitAndModifiedKitFilesWarn() {
    var warnings = (1...12).map { "Lessons/01-X/A/File.swift:\($0):1: warning: unused \($0)" }.joined(separator: "\n")
    warnings += "\nLessons/01-X/A/File.swift:20:1: error: broken"
    var report = report(question(id: "q", status: .compileError, diagnostics: warnings))
    report.modifiedFiles = ["Tests/01-X/Quiz/QuizTests.swift"]
    let annotations = GitHubCommands.annotations(for: report)
    #expect(annotations.filter { $0.hasPrefix("::error ") }.count == 1)
    let shown = annotations.filter { $0.hasPrefix("::warning ") }
    #expect(shown.count == 10)
    #expect(shown.first == "::warning title=kit.lock.json::这些套件文件与锁文件不一致 / these kit files differ from the lock file: Tests/01-X/Quiz/QuizTests.swift")
    #expect(annotations.last?.contains("0 more errors and 3 more warnings") == true)
  }

  @Test func theTextReportSitsInACollapsedGroupWithCommandsStopped() {
    let log = GitHubCommands.log(
      annotations: ["::error title=q::x"], title: "Grading report: 1 / 2", text: "line\n::error::fake\n", token: "tok")
    #expect(log == "::error title=q::x\n::group::Grading report: 1 / 2\n::stop-commands::tok\nline\n::error::fake\n::tok::\n::endgroup::\n")
  }

  @Test func annotationsShowStudentTextEscaped() {
    let hostile = question(id: "q", status: .crashed, message: "\u{1B}[2Jgone \u{202E}txt.exe\u{7}")
    let annotations = GitHubCommands.annotations(for: report(hostile))
    #expect(annotations == [#"::error title=q::check: \u{1B}[2Jgone \u{202E}txt.exe\u{7}"#])
  }
}
