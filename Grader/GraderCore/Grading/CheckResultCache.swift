import Foundation

/// The check results of exercises whose inputs have not changed since they last ran, so that a regrade runs only the
/// checks of what changed.
///
/// An entry is keyed by everything the results depend on: the fingerprint of the exercise's files, its suite's files
/// and the kit's shared files (the same fingerprint the build uses), the checks asked for, and the time limit. The
/// kit's checks are deterministic (a submission gets the same result every run, which the kit's tests prove by
/// repeated runs), so the same inputs give the same results. Only clear verdicts are kept: an exercise with a check
/// that crashed, timed out or went missing runs again every time, since those can depend on the machine's load.
package struct CheckResultCache: Codable, Sendable {
  /// One exercise's results, and what they were computed from.
  package struct Entry: Codable, Sendable {
    package var key: String
    package var results: [Stored]
  }

  /// One check's result, in a form that survives a round trip through JSON.
  package struct Stored: Codable, Sendable {
    package var testTarget: String
    package var suite: String
    package var name: String
    package var status: String
    package var message: String
  }

  /// Exercise modules mapped to their last clear results.
  package var entries: [String: Entry] = [:]

  /// Reads the cache at `path`, or an empty one when there is none or it cannot be read.
  package static func load(from path: String) -> CheckResultCache {
    guard let data = FileManager.default.contents(atPath: path),
      let cache = try? JSONDecoder().decode(CheckResultCache.self, from: data)
    else { return CheckResultCache() }
    return cache
  }

  /// Writes the cache; a failure only costs time next run, so it is ignored.
  package func save(to path: String) {
    guard let data = try? JSONEncoder().encode(self) else { return }
    try? data.write(to: URL(fileURLWithPath: path), options: .atomic)
  }

  /// The key of an exercise's results: its build fingerprint, the checks asked for, and the time limit.
  package static func key(fingerprint: String, checks: [CheckKey], timeout: Duration) -> String {
    let names = checks.map { "\($0.testTarget).\($0.suite)/\($0.name)" }.sorted().joined(separator: ",")
    // "isolated": kept since each exercise's checks run without the other exercises (`ExerciseImageLinker`); results
    // from one test program for every exercise could depend on the other exercises' code, so they are not reused.
    return "isolated|\(fingerprint)|\(timeout.components.seconds).\(timeout.components.attoseconds)|\(names)"
  }

  /// The results stored for `module` under `key`, when there are some for every one of `checks`.
  package func results(for module: String, key: String, checks: [CheckKey]) -> [CheckKey: CheckResult]? {
    guard let entry = entries[module], entry.key == key else { return nil }
    var results: [CheckKey: CheckResult] = [:]
    for stored in entry.results {
      guard let status = Self.status(stored.status) else { return nil }
      let check = CheckKey(testTarget: stored.testTarget, suite: stored.suite, name: stored.name)
      results[check] = CheckResult(name: stored.name, status: status, message: stored.message)
    }
    return checks.allSatisfy { results[$0] != nil } ? results : nil
  }

  /// Keeps `results` of `module` under `key` when every one is a clear verdict; forgets the module otherwise.
  mutating func store(_ results: [CheckKey: CheckResult], for module: String, key: String) {
    let stored = results.compactMap { check, result -> Stored? in
      guard let status = Self.name(result.status) else { return nil }
      return Stored(testTarget: check.testTarget, suite: check.suite, name: check.name, status: status, message: result.message)
    }
    entries[module] = stored.count == results.count ? Entry(key: key, results: stored) : nil
  }

  /// The verdicts that are kept: those that cannot depend on the machine's load.
  private static func name(_ status: CheckStatus) -> String? {
    switch status {
    case .passed: "passed"
    case .failed: "failed"
    case .unanswered: "unanswered"
    default: nil
    }
  }

  private static func status(_ name: String) -> CheckStatus? {
    switch name {
    case "passed": .passed
    case "failed": .failed
    case "unanswered": .unanswered
    default: nil
    }
  }
}
