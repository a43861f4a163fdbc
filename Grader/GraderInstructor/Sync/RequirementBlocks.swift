import Foundation
import GraderCore

/// The numbered list of a question's requirements that `grader sync` writes into its stub and its reference, between
/// two marker lines (at any indentation), so what the student reads is what the manifest scores.
package enum RequirementBlocks {
  package static let begin = "// BEGIN GENERATED: requirements (swift run grader sync)"
  package static let end = "// END GENERATED: requirements"

  /// The block's lines for `question`, without the markers, at `indentation`.
  package static func render(_ question: Question, indentation: String = "") -> String {
    let requirements = question.requirements ?? []
    var lines = ["// \(question.id) 的要求（每条单独计分）/ What \(question.id) requires (each scored on its own):"]
    for (number, requirement) in requirements.enumerated() {
      let points = TextReport.number(requirement.points)
      let prefix = "// \(number + 1). "
      lines.append(prefix + requirement.text.zh + "（\(points) 分）")
      lines.append("//" + String(repeating: " ", count: prefix.count - 2) + requirement.text.en
        + " (\(points) \(requirement.points == 1 ? "pt" : "pts"))")
    }
    return lines.map { indentation + $0 }.joined(separator: "\n")
  }

  /// `text` with every requirements block of it filled for `question`; `nil` when it has no block.
  package static func filled(_ text: String, for question: Question) -> String? {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let first = lines.firstIndex(where: { trimmed($0) == begin }),
      let last = lines[first...].firstIndex(where: { trimmed($0) == end })
    else { return nil }
    let indentation = String(lines[first].prefix { $0 == " " || $0 == "\t" })
    lines.replaceSubrange((first + 1)..<last, with: render(question, indentation: indentation).split(separator: "\n").map(String.init))
    return lines.joined(separator: "\n")
  }

  /// The files (kit-relative) of `question`'s exercise under `sources` that hold a block.
  package static func files(
    of question: Question, in lesson: Lesson, sources: Sources, root: URL
  ) -> [(path: String, text: String)] {
    guard let exercise = lesson.exercise(question.exercise) else { return [] }
    return exercise.files.compactMap { file in
      let path = "\(sources.rawValue)/\(lesson.folder)/\(exercise.folder)/\(file)"
      guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8),
        text.contains(begin)
      else { return nil }
      return (path, text)
    }
  }

  /// The filled files of every question with requirements, from `Lessons/` (the instructor's kit only) and `Solutions/`.
  package static func plannedFiles(root: URL, course: Course, studentEdition: Bool) -> [SyncPlan.File] {
    var files: [SyncPlan.File] = []
    for (lesson, question) in course.questions where question.requirements != nil {
      for sources in studentEdition ? [Sources.solutions] : [.lessons, .solutions] {
        for (path, text) in Self.files(of: question, in: lesson, sources: sources, root: root) {
          if let filled = filled(text, for: question) { files.append(.init(path: path, text: filled)) }
        }
      }
    }
    return files
  }

  /// Questions with requirements whose stub in `Lessons/` shows no requirements block.
  package static func problems(root: URL, course: Course) -> [String] {
    course.questions.compactMap { lesson, question in
      guard question.requirements != nil, files(of: question, in: lesson, sources: .lessons, root: root).isEmpty else { return nil }
      return "\(question.id): no file of its stub in Lessons/ holds the requirements block (\(begin) … \(end))"
    }
  }

  private static func trimmed(_ line: String) -> String {
    line.trimmingCharacters(in: .whitespaces)
  }
}
