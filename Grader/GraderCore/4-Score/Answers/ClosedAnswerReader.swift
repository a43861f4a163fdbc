/// Reads the constants of closed answers (quiz, fill-in, prediction) out of a student's Swift source.
///
/// The grader scores closed answers from this reading, not from the test process, which runs student code and could
/// be made to report anything. The reader lexes the source, so a file that does not compile still gives up each
/// constant that is written correctly: a slip in one answer costs only that answer.
public struct ClosedAnswerReader: Sendable {
  /// One constant's declaration: what it holds, and the lines it spans (for compiler errors about it).
  public struct Declaration: Hashable, Sendable {
    public var reading: ClosedAnswerReading
    public var lines: ClosedRange<Int>
  }

  /// Declarations by qualified name (`QuizAnswers.choice1`) and by bare name (`choice1`); the first of a name wins.
  public private(set) var declarations: [String: Declaration] = [:]

  /// Words that start the next declaration, so they end the expression before them.
  private static let declarationWords: Set<String> = [
    "public", "private", "fileprivate", "internal", "package", "open", "static", "let", "var", "func", "case", "enum",
    "struct", "class", "extension", "init", "nonisolated", "import", "typealias", "actor", "protocol",
  ]

  public init(source: String) {
    let lexed = SwiftTokens(literalsIn: source)
    var tokens = lexed.tokens
    // An interpolated string's value is known only by running code: keep it as written, so it is never a value.
    for index in lexed.interpolated {
      if case .string(let text) = tokens[index] { tokens[index] = .word("\"" + (text ?? "") + "\"") }
    }
    var scopes: [String?] = []
    var pendingType: String?
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      switch token {
      case .word("enum"), .word("struct"), .word("class"), .word("extension"), .word("actor"):
        if index + 1 < tokens.count, case .word(let name) = tokens[index + 1] { pendingType = name }
      case .punctuation("{"):
        scopes.append(pendingType)
        pendingType = nil
      case .punctuation("}"):
        _ = scopes.popLast()
      case .word("let"), .word("var"):
        if index + 1 < tokens.count, case .word(let name) = tokens[index + 1] {
          let (reading, end) = Self.readDeclaration(tokens, from: index + 2)
          let span = lexed.line(at: index)...lexed.line(at: max(index, end - 1))
          let declaration = Declaration(reading: reading, lines: span)
          let qualified = (scopes.compactMap { $0 } + [name]).joined(separator: ".")
          if declarations[qualified] == nil { declarations[qualified] = declaration }
          if declarations[name] == nil { declarations[name] = declaration }
          index = max(index + 1, end - 1)
        }
      default:
        break
      }
      index += 1
    }
  }

  /// The reading of `constant` (`QuizAnswers.choice1`, or a bare name), or `.missing`.
  public func reading(of constant: String) -> Declaration? {
    declarations[constant]
  }

  /// Reads `: Type = expression` from `start`; returns the reading and the index just past the expression.
  private static func readDeclaration(_ tokens: [SwiftTokens.Token], from start: Int) -> (ClosedAnswerReading, Int) {
    var index = start
    var depth = 0
    // Skip the type annotation up to `=`.
    while index < tokens.count {
      if tokens[index] == .symbol("=") && depth == 0 { break }
      if case .word(let word) = tokens[index], declarationWords.contains(word) { return (.notLiteral(""), index) }
      if tokens[index] == .punctuation("{") || tokens[index] == .punctuation("}") { return (.notLiteral(""), index) }
      index += 1
    }
    guard index < tokens.count else { return (.notLiteral(""), index) }
    index += 1
    var expression: [SwiftTokens.Token] = []
    while index < tokens.count {
      let token = tokens[index]
      if depth == 0 {
        if case .word(let word) = token, declarationWords.contains(word) { break }
        // `#if`/`#else`/`#endif` and attributes start something else too.
        if token == .punctuation("}") || token == .punctuation(";") || token == .symbol("#") { break }
        if case .attribute = token { break }
      }
      if [.punctuation("("), .punctuation("["), .punctuation("{")].contains(token) { depth += 1 }
      if [.punctuation(")"), .punctuation("]"), .punctuation("}")].contains(token) { depth -= 1 }
      expression.append(token)
      index += 1
    }
    return (interpret(expression), index)
  }

  /// The reading of an expression's tokens.
  static func interpret(_ tokens: [SwiftTokens.Token]) -> ClosedAnswerReading {
    var tokens = tokens
    // `.some(x)` and `Optional.some(x)` / `Optional(x)` are the same as `x`.
    for prefix: [SwiftTokens.Token] in [
      [.punctuation("."), .word("some"), .punctuation("(")],
      [.word("Optional"), .punctuation("."), .word("some"), .punctuation("(")], [.word("Optional"), .punctuation("(")],
    ] where tokens.starts(with: prefix) && tokens.last == .punctuation(")") {
      tokens = Array(tokens.dropFirst(prefix.count).dropLast())
    }
    while tokens.count > 2, tokens.first == .punctuation("("), tokens.last == .punctuation(")"), enclosesAll(tokens) {
      tokens = Array(tokens.dropFirst().dropLast())
    }
    if tokens == [.word("nil")] { return .unanswered }
    if tokens == [.word("true")] { return .value(.bool(true)) }
    if tokens == [.word("false")] { return .value(.bool(false)) }
    for prefix: [SwiftTokens.Token] in [
      [.punctuation(".")], [.word("Choice"), .punctuation(".")],
      [.word("KitSupport"), .punctuation("."), .word("Choice"), .punctuation(".")],
    ] where tokens.count == prefix.count + 1 && tokens.starts(with: prefix) {
      if case .word(let option) = tokens[prefix.count] { return .choice(option) }
    }
    if tokens.count == 6, tokens.starts(with: [.word("Choice"), .punctuation("("), .word("rawValue"), .punctuation(":")]),
      tokens[5] == .punctuation(")"), case .string(let raw?) = tokens[4]
    {
      return .choice(["A": "a", "B": "b", "C": "c", "D": "d"][raw])
    }
    switch _ConstantExpression.value(of: tokens) {
    case .integer(let value)?: return .value(.integer(value))
    case .bool(let value)?: return .value(.bool(value))
    case .texts(let values)?: return .value(.texts(values))
    case .text(let text)?: return text.allSatisfy(\.isWhitespace) ? .unanswered : .value(.text(text))
    case nil: break
    }
    return .notLiteral(sourceText(tokens))
  }

  /// Whether the opening bracket at the start of `tokens` is closed by the last token (`(a) + (b)` is not).
  private static func enclosesAll(_ tokens: [SwiftTokens.Token]) -> Bool {
    var depth = 0
    for (offset, token) in tokens.enumerated() {
      if [.punctuation("("), .punctuation("["), .punctuation("{")].contains(token) { depth += 1 }
      if [.punctuation(")"), .punctuation("]"), .punctuation("}")].contains(token) { depth -= 1 }
      if depth == 0 && offset < tokens.count - 1 { return false }
    }
    return depth == 0
  }

  /// Tokens written back as source, roughly, for messages.
  private static func sourceText(_ tokens: [SwiftTokens.Token]) -> String {
    tokens.map { token -> String in
      switch token {
      case .word(let word): word
      case .symbol(let symbol): symbol
      case .punctuation(let mark): String(mark)
      // The attribute's `@` and name, written apart as the tokens of other symbols and words are.
      case .attribute(let name): name.isEmpty ? "@" : "@ " + name
      case .string(let text): "\"" + (text ?? "") + "\""
      }
    }.joined(separator: " ")
  }
}
