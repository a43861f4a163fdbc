import Foundation
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite struct JUnitReportTests {
  private let xml = JUnitReport.render(ReportFixtures.report)

  @Test func startsWithTheDeclarationAndEndsWithTheRoot() {
    #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"grader\" "))
    #expect(xml.hasSuffix("</testsuites>\n"))
    // junit-10.xsd has no `skipped` on <testsuites>.
    #expect(xml.contains("<testsuites name=\"grader\" tests=\"19\" failures=\"7\" errors=\"4\" time=\"42.600\">"))
  }

  @Test func suitesAndCasesByString() {
    #expect(xml.components(separatedBy: "<testsuite ").count - 1 == 9)
    #expect(xml.components(separatedBy: "<testcase ").count - 1 == 19)
    #expect(xml.components(separatedBy: "<failure ").count - 1 == 7)
    #expect(xml.components(separatedBy: "<error ").count - 1 == 4)
    #expect(xml.components(separatedBy: "<skipped ").count - 1 == 1)
    #expect(xml.contains("<testsuite name=\"di.code2\" tests=\"4\" failures=\"1\" errors=\"1\" skipped=\"0\" time=\"0.000\">"))
    // Every case has a time, so dashboards never show NaN.
    #expect(xml.components(separatedBy: "<testcase ").dropFirst().allSatisfy { $0.prefix { $0 != ">" }.contains(" time=\"0.000\"") })
    #expect(xml.contains("<testcase classname=\"di.code1\" name=\"todoConformances\" time=\"0.000\"/>"))
    #expect(xml.contains("<property name=\"score\" value=\"5.33\"/>"))
  }

  @Test func escapesAttributesAndText() {
    #expect(JUnitReport.escape("a & <b> \"c\" 'd'") == "a &amp; &lt;b&gt; &quot;c&quot; &apos;d&apos;")
    // Characters XML 1.0 cannot hold are shown as escapes, never dropped; a line's CR LF becomes LF.
    #expect(JUnitReport.escape("x\u{1}\u{8}\u{B}\u{1F}\u{FFFE}y\tz\r\n") == #"x\u{1}\u{8}\u{B}\u{1F}\u{FFFE}y"# + "\tz\n")
    #expect(JUnitReport.escape("a\rb") == #"a\rb"#)
    #expect(JUnitReport.escape("a\tb\nc", attribute: true) == "a&#9;b&#10;c")
  }

  @Test func hostileTextStaysInert() {
    let xml = JUnitReport.render(ReportFixtures.hostile)
    #expect(!xml.contains("<script>"))
    #expect(!xml.contains("]]>"))
    #expect(!xml.contains("\u{1}") && !xml.contains("\u{7}"))
    #expect(xml.contains("&lt;script&gt;alert(&apos;x&apos;)&lt;/script&gt; &amp; &quot;quotes&quot; ]]&gt;"))
  }

  #if canImport(FoundationXML)
  private func document(_ text: String) throws -> XMLElement {
    try #require(try XMLDocument(xmlString: text, options: []).rootElement())
  }

  private func attribute(_ name: String, of element: XMLElement) -> String? {
    element.attribute(forName: name)?.stringValue
  }

  private func children(_ name: String, of element: XMLElement) -> [XMLElement] {
    element.elements(forName: name)
  }

  @Test func parsesWithCountsThatAddUp() throws {
    let root = try document(xml)
    #expect(root.name == "testsuites")
    let suites = children("testsuite", of: root)
    #expect(suites.compactMap { attribute("name", of: $0) } == ReportFixtures.report.questions.map(\.id))
    for key in ["tests", "failures", "errors"] {
      let total = suites.compactMap { attribute(key, of: $0).flatMap { Int($0) } }.reduce(0, +)
      #expect(attribute(key, of: root) == String(total), "\(key)")
    }
    for suite in suites {
      let cases = children("testcase", of: suite)
      #expect(attribute("tests", of: suite) == String(cases.count))
      #expect(attribute("failures", of: suite) == String(cases.flatMap { children("failure", of: $0) }.count))
      #expect(attribute("errors", of: suite) == String(cases.flatMap { children("error", of: $0) }.count))
      #expect(attribute("skipped", of: suite) == String(cases.flatMap { children("skipped", of: $0) }.count))
    }
  }

  @Test func propertiesDescribeTheQuestion() throws {
    let suite = try #require(children("testsuite", of: try document(xml)).first { attribute("name", of: $0) == "di.fix2" })
    let properties = try #require(children("properties", of: suite).first)
    let pairs = children("property", of: properties).map { (attribute("name", of: $0) ?? "", attribute("value", of: $0) ?? "") }
    #expect(pairs.map(\.0) == ["section", "kind", "status", "score", "maxScore", "file", "line"])
    // Where the compiler said the question broke (the schema has no file or line on a test case).
    #expect(attribute("file", of: suite) == "Lessons/01-DependencyInjection/Fix2EnvironmentValue/BookRepositoryEnvironment.swift")
    #expect(pairs.last?.1 == "27")
    #expect(pairs.map(\.1) == ["coding", "fix", "compile-error", "0", "6", "Lessons/01-DependencyInjection/Fix2EnvironmentValue/BookRepositoryEnvironment.swift", "27"])
  }

  @Test func compileErrorsCarryTheDiagnostics() throws {
    let suite = try #require(children("testsuite", of: try document(xml)).first { attribute("name", of: $0) == "di.fix2" })
    let errors = children("testcase", of: suite).flatMap { children("error", of: $0) }
    #expect(errors.count == 2)
    for error in errors {
      #expect(attribute("type", of: error) == "compile-error")
      #expect(error.stringValue?.contains(ReportFixtures.fix2Diagnostics) == true)
    }
  }

  @Test func failureAndErrorTypes() throws {
    let root = try document(xml)
    let cases = children("testsuite", of: root).flatMap { children("testcase", of: $0) }
    func outcome(_ name: String) -> (String, String?)? {
      guard let testcase = cases.first(where: { attribute("name", of: $0) == name }) else { return nil }
      guard let element = (testcase.children ?? []).compactMap({ $0 as? XMLElement }).first else { return ("passed", nil) }
      return (element.name ?? "", attribute("type", of: element))
    }
    #expect(outcome("returnsGivenTodos")?.0 == "passed")
    #expect(outcome("addsAndDeletesById").map { [$0.0, $0.1] } == ["error", "crashed"])
    #expect(outcome("concurrentAddsAreAllKept").map { [$0.0, $0.1] } == ["failure", "missing"])
    #expect(outcome("isLoadingOnlyWhileLoading").map { [$0.0, $0.1] } == ["error", "timed-out"])
    #expect(outcome("todoIsValueType").map { [$0.0, $0.1] } == ["failure", "failed"])
    let crashed = try #require(cases.first { attribute("name", of: $0) == "addsAndDeletesById" })
    let error = try #require(children("error", of: crashed).first)
    #expect(error.stringValue == ReportFixtures.crashMessage)
    #expect(attribute("message", of: error)?.hasPrefix("测试进程在这项检查运行时崩溃") == true)
  }

  @Test func openQuestionsAreSkippedUntilReviewed() throws {
    let suites = children("testsuite", of: try document(xml))
    let manual = try #require(suites.first { attribute("name", of: $0) == "di.open1" })
    let manualCase = try #require(children("testcase", of: manual).first)
    #expect(attribute("name", of: manualCase) == "answer")
    #expect(children("skipped", of: manualCase).first.flatMap { attribute("message", of: $0) } == "awaits instructor")
    let reviewed = try #require(suites.first { attribute("name", of: $0) == "di.open2" })
    let reviewedCase = try #require(children("testcase", of: reviewed).first)
    #expect(children("skipped", of: reviewedCase).isEmpty)
    let out = try #require(children("system-out", of: reviewedCase).first?.stringValue)
    #expect(out.hasPrefix("review: 4 / 5\n思路正确"))
  }

  @Test func hostileTextRoundTrips() throws {
    let root = try document(JUnitReport.render(ReportFixtures.hostile))
    let cases = children("testsuite", of: root).flatMap { children("testcase", of: $0) }
    let testcase = try #require(cases.first { attribute("name", of: $0) == "loadsFromInjectedRepository" })
    let failure = try #require(children("failure", of: testcase).first)
    #expect(failure.stringValue == PrintableText.escaped(ReportFixtures.hostileText))
    #expect(attribute("message", of: failure) == #"Expected <script>alert('x')</script> & "quotes" ]]> |pipe| \u{1}bell\u{7}"#)
  }
  #endif
}
