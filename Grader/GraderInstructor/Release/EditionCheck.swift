import Foundation
import KitSupport
import GraderCore

/// Checks a student edition for anything that gives answers away.
package enum EditionCheck {
  /// What the edition at `edition` still holds that it should not, compared with its `master`.
  package static func problems(edition: URL, master: URL) throws -> [String] {
    let fileManager = FileManager.default
    var problems: [String] = []
    for path in ["Solutions", "Tests/Grader", "Tests/Kit"] where fileManager.fileExists(atPath: edition.appendingPathComponent(path).path) {
      problems.append("the edition has \(path)/")
    }
    let files = (fileManager.subpaths(atPath: edition.path) ?? []).filter { path in
      !path.split(separator: "/").contains(".build")
        && (try? edition.appendingPathComponent(path).resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
    }
    var editionHashes: [String: String] = [:]
    for path in files {
      let url = edition.appendingPathComponent(path)
      let components = path.split(separator: "/")
      if components.contains(Substring(EditionMarkers.hiddenFolder)) { problems.append("hidden checks in the edition: \(path)") }
      if components.last == Substring(EditionMarkers.faultFile), components.first != "Grader" {
        problems.append("a fault switch in the edition: \(path)")
      }
      guard let data = fileManager.contents(atPath: url.path) else { continue }
      if path.hasSuffix(".swift"), EditionMarkers.hasFaults(String(decoding: data, as: UTF8.self)) {
        problems.append("fault markers in the edition: \(path)")
      }
      if path.hasSuffix(".swift"), SlipMarkers.mentionsSlips(String(decoding: data, as: UTF8.self)) {
        problems.append("slip markers (the master's wrong variants of a reference) in the edition: \(path)")
      }
      editionHashes[SHA256Digest.hex(of: data)] = path
    }
    let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: edition.appendingPathComponent(Course.relativePath)))
    if containsKey("key", in: manifest) { problems.append("\(Course.relativePath) holds answer keys in clear") }
    if containsKey("hiddenChecks", in: manifest) || containsKey("faults", in: manifest) {
      problems.append("\(Course.relativePath) names hidden checks or faults")
    }
    let manifestText = String(decoding: try Data(contentsOf: edition.appendingPathComponent(Course.relativePath)), as: UTF8.self)
    let masterCourse = try Course.load(from: master.appendingPathComponent(Course.relativePath))
    for (_, question) in masterCourse.questions {
      for check in question.hiddenChecks ?? [] where manifestText.contains("\"\(check)\"") {
        problems.append("\(Course.relativePath) names \(question.id)'s hidden check \(check)")
      }
    }
    // Answers' code elsewhere in the edition; the ones the course still teaches in place are listed, not refused.
    problems += SolutionLeakCheck.sorted(try SolutionLeakCheck.problems(edition: edition, master: master)).new
    // A solution file that differs from its stub must not be anywhere in the edition, under any name.
    let course = try Course.load(from: master.appendingPathComponent(Course.relativePath))
    problems += try sealingProblems(
      edition: Course.load(from: edition.appendingPathComponent(Course.relativePath)), master: course,
      texts: files.filter { $0.hasSuffix(".md") || $0.hasSuffix(".swift") || $0.hasSuffix(".json") }.compactMap { path in
        fileManager.contents(atPath: edition.appendingPathComponent(path).path).map { (path, String(decoding: $0, as: UTF8.self)) }
      })
    for lesson in course.lessons {
      for exercise in lesson.exercises {
        let graded = lesson.questions.contains { $0.exercise == exercise.module && $0.kind.isAutomatic }
        let stubIsSolution = exercise.files.allSatisfy { file in
          let stub = fileManager.contents(atPath: master.appendingPathComponent("Lessons/\(lesson.folder)/\(exercise.folder)/\(file)").path)
          return stub != nil && stub == fileManager.contents(
            atPath: master.appendingPathComponent("Solutions/\(lesson.folder)/\(exercise.folder)/\(file)").path)
        }
        if graded && stubIsSolution {
          problems.append("the stub of \(exercise.module) in Lessons/ is the solution of \(exercise.module)")
        }
        for file in exercise.files + (exercise.solutionFiles ?? []) {
          let solution = master.appendingPathComponent("Solutions/\(lesson.folder)/\(exercise.folder)/\(file)")
          let stub = master.appendingPathComponent("Lessons/\(lesson.folder)/\(exercise.folder)/\(file)")
          guard let data = fileManager.contents(atPath: solution.path), data != fileManager.contents(atPath: stub.path)
          else { continue }
          if let leaked = editionHashes[SHA256Digest.hex(of: data)] {
            problems.append("the solution of \(exercise.module)/\(file) is in the edition as \(leaked)")
          }
        }
      }
    }
    return problems
  }

  /// Closed questions whose explanation the edition shows without the answer: in its manifest in clear, sealed so that
  /// the master's keys do not open it, or written in any of the edition's `texts` (path, contents).
  static func sealingProblems(edition: Course, master: Course, texts: [(String, String)]) -> [String] {
    var problems: [String] = []
    for (_, question) in master.questions where question.isClosed {
      guard let shipped = edition.questions.first(where: { $0.question.id == question.id })?.question else { continue }
      let canonicals = (question.answers ?? []).compactMap { $0.key?.canonical }
      if shipped.explanation != SealedExplanation.placeholder {
        problems.append("\(question.id): the edition's manifest holds the explanation in clear")
      }
      let opened = shipped.sealedExplanation.flatMap {
        SealedExplanation.open($0, question: question.id, canonicals: canonicals, salt: master.answerSalt)
      }
      if opened != question.explanation {
        problems.append("\(question.id): the sealed explanation does not open with the question's keys")
      }
      for text in [question.explanation.en, question.explanation.zh] where text.count >= 12 {
        for (path, contents) in texts where contents.contains(text) {
          problems.append("\(question.id): its explanation is readable in \(path)")
        }
      }
    }
    return problems
  }

  /// Whether a JSON value has an object member named `key` anywhere inside.
  private static func containsKey(_ key: String, in value: Any) -> Bool {
    if let object = value as? [String: Any] {
      return object[key] != nil || object.values.contains { containsKey(key, in: $0) }
    }
    if let array = value as? [Any] { return array.contains { containsKey(key, in: $0) } }
    return false
  }
}
