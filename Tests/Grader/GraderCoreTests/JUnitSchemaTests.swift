import Foundation
import GraderTestSupport
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// The JUnit output validated against Jenkins' `junit-10.xsd` (a fixture) by a real validator, `xmllint --schema`.
///
/// `.ci/run` installs xmllint when it is missing, so in CI this always runs; elsewhere it is skipped, visibly, without
/// xmllint.
@Suite(.enabled(if: Fixtures.canRun("xmllint"), "needs xmllint (libxml2-utils); CI installs it"))
struct JUnitSchemaTests {
  /// Runs `xmllint --schema junit-10.xsd` on `xml`; returns whether it validates and what xmllint said.
  static func validate(_ xml: String) throws -> (valid: Bool, output: String) {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try folder.write(xml, to: "report.xml")
    let run = try Fixtures.run(
      "xmllint", ["--noout", "--schema", Fixtures.url("junit/junit-10.xsd").path, file.path], in: folder.url)
    return (run.status == .exited(0), run.output)
  }

  /// The reports validated, by name (names as arguments keep the test log short).
  static let reports: [String: GradeReport] = [
    "fixture": ReportFixtures.report, "hostile text": ReportFixtures.hostile,
    "every hostile character": PrintableTextTests.hostileReport, "modified kit": ReportFixtures.tampered,
  ]

  @Test(arguments: ["fixture", "hostile text", "every hostile character", "modified kit", "real mixed submission"])
  func reportsAreValid(name: String) throws {
    let report = try name == "real mixed submission" ? ConsumerAgreementTests.report() : #require(Self.reports[name])
    let result = try Self.validate(JUnitReport.render(report))
    #expect(result.valid, "\(name): \(result.output)")
  }

  @Test func anEmptyReportIsValid() throws {
    var report = ReportFixtures.report
    report.questions = []
    let result = try Self.validate(JUnitReport.render(report))
    #expect(result.valid, "\(result.output)")
  }

  /// The validator really checks: the old output's `skipped` on `<testsuites>` and a case without a name are rejected.
  @Test func theValidatorRejectsWhatTheSchemaForbids() throws {
    let valid = JUnitReport.render(ReportFixtures.report)
    let skippedOnRoot = valid.replacingOccurrences(of: "<testsuites name=\"grader\" ", with: "<testsuites name=\"grader\" skipped=\"1\" ")
    #expect(try !Self.validate(skippedOnRoot).valid)
    let fileOnCase = valid.replacingOccurrences(of: "<testcase classname=\"di.code1\" ", with: "<testcase file=\"a.swift\" classname=\"di.code1\" ")
    #expect(try !Self.validate(fileOnCase).valid)
  }
}
