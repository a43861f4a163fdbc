import Foundation
import GraderCore
import KitSupport

/// Checks a student edition for anything that gives answers away.
package enum EditionCheck {
  /// What the edition at `edition` still holds that it should not, compared with its `master`.
  package static func problems(edition: URL, master: URL) throws -> [String] {
    let fileManager = FileManager.default
    var problems: [String] = []
    for path in ["Solutions"] + KitLayout.instructorTestPaths(in: master)
    where fileManager.fileExists(atPath: edition.appendingPathComponent(path).path) {
      problems.append("the edition has \(path)/")
    }
    let files = (fileManager.subpaths(atPath: edition.path) ?? []).filter { path in
      !path.split(separator: "/").contains(".build")
        && (try? edition.appendingPathComponent(path).resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
    }
    let scanned = fileProblems(files, edition: edition)
    problems += scanned.problems
    let course = try Course.load(from: master.appendingPathComponent(Course.relativePath))
    problems += try manifestProblems(edition: edition, master: course)
    // Answers' code anywhere else in the edition: the worked examples, the lesson texts and the shared modules included.
    problems += try SolutionLeakCheck.problems(edition: edition, master: master)
    problems += try sealingProblems(
      edition: Course.load(from: edition.appendingPathComponent(Course.relativePath)), master: course,
      texts: files.filter { $0.hasSuffix(".md") || $0.hasSuffix(".swift") || $0.hasSuffix(".json") }.compactMap { path in
        fileManager.contents(atPath: edition.appendingPathComponent(path).path).map { (path, String(decoding: $0, as: UTF8.self)) }
      })
    problems += solutionCopies(course: course, master: master, editionHashes: scanned.hashes)
    return problems
  }

  /// Hidden checks, fault switches, fault and slip markers among the edition's `files`, and each file's digest.
  static func fileProblems(_ files: [String], edition: URL) -> (problems: [String], hashes: [String: String]) {
    var problems: [String] = []
    var hashes: [String: String] = [:]
    for path in files {
      let components = path.split(separator: "/")
      if components.contains(Substring(EditionMarkers.hiddenFolder)) { problems.append("hidden checks in the edition: \(path)") }
      if components.last == Substring(EditionMarkers.faultFile), components.first != "Grader" {
        problems.append("a fault switch in the edition: \(path)")
      }
      guard let data = FileManager.default.contents(atPath: edition.appendingPathComponent(path).path) else { continue }
      if path.hasSuffix(".swift") {
        let text = String(decoding: data, as: UTF8.self)
        if EditionMarkers.hasFaults(text) { problems.append("fault markers in the edition: \(path)") }
        // The grader's own sources describe the markers; only the kit's other files could carry a slip.
        if components.first != "Grader", SlipMarkers.mentionsSlips(text) {
          problems.append("slip markers (the master's wrong variants of a reference) in the edition: \(path)")
        }
      }
      hashes[SHA256Digest.hex(of: data)] = path
    }
    return (problems, hashes)
  }

  /// Answer keys, hidden checks or faults the edition's manifest still names.
  static func manifestProblems(edition: URL, master: Course) throws -> [String] {
    var problems: [String] = []
    let data = try Data(contentsOf: edition.appendingPathComponent(Course.relativePath))
    let manifest = try JSONSerialization.jsonObject(with: data)
    if containsKey("key", in: manifest) { problems.append("\(Course.relativePath) holds answer keys in clear") }
    if containsKey("hiddenChecks", in: manifest) || containsKey("faults", in: manifest) {
      problems.append("\(Course.relativePath) names hidden checks or faults")
    }
    let text = String(decoding: data, as: UTF8.self)
    for (_, question) in master.questions {
      for check in question.hiddenChecks ?? [] where text.contains("\"\(check)\"") {
        problems.append("\(Course.relativePath) names \(question.id)'s hidden check \(check)")
      }
    }
    return problems
  }

  /// Stubs that are their solution, and solution files that differ from their stub found anywhere in the edition,
  /// under any name (`editionHashes`: digest → edition path).
  private static func solutionCopies(course: Course, master: URL, editionHashes: [String: String]) -> [String] {
    let fileManager = FileManager.default
    var problems: [String] = []
    for lesson in course.lessons {
      for exercise in lesson.exercises {
        let graded = lesson.questions.contains { $0.exercise == exercise.module && $0.kind.isAutomatic }
        let stubIsSolution = exercise.files.allSatisfy { file in
          let stub = fileManager.contents(atPath: master.appendingPathComponent("Lessons/\(lesson.folder)/\(exercise.folder)/\(file)").path)
          let solution = master.appendingPathComponent("Solutions/\(lesson.folder)/\(exercise.folder)/\(file)")
          return stub != nil && solutionForms(of: solution).contains(stub!)
        }
        if graded && stubIsSolution {
          problems.append("the stub of \(exercise.module) in Lessons/ is the solution of \(exercise.module)")
        }
        for file in exercise.files + (exercise.solutionFiles ?? []) {
          let solution = master.appendingPathComponent("Solutions/\(lesson.folder)/\(exercise.folder)/\(file)")
          let stub = master.appendingPathComponent("Lessons/\(lesson.folder)/\(exercise.folder)/\(file)")
          let stubData = fileManager.contents(atPath: stub.path)
          for data in solutionForms(of: solution) where data != stubData {
            if let leaked = editionHashes[SHA256Digest.hex(of: data)] {
              problems.append("the solution of \(exercise.module)/\(file) is in the edition as \(leaked)")
              break
            }
          }
        }
      }
    }
    return problems
  }

  /// A solution file as it is, and as `grader solution` shows it (without its `// SLIP` markers): a copy of either
  /// gives the answer away.
  private static func solutionForms(of url: URL) -> [Data] {
    guard let data = FileManager.default.contents(atPath: url.path) else { return [] }
    let text = String(decoding: data, as: UTF8.self)
    guard SlipMarkers.mentionsSlips(text), let reference = try? SlipMarkers.reference(text) else { return [data] }
    return [data, Data(reference.utf8)]
  }

  /// Closed questions whose explanation the edition shows without the answer: in its manifest in clear, sealed so that
  /// the master's keys do not open it, or written in any of the edition's `texts` (path, contents).
  static func sealingProblems(edition: Course, master: Course, texts: [(String, String)]) -> [String] {
    var problems: [String] = []
    // Searched as UTF-8 bytes (`Data.range(of:)`): comparing strings took most of a release.
    let bytes = texts.map { ($0.0, Data($0.1.utf8)) }
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
        for (path, contents) in bytes where contents.range(of: Data(text.utf8)) != nil {
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

