/// A faulty version of a test-writing exercise's subject, which the student's tests should notice.
public struct Fault: Codable, Hashable, Sendable {
  /// The switch's name in the subject's sources (`Fault.isActive("id")`), passed as `KIT_FAULT`.
  public var id: String
  /// What goes wrong, in the student's terms: "load() forgets to clear errorMessage".
  public var description: LocalizedText
}
