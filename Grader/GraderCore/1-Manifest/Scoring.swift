/// How a question's checks turn into its score.
public enum Scoring: String, Codable, Sendable {
  /// Points times the fraction of checks that passed.
  case proportional
  /// Full points only when every check passed.
  case allOrNothing = "all-or-nothing"
}
