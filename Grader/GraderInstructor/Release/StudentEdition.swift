import Foundation
import KitSupport
import GraderCore

/// Writes the student edition of a kit: everything a student or a Classroom template needs, and no answer.
///
/// Left out: `Solutions/`, the kit's own tests, hidden checks, the faulty versions of test-writing subjects, the
/// instructor's scripts and CI. Closed-answer keys are replaced by their salted hashes; the edition gets its own
/// `Package.swift` block and lock file. `grader batch`, `autograde` and the Gradescope bundle keep using the master.
package struct StudentEdition: Sendable {
  package init(master: URL, output: URL) {
    self.master = master
    self.output = output
  }

  package var master: URL
  package var output: URL

  /// Top-level paths the edition copies from the master; anything else stays with the instructor.
  static let copiedPaths = ["README.md", "Lessons"] + KitLayout.kitPaths + [".gitignore", ".github/workflows/classroom.yml"]
  /// Paths under the copied ones of the kit at `master` that stay with the instructor.
  static func instructorPaths(in master: URL) -> [String] {
    KitLayout.instructorTestPaths(in: master) + [KitLock.relativePath]
  }

  /// Writes the edition; throws when `output` exists and is not empty, or when the master is inconsistent.
  package func write() throws {
    let fileManager = FileManager.default
    if let existing = try? fileManager.contentsOfDirectory(atPath: output.path), !existing.isEmpty {
      throw KitError.usage("\(output.path) is not empty: the edition is written into a new or empty folder")
    }
    let course = try Course.load(from: master.appendingPathComponent(Course.relativePath))
    let subjects = Set(course.lessons.flatMap { lesson in
      lesson.exercises.compactMap(\.subject).compactMap { name in lesson.modules.first { $0.name == name }?.path }
    })
    let instructorPaths = Self.instructorPaths(in: master)
    for path in Self.copiedPaths {
      try copy(path, subjects: subjects, leavingOut: instructorPaths)
    }
    try Data(try Self.editionManifest(master.appendingPathComponent(Course.relativePath), course: course).utf8)
      .write(to: output.appendingPathComponent(Course.relativePath))
    let edition = try Course.load(from: output.appendingPathComponent(Course.relativePath))
    let plan = try SyncPlan(root: output, course: edition, studentEdition: true)
    _ = try plan.write(root: output)
    try Self.markReadme(output.appendingPathComponent("README.md"))
    try KitLock.compute(root: output, remembering: false).write(root: output)
  }

  private func copy(_ path: String, subjects: Set<String>, leavingOut instructorPaths: [String]) throws {
    let fileManager = FileManager.default
    let source = master.appendingPathComponent(path)
    var isDirectory: ObjCBool = false
    guard fileManager.fileExists(atPath: source.path, isDirectory: &isDirectory) else { return }
    let files = isDirectory.boolValue ? (fileManager.subpaths(atPath: source.path) ?? []).map { path + "/" + $0 } : [path]
    for file in files.sorted() {
      let url = master.appendingPathComponent(file)
      let components = file.split(separator: "/")
      guard !instructorPaths.contains(where: { file == $0 || file.hasPrefix($0 + "/") }),
        !components.contains(".build"), !components.contains(Substring(EditionMarkers.hiddenFolder)),
        components.last != ".DS_Store",
        (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
      else { continue }
      let inSubject = subjects.contains { file.hasPrefix($0 + "/") }
      if inSubject && components.last.map(String.init) == EditionMarkers.faultFile { continue }
      var data = try Data(contentsOf: url)
      if inSubject {
        data = Data(try EditionMarkers.strippingFaults(String(decoding: data, as: UTF8.self), file: file).utf8)
      }
      let target = output.appendingPathComponent(file)
      try fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: target)
      if (try? fileManager.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int).map({ $0 & 0o111 != 0 }) == true {
        try fileManager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: target.path)
      }
    }
  }

  /// The edition's manifest: keys replaced by their hashes, hidden checks and faults replaced by how many are held
  /// back, and the kit's own tests of lesson modules left out. Unknown fields are kept as they are.
  static func editionManifest(_ url: URL, course: Course) throws -> String {
    guard var root = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any],
      var lessons = root["lessons"] as? [[String: Any]]
    else { throw KitError.manifest("\(Course.relativePath) is not a JSON object with lessons") }
    for (lessonIndex, lesson) in course.lessons.enumerated() {
      var lessonObject = lessons[lessonIndex]
      lessonObject["moduleTests"] = nil
      var questions = lessonObject["questions"] as? [[String: Any]] ?? []
      for (questionIndex, question) in lesson.questions.enumerated() {
        var object = questions[questionIndex]
        if let answers = question.answers, !answers.isEmpty {
          let canonicals = try answers.map { answer -> String in
            guard let key = answer.key else { throw KitError.manifest("\(question.id): \(answer.constant) has no key") }
            return key.canonical
          }
          object["sealedExplanation"] = try SealedExplanation.seal(
            question.explanation, question: question.id, canonicals: canonicals, salt: course.answerSalt)
          object["explanation"] = ["en": SealedExplanation.placeholder.en, "zh": SealedExplanation.placeholder.zh]
          object["answers"] = try answers.map { answer -> Any in
            var hashed = answer
            hashed.keyHashes = ClosedAnswerJudge(question: question, answer: answer, salt: course.answerSalt).keyHashes
            hashed.key = nil
            return try JSONSerialization.jsonObject(with: JSONEncoder().encode(hashed))
          }
        }
        let heldBack = (question.hiddenChecks ?? []).count + (question.faults ?? []).count
        object["hiddenChecks"] = nil
        object["faults"] = nil
        // A requirement keeps its sentence and share; its hidden checks are only counted, never named.
        if let requirements = question.requirements, let hidden = question.hiddenChecks, !hidden.isEmpty {
          object["requirements"] = try requirements.map { requirement -> Any in
            var visible = requirement
            visible.checks = requirement.checks.filter { !hidden.contains($0) }
            let count = requirement.checks.count - visible.checks.count
            visible.heldBackChecks = count > 0 ? count : nil
            return try JSONSerialization.jsonObject(with: JSONEncoder().encode(visible))
          }
        }
        if heldBack > 0 { object["heldBackChecks"] = heldBack }
        questions[questionIndex] = object
      }
      lessonObject["questions"] = questions
      lessons[lessonIndex] = lessonObject
    }
    root["lessons"] = lessons
    root["edition"] = "student"
    let data = try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// The line that opens a part of the README only the instructor's edition keeps; `instructorPartEnd` closes it.
  static let instructorPartStart = "<!-- BEGIN INSTRUCTOR ONLY"
  static let instructorPartEnd = "<!-- END INSTRUCTOR ONLY -->"

  /// Puts a short note at the top of the edition's README and leaves out its instructor-only parts.
  private static func markReadme(_ url: URL) throws {
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return }
    try Data(try studentReadme(text).utf8).write(to: url)
  }

  /// The README as the student edition ships it: the edition's note, then `text` without the parts fenced by
  /// `instructorPartStart` … `instructorPartEnd` (running the kit's own tests, grading a class, the benchmark: files
  /// and tools the edition does not have).
  static func studentReadme(_ text: String) throws -> String {
    var kept: [Substring] = []
    var inInstructorPart = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix(instructorPartStart) {
        guard !inInstructorPart else { throw KitError.kit("README.md: an instructor-only part opens inside another") }
        inInstructorPart = true
      } else if line.hasPrefix(instructorPartEnd) {
        guard inInstructorPart else { throw KitError.kit("README.md: an instructor-only part closes without opening") }
        inInstructorPart = false
      } else if !inInstructorPart {
        kept.append(line)
      }
    }
    guard !inInstructorPart else { throw KitError.kit("README.md: an instructor-only part is never closed") }
    let note = """
      > 学生版：不含参考答案和教师的隐藏检查；有些题还有老师之后才运行的检查。
      > Student edition: no reference solutions and none of the instructor's hidden checks; some questions have checks
      > your teacher runs later.


      """
    return note + kept.joined(separator: "\n")
  }
}
