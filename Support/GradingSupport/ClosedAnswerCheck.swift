import KitSupport
import Testing

/// The check of a closed answer (choice, true/false, fill-in, prediction) inside a test process, for Xcode and `swift test`.
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

  /// Checks a choice.
  public func expect(_ value: KitSupport.Choice?, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let value = answered(value, label, sourceLocation: sourceLocation) else { return }
    expect(canonical: value.rawValue.lowercased(), shown: "." + value.rawValue.lowercased(), sourceLocation: sourceLocation)
  }

  /// Checks a true/false answer.
  public func expect(_ value: Swift.Bool?, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let value = answered(value, label, sourceLocation: sourceLocation) else { return }
    expect(canonical: value ? "true" : "false", shown: "\(value)", sourceLocation: sourceLocation)
  }

  /// Checks a predicted number.
  public func expect(_ value: Swift.Int?, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let value = answered(value, label, sourceLocation: sourceLocation) else { return }
    expect(canonical: String(value), shown: String(value), sourceLocation: sourceLocation)
  }

  /// Checks a predicted list of texts.
  public func expect(_ value: [Swift.String]?, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let value = answered(value, label, sourceLocation: sourceLocation) else { return }
    let canonical = AnswerHash.canonical(texts: value)
    expect(canonical: canonical, shown: canonical, sourceLocation: sourceLocation)
  }

  /// Checks a fill-in word written with the punctuation `decoration` allows.
  public func expect(
    _ text: Swift.String, decoration: FillInDecoration, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let text = answered(text, label, sourceLocation: sourceLocation) else { return }
    expect(canonical: FillInAnswer.word(in: text, decoration: decoration) ?? "", shown: "「\(text)」", sourceLocation: sourceLocation)
  }

  private func expect(canonical: Swift.String, shown: Swift.String, sourceLocation: SourceLocation) {
    let hash = AnswerHash.of(canonical: canonical, question: question, constant: constant, salt: salt)
    if !hashes.contains(hash) {
      Issue.record("\(label): 你的答案 \(shown) 不正确 / your answer \(shown) is not correct", sourceLocation: sourceLocation)
    }
  }
}
