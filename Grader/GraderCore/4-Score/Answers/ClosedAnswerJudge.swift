import KitSupport

/// Scores one closed answer from the grader's own reading of the student's source, as a teaching assistant would.
///
/// It compares salted hashes, so the same code grades the instructor's edition (keys in clear) and the student
/// edition (hashes only). A near miss gets a message that names the mistake without giving the key away.
public struct ClosedAnswerJudge: Sendable {
  public var question: Question
  public var answer: ClosedAnswer
  public var salt: String

  public init(question: Question, answer: ClosedAnswer, salt: String) {
    self.question = question
    self.answer = answer
    self.salt = salt
  }

  /// The hashes a correct answer has: the student edition's `keyHashes`, or the hash of the key in clear.
  public var keyHashes: [String] {
    if let hashes = answer.keyHashes, !hashes.isEmpty { return hashes }
    guard let key = answer.key else { return [] }
    return [hash(key.canonical)]
  }

  /// The result of the check this answer is reported as; `file` names where the constant lives, for messages.
  public func result(for reading: ClosedAnswerReading, file: String) -> CheckResult {
    let name = answer.check
    let constant = "`\(answer.constant)`"
    switch reading {
    case .missing:
      return CheckResult(
        name: name, status: .failed,
        message: "\(file) 里找不到常量 \(constant)，请把它加回来 / \(file) has no constant \(constant): restore it")
    case .unanswered:
      return CheckResult(name: name, status: .unanswered, message: "\(answer.constant)：还没有作答 / not answered yet")
    case .notLiteral(let source):
      return CheckResult(
        name: name, status: .failed,
        message: "\(constant) 要写成一个只由字面量组成、评分器能直接算出的值（例如 \(example)），读到的是 `\(source)`，"
          + "评分器算不出它的值 / \(constant) must be a value made of literals only, such as "
          + "\(example); it reads `\(source)`, whose value the grader "
          + "cannot work out without running code")
    case .choice(let option):
      return choice(option)
    case .value(let value):
      return self.value(value)
    }
  }

  /// The canonical text of a right answer the student wrote, or `nil` when `reading` is not right: the key material
  /// that opens the question's sealed explanation in the student edition.
  public func rightCanonical(for reading: ClosedAnswerReading) -> String? {
    let canonical: String?
    switch (question.kind, reading) {
    case (.choice, .choice(let option?)): canonical = option
    case (.trueFalse, .value(.bool(let truth))): canonical = truth ? "true" : "false"
    case (.fillIn, .value(.text(let text))): canonical = FillInAnswer.word(in: text, decoration: answer.decoration ?? .none)
    case (.predict, .value(let value)): canonical = value.canonical
    default: canonical = nil
    }
    return canonical.flatMap { keyHashes.contains(hash($0)) ? $0 : nil }
  }

  private var example: String {
    switch question.kind {
    case .choice: "`.b`"
    case .trueFalse: "`true`"
    case .fillIn: "`\"Word\"`"
    default: "`3` 或/or `[\"A\", \"B\"]`"
    }
  }

  private func choice(_ option: String?) -> CheckResult {
    let name = answer.check
    guard question.kind == .choice else { return wrongType }
    guard let option else {
      return CheckResult(
        name: name, status: .failed,
        message: "这个 rawValue 不是选项之一，结果是 nil；请写 .a、.b、.c 或 .d / that raw value is not one of the options "
          + "(it gives nil): write .a, .b, .c or .d")
    }
    if ["A", "B", "C", "D"].contains(option) {
      let lower = option.lowercased()
      return CheckResult(
        name: name, status: .failed,
        message: "选项是小写的：写 .\(lower) 而不是 .\(option) / options are lowercase: write .\(lower), not .\(option)")
    }
    guard ["a", "b", "c", "d"].contains(option) else {
      return CheckResult(
        name: name, status: .failed,
        message: ".\(option) 不是选项之一；请写 .a、.b、.c 或 .d / .\(option) is not one of the options: write .a, .b, .c or .d")
    }
    return compare(option, shown: "." + option)
  }

  private func value(_ value: AnswerValue) -> CheckResult {
    switch (question.kind, value) {
    case (.trueFalse, .bool(let truth)):
      return compare(truth ? "true" : "false", shown: "\(truth)")
    case (.fillIn, .text(let text)):
      let decoration = answer.decoration ?? .none
      guard let word = FillInAnswer.word(in: text, decoration: decoration) else {
        return CheckResult(
          name: answer.check, status: .failed,
          message: "「\(text)」不是这个空能填的一个词（\(decorationHint(decoration, or: "或"))） / \"\(text)\" is not one word "
            + "written the way this blank takes it (\(decorationHint(decoration, or: "or")))")
      }
      return compareWord(word, text: text)
    case (.predict, .integer), (.predict, .texts), (.predict, .bool), (.predict, .text):
      return compare(value.canonical, shown: value.canonical)
    default:
      return wrongType
    }
  }

  private var wrongType: CheckResult {
    CheckResult(
      name: answer.check, status: .failed,
      message: "\(answer.constant) 的写法不对：应当写 \(example) 这样的值 / \(answer.constant) holds the wrong kind of value: "
        + "write something like \(example)")
  }

  /// The forms a blank takes, joined by `or` in one language (never ` / `, which separates the two languages).
  private func decorationHint(_ decoration: FillInDecoration, or: String) -> String {
    switch decoration {
    case .none: "Word"
    case .attribute: "Word \(or) @Word"
    case .member: "word \(or) .word(…)"
    case .macro: "word \(or) #word(…)"
    }
  }

  private func compare(_ canonical: String, shown: String) -> CheckResult {
    if keyHashes.contains(hash(canonical)) { return CheckResult(name: answer.check, status: .passed) }
    return CheckResult(
      name: answer.check, status: .failed,
      message: "你的答案 \(shown) 不正确 / your answer \(shown) is not correct")
  }

  /// Compares a fill-in word, naming a slip in capitalisation or a plural when the right word is that close.
  private func compareWord(_ word: String, text: String) -> CheckResult {
    let result = compare(word, shown: "「\(text)」")
    guard !result.status.isPassed else { return result }
    var message = result.message
    if Self.capitalisations(of: word).contains(where: { keyHashes.contains(hash($0)) }) {
      message += "\n大小写不对：Swift 区分大小写 / check the capitalisation: Swift is case-sensitive"
    } else if word.count > 1, word.hasSuffix("s"), keyHashes.contains(hash(String(word.dropLast()))) {
      message += "\n差一个字母：看看是单数还是复数 / one letter off: singular or plural?"
    } else if keyHashes.contains(hash(word + "s")) {
      message += "\n差一个字母：看看是单数还是复数 / one letter off: singular or plural?"
    }
    return CheckResult(name: result.name, status: .failed, message: message)
  }

  /// `word` with its first letter's case flipped, and all in lower and upper case.
  private static func capitalisations(of word: String) -> [String] {
    guard let first = word.first else { return [] }
    let flipped = (first.isUppercase ? first.lowercased() : first.uppercased()) + word.dropFirst()
    return [flipped, word.lowercased(), word.uppercased()].filter { $0 != word }
  }

  private func hash(_ canonical: String) -> String {
    AnswerHash.of(canonical: canonical, question: question.id, constant: answer.constant, salt: salt)
  }
}
