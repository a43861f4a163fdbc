import Foundation

/// What `grader batch` grades, and where it writes.
public struct BatchRequest: Sendable {
  /// The instructor's kit: its tests, manifest and package are the only ones used.
  public var kitRoot: URL
  /// A folder with one subfolder per student.
  public var submissions: URL
  /// Where the gradebook and the reports go.
  public var output: URL
  /// How many students are graded at once, each in a workspace of its own.
  public var jobs: Int = max(1, ProcessInfo.processInfo.activeProcessorCount)
  public var timeout: Duration = .seconds(10)
  public var reviews: ReviewFile?
  /// This machine's share of the class, when several machines grade it together.
  public var shard: Shard?
  public var environment: [String: String] = ProcessInfo.processInfo.environment

  public init(kitRoot: URL, submissions: URL, output: URL) {
    self.kitRoot = kitRoot
    self.submissions = submissions
    self.output = output
  }
}
