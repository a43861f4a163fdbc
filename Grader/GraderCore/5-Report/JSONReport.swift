import Foundation

/// Renders a report as one JSON document (the schema in the README).
public enum JSONReport {
  /// The report as pretty-printed JSON with stable key order, ending in a newline.
  public static func render(_ report: GradeReport) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(report), as: UTF8.self) + "\n"
  }
}
