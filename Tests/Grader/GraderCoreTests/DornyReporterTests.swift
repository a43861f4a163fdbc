import Foundation
import GraderTestSupport
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// dorny/test-reporter's `java-junit` parser, run with node on the JUnit output, when `DORNY_TEST_REPORTER_JS` names its
/// `dist/index.js` (about 2 MB, so it is not bundled; the kit does not ship a workflow that uses it).
///
/// It runs the action in its job-summary mode, which needs no GitHub API, in a throwaway git repository.
@Suite(.enabled(
  if: ProcessInfo.processInfo.environment["DORNY_TEST_REPORTER_JS"] != nil && Fixtures.tool("node") != nil,
  "set DORNY_TEST_REPORTER_JS to dorny/test-reporter's dist/index.js"))
struct DornyReporterTests {
  @Test func theSummaryShowsTimesAndFailureTexts() throws {
    let script = try #require(ProcessInfo.processInfo.environment["DORNY_TEST_REPORTER_JS"])
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(JUnitReport.render(ReportFixtures.hostile), to: "report.xml")
    try folder.write("", to: "summary.md")
    try folder.write("", to: "output.txt")
    _ = try Fixtures.run("git", ["init", "-q", "."], in: folder.url)
    _ = try Fixtures.run("git", ["add", "report.xml"], in: folder.url)
    let inputs = [
      "NAME": "Grader", "PATH": "report.xml", "REPORTER": "java-junit", "LIST-SUITES": "all", "LIST-TESTS": "all",
      "LIST-FILES": "all", "MAX-ANNOTATIONS": "10", "FAIL-ON-ERROR": "false", "FAIL-ON-EMPTY": "true",
      "USE-ACTIONS-SUMMARY": "true", "ONLY-SUMMARY": "false", "TOKEN": "unused", "COLLAPSED": "never", "BADGE-TITLE": "tests",
      "PATH-REPLACE-BACKSLASHES": "false",
    ]
    var environment = Dictionary(uniqueKeysWithValues: inputs.map { ("INPUT_" + $0.key, $0.value) })
    environment["GITHUB_STEP_SUMMARY"] = folder.url.appendingPathComponent("summary.md").path
    environment["GITHUB_OUTPUT"] = folder.url.appendingPathComponent("output.txt").path
    environment["GITHUB_SHA"] = String(repeating: "0", count: 40)
    environment["GITHUB_REPOSITORY"] = "kit/kit"
    environment["GITHUB_WORKSPACE"] = folder.url.path
    let run = try Fixtures.run("node", [script], environment: environment, in: folder.url)
    #expect(run.status == .exited(0), "\(run.output)")
    let summary = try String(contentsOf: folder.url.appendingPathComponent("summary.md"), encoding: .utf8)
    #expect(!summary.contains("NaN"), "\(summary)")
    #expect(summary.contains("7 passed, 11 failed and 1 skipped"), "\(summary)")
    #expect(summary.contains("|[di.code1](#user-content-tr-") && summary.contains("|2 ✅|1 ❌||0ms|"))
    #expect(summary.contains("failed: 仓库抛错时应设置 errorMessage / errorMessage should be set when the repository throws"))
    #expect(summary.contains(#"failed: Expected <script>alert('x')</script> & "quotes" ]]> |pipe| \u{1}bell\u{7}"#))
    #expect(summary.contains("compile-error: Lessons/01-DependencyInjection/Fix2EnvironmentValue/BookRepositoryEnvironment.swift:27:14: error: extensions must not contain stored properties"))
    #expect(summary.contains("crashed: 测试进程在这项检查运行时崩溃"))
  }
}
