/// Evaluates the constant expressions a closed answer may be written as, the way Swift would.
///
/// A prediction such as `2 + 1`, `(3)`, `-1`, `"A" + "B"` or `["A", "B" + "C"]` compiles in the suite, so it is read
/// as its value: whole numbers with `+ - * / %` (Swift's precedence, truncating division), parentheses and unary
/// minus; string literals joined with `+`; `true`, `false`, `!`, `&&`, `||`; arrays of texts. Anything else (a name,
/// a call, an overflow, a division by zero, an interpolation) has no value here and stays `nil`.
struct _ConstantExpression {
  /// A value the evaluator can produce.
  package enum Value: Equatable {
    case integer(Int)
    case text(String)
    case bool(Bool)
    case texts([String])
  }

  private let tokens: [SwiftTokens.Token]
  private var position = 0

  /// The value of `tokens`, or `nil` when they are not one constant expression.
  package static func value(of tokens: [SwiftTokens.Token]) -> Value? {
    guard !tokens.isEmpty else { return nil }
    var parser = _ConstantExpression(tokens: tokens)
    guard let value = parser.disjunction(), parser.position == tokens.count else { return nil }
    return value
  }

  private init(tokens: [SwiftTokens.Token]) {
    self.tokens = tokens
  }

  private var current: SwiftTokens.Token? {
    position < tokens.count ? tokens[position] : nil
  }

  private mutating func accept(_ symbol: String) -> Bool {
    guard current?.isMark(symbol) == true else { return false }
    position += 1
    return true
  }

  // MARK: - Precedence levels, loosest first

  private mutating func disjunction() -> Value? {
    guard var left = conjunction() else { return nil }
    while accept("||") {
      guard case .bool(let lhs) = left, case .bool(let rhs)? = conjunction() else { return nil }
      left = .bool(lhs || rhs)
    }
    return left
  }

  private mutating func conjunction() -> Value? {
    guard var left = additive() else { return nil }
    while accept("&&") {
      guard case .bool(let lhs) = left, case .bool(let rhs)? = additive() else { return nil }
      left = .bool(lhs && rhs)
    }
    return left
  }

  private mutating func additive() -> Value? {
    guard var left = multiplicative() else { return nil }
    while let symbol = current, symbol == .symbol("+") || symbol == .symbol("-") {
      position += 1
      guard let right = multiplicative() else { return nil }
      switch (left, right, symbol == .symbol("+")) {
      case (.integer(let lhs), .integer(let rhs), let adding):
        let (result, overflow) = adding ? lhs.addingReportingOverflow(rhs) : lhs.subtractingReportingOverflow(rhs)
        guard !overflow else { return nil }
        left = .integer(result)
      case (.text(let lhs), .text(let rhs), true):
        left = .text(lhs + rhs)
      case (.texts(let lhs), .texts(let rhs), true):
        left = .texts(lhs + rhs)
      default:
        return nil
      }
    }
    return left
  }

  private mutating func multiplicative() -> Value? {
    guard var left = prefix() else { return nil }
    while let symbol = current, [.symbol("*"), .symbol("/"), .symbol("%")].contains(symbol) {
      position += 1
      guard case .integer(let lhs) = left, case .integer(let rhs)? = prefix() else { return nil }
      let (result, overflow) =
        switch symbol {
        case .symbol("*"): lhs.multipliedReportingOverflow(by: rhs)
        case .symbol("/"): rhs == 0 ? (0, true) : lhs.dividedReportingOverflow(by: rhs)
        default: rhs == 0 ? (0, true) : lhs.remainderReportingOverflow(dividingBy: rhs)
        }
      guard !overflow else { return nil }
      left = .integer(result)
    }
    return left
  }

  private mutating func prefix() -> Value? {
    if accept("-") {
      guard case .integer(let value)? = prefix(), value != Int.min else { return nil }
      return .integer(-value)
    }
    if accept("+") {
      guard case .integer(let value)? = prefix() else { return nil }
      return .integer(value)
    }
    if accept("!") {
      guard case .bool(let value)? = prefix() else { return nil }
      return .bool(!value)
    }
    return primary()
  }

  private mutating func primary() -> Value? {
    guard let token = current else { return nil }
    position += 1
    switch token {
    case .string(let text?):
      return .text(text)
    case .word("true"):
      return .bool(true)
    case .word("false"):
      return .bool(false)
    case .word(let digits):
      return Self.integer(digits).map { .integer($0) }
    case .punctuation("("):
      guard let inner = disjunction(), accept(")") else { return nil }
      return inner
    case .punctuation("["):
      return array()
    default:
      return nil
    }
  }

  /// The rest of `[…]` after its opening bracket: texts separated by commas, a trailing comma allowed.
  private mutating func array() -> Value? {
    var texts: [String] = []
    while !accept("]") {
      guard case .text(let text)? = disjunction() else { return nil }
      texts.append(text)
      if !accept(",") {
        guard accept("]") else { return nil }
        break
      }
    }
    return .texts(texts)
  }

  /// A decimal integer literal's value (underscores allowed), or `nil`.
  static func integer(_ word: String) -> Int? {
    guard let first = word.first, first.isASCII, first.isNumber,
      word.allSatisfy({ ($0.isASCII && $0.isNumber) || $0 == "_" })
    else { return nil }
    return Int(word.replacingOccurrences(of: "_", with: ""))
  }
}
