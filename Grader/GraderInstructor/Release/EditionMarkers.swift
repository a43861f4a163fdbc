import GraderCore
/// The instructor-only parts of sources that the student edition leaves out.
///
/// A test-writing exercise's subject carries its faulty versions as fault switches between `// FAULT <id>` and
/// `// END FAULT` lines, and the switch itself lives in `Fault.swift`; hidden checks live in `Hidden/` folders of a
/// suite. `grader release` strips all of them.
enum EditionMarkers {
  /// The file that defines the fault switch in a subject module.
  static let faultFile = "Fault.swift"
  /// The folder of a suite that holds its hidden checks.
  static let hiddenFolder = KitLayout.hiddenChecksFolder

  /// `source` without its fault regions (the marker lines included); throws when a region is not closed.
  static func strippingFaults(_ source: String, file: String) throws -> String {
    var kept: [Substring] = []
    var inFault = false
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if trimmed.hasPrefix("// FAULT ") || trimmed == "// FAULT" {
        guard !inFault else { throw KitError.kit("\(file): a `// FAULT` region opens inside another") }
        inFault = true
      } else if trimmed.hasPrefix("// END FAULT") {
        guard inFault else { throw KitError.kit("\(file): `// END FAULT` without its `// FAULT`") }
        inFault = false
      } else if !inFault {
        kept.append(line)
      }
    }
    if inFault { throw KitError.kit("\(file): a `// FAULT` region is never closed with `// END FAULT`") }
    return kept.joined(separator: "\n")
  }

  /// Whether `source` still has a fault marker.
  static func hasFaults(_ source: String) -> Bool {
    source.split(separator: "\n").contains { line in
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      return trimmed.hasPrefix("// FAULT") || trimmed.hasPrefix("// END FAULT")
    }
  }
}
