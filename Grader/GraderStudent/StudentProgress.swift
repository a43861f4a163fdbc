import Foundation
import GraderCore

/// What the student has done so far, question by question, as of each question's last grade.
///
/// Every grade of `Lessons/` updates it (`.build/grader/progress.json`), so `grader list`, `hint` and `solution` answer
/// without building anything, and a student resumes where they stopped.
public struct StudentProgress: Codable, Equatable, Sendable {
  /// One question's last known result.
  public struct Entry: Codable, Equatable, Sendable {
    public var status: QuestionStatus
    public var score: Double
    public var maxScore: Double
    /// Whether the exercise was still the shipped stub at that grade.
    public var notStarted: Bool
    /// The first check that did not pass, when one did not.
    public var failingCheck: String?
    /// Grades of new work (changed files) that did not pass, since the question last passed.
    public var failedAttempts: Int
    /// A fingerprint of the exercise's files when graded, to tell a new attempt from a regrade of the same work.
    public var fingerprint: String
    public var gradedAt: Date
  }

  public var schemaVersion = 1
  /// Question IDs mapped to their last known result.
  public var questions: [String: Entry] = [:]

  /// The progress file's path inside a kit.
  public static let relativePath = ".build/grader/progress.json"

  public init() {}

  /// Reads the progress of the kit at `root`; empty when there is none or it cannot be read.
  public static func load(root: URL) -> StudentProgress {
    guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(relativePath).path),
      let progress = try? Self.decoder.decode(StudentProgress.self, from: data)
    else { return StudentProgress() }
    return progress
  }

  /// Writes the progress of the kit at `root`.
  public func save(root: URL) throws {
    let url = root.appendingPathComponent(Self.relativePath)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    try encoder.encode(self).write(to: url, options: .atomic)
  }

  /// Records the automatically graded and open questions of `report`; `fingerprints` maps question IDs to a fingerprint
  /// of their exercise's files.
  ///
  /// A question that did not pass counts one more failed attempt only when its files changed since its last grade.
  public mutating func record(_ report: GradeReport, fingerprints: [String: String], at date: Date) {
    for question in report.questions {
      let fingerprint = fingerprints[question.id] ?? ""
      let previous = questions[question.id]
      var attempts = previous?.failedAttempts ?? 0
      if question.status == .passed {
        attempts = 0
      } else if question.isAutomatic && !question.isNotStarted && previous?.fingerprint != fingerprint {
        attempts += 1
      }
      questions[question.id] = Entry(
        status: question.status, score: question.score, maxScore: question.maxScore,
        // A blank open answer too, as every report shows it (`showsNotStarted`); a closed one keeps "unanswered".
        notStarted: question.isNotStarted || question.status == .manual && question.showsNotStarted,
        failingCheck: question.checks.first { !$0.passed }?.name,
        failedAttempts: attempts, fingerprint: fingerprint, gradedAt: date)
    }
  }

  /// Records `report` for the kit in `layout` and saves it; a progress file that cannot be written is not an error.
  public static func update(with report: GradeReport, course: Course, layout: KitLayout, at date: Date = Date()) {
    guard report.sources == .lessons, layout.sources == .lessons else { return }
    var progress = load(root: layout.root)
    progress.record(report, fingerprints: fingerprints(course: course, layout: layout), at: date)
    try? progress.save(root: layout.root)
  }

  /// A fingerprint of each question's exercise files in `layout`'s tree.
  static func fingerprints(course: Course, layout: KitLayout) -> [String: String] {
    var byModule: [String: String] = [:]
    var result: [String: String] = [:]
    for (lesson, question) in course.questions {
      guard let exercise = lesson.exercise(question.exercise) else { continue }
      if byModule[exercise.module] == nil {
        byModule[exercise.module] = SourceFingerprint.of([layout.sourceFolder(lesson: lesson, exercise: exercise)], in: layout.root)
      }
      result[question.id] = byModule[exercise.module]
    }
    return result
  }

  private static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }
}
