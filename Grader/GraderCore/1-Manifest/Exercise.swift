/// One exercise module of a lesson: the folder a student edits and the test target that grades it.
public struct Exercise: Codable, Hashable, Sendable {
  public var module: String
  /// The folder under `Lessons/<lesson>/` (and `Solutions/<lesson>/`, `Tests/<lesson>/`).
  public var folder: String
  public var testTarget: String?
  /// Whether the shipped stub compiles together with its test suite.
  public var stubBuilds: Bool
}
