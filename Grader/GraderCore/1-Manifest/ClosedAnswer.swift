import KitSupport

/// One constant a student fills in for a closed question (choice, true/false, fill-in, prediction), and its key.
///
/// The grader reads the constant's literal from the student's source and compares it with the key itself, so the
/// score never depends on code the student controls. The instructor's manifest holds `key` in clear; the student
/// edition holds only `keyHashes`, salted hashes of the key's normalised form.
public struct ClosedAnswer: Codable, Hashable, Sendable {
  /// The constant, qualified by its enclosing type, such as `QuizAnswers.choice1`.
  public var constant: String
  var _check: String?
  /// The key in clear (instructor's edition only).
  public var key: AnswerValue?
  /// The punctuation a fill-in word takes in Swift, which students may write or leave out.
  public var decoration: FillInDecoration?
  /// Salted SHA-256 hashes of the normalised key (both editions; written by `grader sync`).
  public var keyHashes: [String]?

  enum CodingKeys: String, CodingKey {
    case constant, key, decoration, keyHashes
    case _check = "check"
  }

  public init(constant: String, check: String = "answer", key: AnswerValue?, decoration: FillInDecoration? = nil) {
    self.constant = constant
    _check = check
    self.key = key
    self.decoration = decoration
  }

  /// The check this answer is reported as.
  public var check: String { _check ?? "answer" }
  /// The constant's name without its enclosing type, such as `choice1`.
  public var name: String { String(constant.split(separator: ".").last ?? Substring(constant)) }
  /// The enclosing type's name, such as `QuizAnswers`, if the constant is qualified.
  public var enclosingType: String? {
    let parts = constant.split(separator: ".")
    return parts.count > 1 ? parts.dropLast().joined(separator: ".") : nil
  }
}
