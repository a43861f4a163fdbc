import GraderCore
/// Two submissions of one exercise whose code is unusually similar, for the instructor to look at. It never changes a
/// score.
public struct SimilarPair: Codable, Sendable, Equatable {
  /// One stretch of code the two share: where it is in each, with its lines.
  public struct Match: Codable, Sendable, Equatable {
    public var first: Excerpt
    public var second: Excerpt
  }

  /// Lines of one student's file.
  public struct Excerpt: Codable, Sendable, Equatable {
    /// The kit-relative file.
    public var file: String
    public var fromLine: Int
    public var toLine: Int
    /// The lines as the student wrote them (at most `SimilarityFinder.maximumExcerptLines`, then `…`).
    public var code: String
  }

  /// The exercise's module.
  public var exercise: String
  /// The questions graded on that exercise.
  public var questions: [String]
  /// The two students, in name order.
  public var first: String
  public var second: String
  /// Shared fingerprints as a percentage of the smaller submission's (after leaving out the stub and common code).
  public var similarity: Int
  /// How many fingerprints the two share.
  public var sharedFingerprints: Int
  /// The largest shared stretches, in the first student's file order.
  public var matches: [Match]
}
