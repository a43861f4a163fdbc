/// A module a lesson owns besides its exercises: its worked example, shared types, a test-writing exercise's subject.
public struct LessonModule: Codable, Hashable, Sendable {
  public var name: String
  /// The folder of its sources, relative to the kit.
  public var path: String
  public var dependencies: [String]

  public init(name: String, path: String, dependencies: [String] = []) {
    self.name = name
    self.path = path
    self.dependencies = dependencies
  }
}
