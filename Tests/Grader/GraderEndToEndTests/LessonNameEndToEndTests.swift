import Foundation
import GraderTestSupport
import Testing
@testable import GraderCore

/// Integrity round 8, run for real on the fixture kit: an exercise that declares, at its top level, a name its suite
/// uses unqualified from a lesson module other than the real course's lesson 1 (the fixture's `FExpected.Expected`) is
/// not built: `compile-error`, naming the declaration and the module, never `tampered`; the same answer without it is
/// graded as usual. Part of `GraderEndToEndTests`, so it shares its kit copy and runs one test at a time.
extension GraderEndToEndTests {
  @Test(.kit(.fixture)) func aTopLevelNameTheSuiteUsesFromALessonModuleIsNotBuilt() async throws {
    let kit = try fixture()
    try kit.restoreStubs()
    defer { try? kit.restoreStubs() }
    let lesson = Self.basics
    try kit.edit("\(lesson)/Code1Math/Math.swift", replacing: "    // TODO: add them\n    0", with: "    a + b")
    let arguments = ["--question", "f.code1", "--format", "json", "--no-progress"]
    let honest = try #require(try await kit.grade(arguments).report().questions.first { $0.id == "f.code1" })
    #expect(honest.score > 0 && honest.status != .compileError, "\(honest.checks)")

    try kit.write("public enum Expected {\n  public static func twiceFour() -> Int { 0 }\n}\n", to: "\(lesson)/Code1Math/Expected.swift")
    let clash = try #require(try await kit.grade(arguments).report().questions.first { $0.id == "f.code1" })
    #expect(clash.status == .compileError, "\(clash.status)")
    #expect(clash.score == 0)
    let message = clash.diagnostics ?? ""
    #expect(message.contains("enum Expected") && message.contains("lesson module FExpected"), "\(message)")
  }
}
