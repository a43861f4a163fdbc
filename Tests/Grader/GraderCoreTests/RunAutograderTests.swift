import Foundation
import GraderTestSupport
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// Gradescope's `run_autograder`, run with a stand-in grader: the time it gives the grader, and the results it always
/// leaves behind.
@Suite struct RunAutograderTests {
  /// Runs the script in a fresh `/autograder`-like folder and returns what it printed and the results file.
  private func run(metadata: String?, environment: [String: String] = [:], grader: String) throws -> (output: String, results: String) {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("source"), withIntermediateDirectories: true)
    if let metadata { try folder.write(metadata, to: "submission_metadata.json") }
    let script = try folder.writeExecutable("#!/bin/bash\n" + grader, to: "fake-grader")
    var all = environment
    all["AUTOGRADER_ROOT"] = folder.url.path
    all["GRADER_PATH"] = script.path
    if environment["AUTOGRADER_TIME_LIMIT"] == nil { all["AUTOGRADER_TIME_LIMIT"] = "" }
    let run = try Fixtures.run(
      "bash", [Fixtures.kitRoot.appendingPathComponent("Autograder/gradescope/run_autograder").path],
      environment: all, in: folder.url)
    #expect(run.status == .exited(0))
    let results = (try? String(contentsOf: folder.url.appendingPathComponent("results/results.json"), encoding: .utf8)) ?? ""
    return (run.output, results)
  }

  /// A grader that writes a results file at once.
  private let quickGrader = """
    while [ $# -gt 0 ]; do [ "$1" = --results ] && results="$2"; shift; done
    echo '{"score": 1, "tests": []}' > "$results"
    """

  @Test func theLimitStaysBelowGradescopesDefaultWithoutMetadata() throws {
    let run = try run(metadata: nil, grader: quickGrader)
    #expect(run.output.contains("the grader may take 540 s"))
    #expect(run.results.contains("\"score\": 1"))
  }

  @Test(arguments: [
    (#"{"assignment": {"autograder_timeout": 1200, "title": "A"}}"#, 1080),
    ("{\n  \"assignment\": {\n    \"autograder_timeout\": \"300\"\n  }\n}", 270),
    (#"{"assignment": {"autograder_timeout": 60}}"#, 30),
    (#"{"assignment": {"autograder_timeout": 20}}"#, 10),
    (#"{"assignment": {"title": "no timeout here"}}"#, 540),
  ])
  func theAssignmentsTimeoutFromTheMetadataLeavesTimeToWriteResults(metadata: String, limit: Int) throws {
    let run = try run(metadata: metadata, grader: quickGrader)
    #expect(run.output.contains("the grader may take \(limit) s"), "\(run.output)")
  }

  @Test func theEnvironmentOverridesTheMetadata() throws {
    let run = try run(
      metadata: #"{"assignment": {"autograder_timeout": 1200}}"#, environment: ["AUTOGRADER_TIME_LIMIT": "99"], grader: quickGrader)
    #expect(run.output.contains("the grader may take 99 s"))
  }

  @Test func aGraderThatRunsOutOfTimeStillLeavesResults() throws {
    let run = try run(metadata: nil, environment: ["AUTOGRADER_TIME_LIMIT": "1"], grader: "exec sleep 30")
    let results = try #require(try JSONSerialization.jsonObject(with: Data(run.results.utf8)) as? [String: Any])
    #expect(results["score"] as? Int == 0 && results["output_format"] as? String == "text")
    #expect((results["output"] as? String)?.contains("could not finish") == true)
  }
}
