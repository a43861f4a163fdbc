import Foundation
import GraderCore

extension SlipProof {
  /// Grades `plan`'s variants round by round in a copy of the kit at `copy`, through `grade` (the real grader, or a
  /// stand-in in tests), and returns what is wrong: an empty list proves every slip and alternative.
  ///
  /// The copy is brought up to date once (`KitMirror`, which leaves alone the files that already match); each round
  /// writes its variants' files over the reference and restores them afterwards, so the grader's build tree rebuilds
  /// only the exercises that changed.
  package static func run(
    _ plan: Plan, master: URL, copy: URL,
    grade: (_ kitRoot: URL, _ questionIDs: [String]) throws -> GradeReport,
    roundStarted: (_ round: Int, _ of: Int) -> Void = { _, _ in }
  ) throws -> [String] {
    try KitMirror.mirror(from: master, to: copy)
    var problems: [String] = []
    let rounds = rounds(plan.variants)
    for (index, round) in rounds.enumerated() {
      roundStarted(index + 1, rounds.count)
      for variant in round {
        for (path, text) in variant.files { try write(text, to: copy.appendingPathComponent(path)) }
      }
      defer {
        for variant in round {
          for path in variant.files.keys {
            let reference = master.appendingPathComponent(path)
            if let data = FileManager.default.contents(atPath: reference.path) {
              try? data.write(to: copy.appendingPathComponent(path), options: .atomic)
            } else {
              try? FileManager.default.removeItem(at: copy.appendingPathComponent(path))
            }
          }
        }
      }
      let report = try grade(copy, round.map(\.question.id))
      for variant in round {
        problems += Self.problems(of: variant, graded: report.questions.first { $0.id == variant.question.id })
      }
    }
    return problems
  }

  private static func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url, options: .atomic)
  }
}
