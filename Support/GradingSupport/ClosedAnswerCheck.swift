import KitSupport

/// The check of a closed answer (choice, true/false, fill-in, prediction) inside a test process, for Xcode and `swift test`:
/// it judges, and the generated suite asserts the verdict with `#expect`.
///
/// The grader does not trust this check: it reads the answer from the student's source and compares it with the key
/// itself, and reports the exercise as tampered when the two disagree. The suites `grader sync` generates call it with
/// the key's salted hashes only, so a failing message never gives the key away.
public struct ClosedAnswerCheck: Sendable {
  public var question: String
  public var constant: String
  public var salt: String
  public var hashes: [String]
  public var label: String

  public init(question: String, constant: String, salt: String, hashes: [String], label: String) {
    self.question = question
    self.constant = constant
    self.salt = salt
    self.hashes = hashes
    self.label = label
  }

  /// Judges a choice.
  public func verdict(for value: KitSupport.Choice?) -> ClosedAnswerVerdict {
    guard let value else { return .unanswered(label) }
    return verdict(canonical: value.rawValue.lowercased(), shown: "." + value.rawValue.lowercased())
  }

  /// Judges a true/false answer.
  public func verdict(for value: Swift.Bool?) -> ClosedAnswerVerdict {
    guard let value else { return .unanswered(label) }
    return verdict(canonical: value ? "true" : "false", shown: "\(value)")
  }

  /// Judges a predicted number.
  public func verdict(for value: Swift.Int?) -> ClosedAnswerVerdict {
    guard let value else { return .unanswered(label) }
    return verdict(canonical: String(value), shown: String(value))
  }

  /// Judges a predicted list of texts.
  public func verdict(for value: [Swift.String]?) -> ClosedAnswerVerdict {
    guard let value else { return .unanswered(label) }
    let canonical = AnswerHash.canonical(texts: value)
    return verdict(canonical: canonical, shown: canonical)
  }

  /// Judges a fill-in word written with the punctuation `decoration` allows; a blank text is not answered yet.
  public func verdict(for text: Swift.String, decoration: FillInDecoration) -> ClosedAnswerVerdict {
    guard !text.allSatisfy(\.isWhitespace) else { return .unanswered(label) }
    return verdict(canonical: FillInAnswer.word(in: text, decoration: decoration) ?? "", shown: "「\(text)」")
  }

  private func verdict(canonical: Swift.String, shown: Swift.String) -> ClosedAnswerVerdict {
    let hash = AnswerHash.of(canonical: canonical, question: question, constant: constant, salt: salt)
    if hashes.contains(hash) { return ClosedAnswerVerdict(isRight: true, explanation: "") }
    return ClosedAnswerVerdict(isRight: false, explanation: "\(label): 你的答案 \(shown) 不正确 / your answer \(shown) is not correct")
  }
}

/// What a closed-answer check decided, for the generated suite's `#expect`.
public struct ClosedAnswerVerdict: Sendable, Equatable {
  public var isRight: Bool
  /// Why the answer is not right (empty when it is); an answer left empty starts with `unansweredMarker`.
  public var explanation: String

  public init(isRight: Bool, explanation: String) {
    self.isRight = isRight
    self.explanation = explanation
  }

  /// The verdict on an answer left empty.
  static func unanswered(_ label: String) -> ClosedAnswerVerdict {
    ClosedAnswerVerdict(isRight: false, explanation: "\(unansweredMarker) \(label): 还没有作答 / not answered yet")
  }
}
