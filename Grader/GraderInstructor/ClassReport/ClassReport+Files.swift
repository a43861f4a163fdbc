import Foundation
import GraderCore

extension ClassReport {
  /// The three files of a class report, by name: `class-report.html`, `class-report.md` and `class-report.json`.
  package func files() throws -> [(name: String, text: String)] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let json = String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    return [
      ("class-report.html", ClassReportHTML.render(self)), ("class-report.md", ClassReportMarkdown.render(self)),
      ("class-report.json", json),
    ]
  }
}
