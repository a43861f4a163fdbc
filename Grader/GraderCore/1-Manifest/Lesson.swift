/// One lesson: its exercise modules and its questions.
public struct Lesson: Codable, Hashable, Sendable {
  public var id: String
  /// The folder under `Lessons/`, `Solutions/` and `Tests/`.
  public var folder: String
  public var title: LocalizedText
  public var exercises: [Exercise]
  public var questions: [Question]

  /// The exercise with the given module name.
  public func exercise(_ module: String) -> Exercise? {
    exercises.first { $0.module == module }
  }
}
