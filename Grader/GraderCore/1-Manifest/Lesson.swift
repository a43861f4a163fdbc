/// One lesson: its exercise modules, the other modules it owns, and its questions.
public struct Lesson: Codable, Hashable, Sendable {
  public var id: String
  /// The folder under `Lessons/`, `Solutions/` and `Tests/`.
  public var folder: String
  public var title: LocalizedText
  /// What the lesson teaches, in a sentence, for the course table.
  public var summary: LocalizedText?
  public var exercises: [Exercise]
  public var questions: [Question]
  var _modules: [LessonModule]?
  var _moduleTests: [LessonModule]?

  enum CodingKeys: String, CodingKey {
    case id, folder, title, summary, exercises, questions
    case _modules = "modules"
    case _moduleTests = "moduleTests"
  }

  /// The lesson's own library modules (worked example, shared types, test subjects), built in every mode.
  public var modules: [LessonModule] { _modules ?? [] }
  /// Test targets of the kit that check the lesson's modules (not graded).
  public var moduleTests: [LessonModule] { _moduleTests ?? [] }

  /// The exercise with the given module name.
  public func exercise(_ module: String) -> Exercise? {
    exercises.first { $0.module == module }
  }
}
