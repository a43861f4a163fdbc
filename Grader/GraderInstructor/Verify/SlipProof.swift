import Foundation
import GraderCore

/// The proof that a slip in one requirement costs exactly its share, and that correct solutions built another way
/// score full marks: variants of the references in `Solutions/`, graded by `grader verify`.
///
/// - A slip is the reference with one requirement's `// SLIP` markers applied (`SlipMarkers`): the requirement's checks
///   must all fail and every other check of the question pass.
/// - An alternative is a correct solution built differently, kept in `Solutions/<lesson>/Alternatives/<exercise
///   folder>/<name>/`: its files replace the reference's of the same path, and it must score full marks.
///
/// Exercises never depend on each other, so one round grades one variant of every exercise at once.
package enum SlipProof {
  /// The folder of a lesson's alternatives, inside its `Solutions/` folder.
  package static let alternativesFolder = "Alternatives"
  /// How many correct alternatives each code question needs.
  package static let alternativesPerCodeQuestion = 2

  /// One variant of a question's reference.
  package struct Variant: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
      case slip(Requirement)
      case alternative(String)
    }

    package var question: Question
    package var kind: Kind
    /// Kit-relative path of a reference file → the text the variant holds there.
    package var files: [String: String]

    package var name: String {
      switch kind {
      case .slip(let requirement): "\(question.id) slip \(requirement.id)"
      case .alternative(let name): "\(question.id) alternative \(name)"
      }
    }
  }

  /// What `grader verify` grades, and what is wrong before grading (markers that cannot be read, requirements with no
  /// slip, slips of no requirement, code questions with too few alternatives).
  package struct Plan: Sendable {
    package var variants: [Variant] = []
    package var problems: [String] = []
  }

  /// The variants of every fix and code question with requirements in `lessonIDs` (all lessons when empty).
  package static func plan(root: URL, course: Course, lessonIDs: [String] = []) -> Plan {
    var plan = Plan()
    for (lesson, question) in course.questions
    where question.requirements != nil && (lessonIDs.isEmpty || lessonIDs.contains(lesson.id)) {
      guard let exercise = lesson.exercise(question.exercise) else { continue }
      let folder = "\(Sources.solutions.rawValue)/\(lesson.folder)/\(exercise.folder)"
      let references = swiftFiles(in: folder, root: root)
      plan.variants += slips(of: question, references: references, problems: &plan.problems)
      let alternatives = Self.alternatives(
        of: question, folder: "\(Sources.solutions.rawValue)/\(lesson.folder)/\(alternativesFolder)/\(exercise.folder)",
        exerciseFolder: folder, references: references, root: root)
      plan.variants += alternatives
      if question.kind == .code && alternatives.count < alternativesPerCodeQuestion {
        plan.problems.append(
          "\(question.id): \(alternatives.count) correct alternatives in \(Sources.solutions.rawValue)/\(lesson.folder)/"
            + "\(alternativesFolder)/\(exercise.folder)/ (at least \(alternativesPerCodeQuestion))")
      }
    }
    plan.problems += strayAlternatives(root: root, course: course, lessonIDs: lessonIDs)
    return plan
  }

  /// Folders of `Alternatives/` that name no exercise with requirements: alternatives nothing would grade.
  static func strayAlternatives(root: URL, course: Course, lessonIDs: [String]) -> [String] {
    course.lessons.filter { lessonIDs.isEmpty || lessonIDs.contains($0.id) }.flatMap { lesson -> [String] in
      let folder = "\(Sources.solutions.rawValue)/\(lesson.folder)/\(alternativesFolder)"
      let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
      let graded = Set(lesson.questions.filter { $0.requirements != nil }.compactMap { lesson.exercise($0.exercise)?.folder })
      return names.filter { !$0.hasPrefix(".") && !graded.contains($0) }.sorted().map {
        "\(folder)/\($0)/ names no exercise whose question lists requirements: nothing grades it"
      }
    }
  }

  /// Rounds of variants with at most one per exercise, the longest lists first.
  package static func rounds(_ variants: [Variant]) -> [[Variant]] {
    var queues: [String: [Variant]] = [:]
    var order: [String] = []
    for variant in variants {
      if queues[variant.question.exercise] == nil { order.append(variant.question.exercise) }
      queues[variant.question.exercise, default: []].append(variant)
    }
    var rounds: [[Variant]] = []
    var index = 0
    while true {
      let round = order.compactMap { queues[$0]!.count > index ? queues[$0]![index] : nil }
      if round.isEmpty { return rounds }
      rounds.append(round)
      index += 1
    }
  }

  /// What is wrong with how `variant` graded, one line each; empty when it proves what it should.
  package static func problems(of variant: Variant, graded: GradeReport.Question?) -> [String] {
    guard let graded else { return ["\(variant.name): not graded"] }
    let failing = graded.checks.filter { !$0.passed }.map(\.name)
    let seen = "score \(TextReport.number(graded.score)) / \(TextReport.number(graded.maxScore)), \(graded.status.rawValue)"
      + (failing.isEmpty ? "" : ", failing: " + failing.joined(separator: ", "))
    switch variant.kind {
    case .alternative:
      return graded.score == graded.maxScore && failing.isEmpty ? [] : ["\(variant.name): expected full marks; saw \(seen)"]
    case .slip(let requirement):
      let expected = max(0, graded.maxScore - variant.question.share(of: requirement))
      // Reports name a hidden check `hidden-N` (`Scorer`): the requirement's checks under the names reports give them.
      let hidden = variant.question.hiddenChecks ?? []
      let reported = Set(graded.checks.map(\.name))
      let expectedFailing = requirement.checks.map { GradeReport.Check.reportedName(of: $0, hidden: hidden) }
        .filter(reported.contains)
      guard Set(failing) != Set(expectedFailing) || abs(graded.score - expected) > 0.011 else { return [] }
      return [
        "\(variant.name): expected only \(requirement.checks.joined(separator: ", ")) to fail (score "
          + "\(TextReport.number(expected))); saw \(seen)"
      ]
    }
  }

  // MARK: - Reading the variants

  private static func slips(of question: Question, references: [String: String], problems: inout [String]) -> [Variant] {
    var ids: [String: [String]] = [:]  // requirement id → files that mention it
    for (path, text) in references.sorted(by: { $0.key < $1.key }) where SlipMarkers.mentionsSlips(text) {
      do {
        for id in try SlipMarkers.ids(in: text) { ids[id, default: []].append(path) }
      } catch {
        problems.append("\(path): \(error)")
        return []
      }
    }
    let requirements = question.requirements ?? []
    for id in ids.keys.sorted() where !requirements.contains(where: { $0.id == id }) {
      problems.append("\(question.id): a SLIP names \(id), which is not one of its requirements")
    }
    return requirements.compactMap { requirement in
      guard let paths = ids[requirement.id] else {
        problems.append("\(question.id): requirement \(requirement.id) has no SLIP in its reference")
        return nil
      }
      var files: [String: String] = [:]
      for path in paths { files[path] = try? SlipMarkers.applying(requirement.id, to: references[path]!) }
      return Variant(question: question, kind: .slip(requirement), files: files)
    }
  }

  private static func alternatives(
    of question: Question, folder: String, exerciseFolder: String, references: [String: String], root: URL
  ) -> [Variant] {
    let url = root.appendingPathComponent(folder)
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    return names.compactMap { name in
      let files = swiftFiles(in: "\(folder)/\(name)", root: root)
      guard !files.isEmpty else { return nil }
      var replaced: [String: String] = [:]
      for (path, text) in files {
        replaced[exerciseFolder + path.dropFirst("\(folder)/\(name)".count)] = text
      }
      // The reference's own markers are read as the reference in files the alternative keeps.
      for (path, text) in references where replaced[path] == nil && SlipMarkers.mentionsSlips(text) {
        replaced[path] = try? SlipMarkers.reference(text)
      }
      return Variant(question: question, kind: .alternative(name), files: replaced)
    }
  }

  /// The Swift files under `folder` (kit-relative) → their text, keyed by kit-relative path.
  static func swiftFiles(in folder: String, root: URL) -> [String: String] {
    let base = root.appendingPathComponent(folder)
    guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [:] }
    var files: [String: String] = [:]
    for case let relative as String in walker where relative.hasSuffix(".swift") {
      files["\(folder)/\(relative)"] = try? String(contentsOf: base.appendingPathComponent(relative), encoding: .utf8)
    }
    return files
  }
}
