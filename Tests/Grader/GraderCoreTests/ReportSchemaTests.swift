import Foundation
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// `Docs/report.schema.json` describes the JSON report exactly: real reports validate against it, every field of the
/// report types is in it (and nothing else), and its enumerations are the report's.
@Suite struct ReportSchemaTests {
  static let schemaURL = Fixtures.kitRoot.appendingPathComponent("Docs/report.schema.json")

  static func validator() throws -> JSONSchemaValidator {
    try JSONSchemaValidator(schema: Data(contentsOf: schemaURL))
  }

  static func problems(_ report: GradeReport) throws -> [String] {
    let json = try JSONSerialization.jsonObject(with: Data(JSONReport.render(report).utf8))
    return try validator().problems(in: json)
  }

  /// The schema's definition `name` (or the top level for nil).
  private func definition(_ name: String?) throws -> [String: Any] {
    let root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: Self.schemaURL)) as? [String: Any])
    guard let name else { return root }
    return try #require((root["$defs"] as? [String: Any])?[name] as? [String: Any])
  }

  private func propertyNames(_ name: String?) throws -> Set<String> {
    Set(try #require(try definition(name)["properties"] as? [String: Any]).keys)
  }

  private func enumeration(_ name: String, _ property: String) throws -> [String] {
    let properties = try #require(try definition(name)["properties"] as? [String: Any])
    return try #require((properties[property] as? [String: Any])?["enum"] as? [String])
  }

  @Test func theSchemaIsJSONSchema2020_12() throws {
    #expect(try definition(nil)["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    #expect(try definition(nil)["additionalProperties"] as? Bool == false)
  }

  @Test(arguments: ["fixture", "hostile text", "every hostile character", "modified kit", "empty"])
  func reportsValidate(name: String) throws {
    var reports = [
      "fixture": ReportFixtures.report, "hostile text": ReportFixtures.hostile,
      "every hostile character": PrintableTextTests.hostileReport, "modified kit": ReportFixtures.tampered,
    ]
    var empty = ReportFixtures.report
    empty.questions = []
    empty.sections = []
    reports["empty"] = empty
    #expect(try Self.problems(try #require(reports[name])).isEmpty)
  }

  /// A report with every optional field filled in validates too, so no field is left undescribed.
  @Test func aReportWithEveryFieldValidates() throws {
    var report = ReportFixtures.report
    report.questions[0].answer = "a"
    report.questions[0].review = GradeReport.Review(points: 1, comment: "c")
    report.questions[0].heldBackChecks = 2
    report.questions[0].diagnostics = "x"
    report.questions[0].compilerMessages = [
      GradeReport.CompilerMessage(severity: .warning, file: "Lessons/a.swift", line: 1, column: 2, message: "m"),
      GradeReport.CompilerMessage(severity: .error, file: nil, line: nil, column: nil, message: "in a macro"),
    ]
    report.questions[0].hint = LocalizedText(en: "h", zh: "提示")
    #expect(try Self.problems(report).isEmpty)
  }

  @Test func theValidatorCatchesWhatTheSchemaForbids() throws {
    let validator = try Self.validator()
    var json = try #require(try JSONSerialization.jsonObject(with: Data(JSONReport.render(ReportFixtures.report).utf8)) as? [String: Any])
    json["extra"] = 1
    json["schemaVersion"] = 2
    var questions = try #require(json["questions"] as? [[String: Any]])
    questions[0]["status"] = "excellent"
    questions[0]["score"] = -1
    questions[1].removeValue(forKey: "checks")
    var checks = try #require(questions[2]["checks"] as? [[String: Any]])
    checks[0]["passed"] = 1
    questions[2]["checks"] = checks
    json["questions"] = questions
    let problems = try validator.problems(in: json)
    #expect(problems.contains("$: extra is not allowed"))
    #expect(problems.contains("$.schemaVersion: expected 1.0, got 2.0"))
    #expect(problems.contains { $0.hasPrefix("$.questions[0].status: \"excellent\" is not one of") })
    #expect(problems.contains("$.questions[0].score: -1.0 is below the minimum 0"))
    #expect(problems.contains("$.questions[1]: missing required checks"))
    #expect(problems.contains("$.questions[2].checks[0].passed: expected boolean, got 1.0"))
  }

  /// Every stored field of the report types is a property of the schema, and the other way round.
  @Test func theSchemaNamesEveryFieldOfTheReport() throws {
    func fields(_ value: Any) -> Set<String> { Set(Mirror(reflecting: value).children.compactMap(\.label)) }
    let question = ReportFixtures.report.questions[0]
    #expect(try propertyNames(nil) == fields(ReportFixtures.report))
    #expect(try propertyNames("question") == fields(question))
    #expect(try propertyNames("check") == fields(question.checks[0]))
    #expect(try propertyNames("section") == fields(ReportFixtures.sections[0]))
    #expect(try propertyNames("review") == fields(GradeReport.Review(points: 1, comment: "")))
    #expect(try propertyNames("compilerMessage") == fields(GradeReport.CompilerMessage(severity: .error, file: nil, line: nil, column: nil, message: "")))
    #expect(try propertyNames("localizedText") == fields(LocalizedText(en: "", zh: "")))
  }

  @Test func theSchemasEnumerationsAreTheReports() throws {
    #expect(try enumeration("question", "status") == QuestionStatus.allCases.map(\.rawValue))
    #expect(try Set(enumeration("question", "kind")) == Set(QuestionKind.allCases.map(\.rawValue)))
    #expect(try enumeration("check", "status") == GradeReport.Check.Status.allCases.map(\.rawValue))
    #expect(try enumeration("question", "status").contains("tampered"))
  }
}
