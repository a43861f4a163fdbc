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
    var lexer = _SwiftLiteralLexer(source)
    let tokens = lexer.tokens()
    let lines = lexer.lines
    var scopes: [String?] = []
    var pendingType: String?
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      switch token {
      case .word("enum"), .word("struct"), .word("class"), .word("extension"), .word("actor"):
        if index + 1 < tokens.count, case .word(let name) = tokens[index + 1] { pendingType = name }
      case .symbol("{"):
        scopes.append(pendingType)
        pendingType = nil
      case .symbol("}"):
        _ = scopes.popLast()
      case .word("let"), .word("var"):
        if index + 1 < tokens.count, case .word(let name) = tokens[index + 1] {
          let (reading, end) = Self.readDeclaration(tokens, from: index + 2)
          let span = lines[index]...lines[max(index, end - 1)]
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
  private static func readDeclaration(_ tokens: [_SwiftLiteralLexer.Token], from start: Int) -> (ClosedAnswerReading, Int) {
    var index = start
    var depth = 0
    // Skip the type annotation up to `=`.
    while index < tokens.count {
      if tokens[index] == .symbol("=") && depth == 0 { break }
      if case .word(let word) = tokens[index], declarationWords.contains(word) { return (.notLiteral(""), index) }
      if tokens[index] == .symbol("{") || tokens[index] == .symbol("}") { return (.notLiteral(""), index) }
      index += 1
    }
    guard index < tokens.count else { return (.notLiteral(""), index) }
    index += 1
    var expression: [_SwiftLiteralLexer.Token] = []
    while index < tokens.count {
      let token = tokens[index]
      if depth == 0 {
        if case .word(let word) = token, declarationWords.contains(word) { break }
        // `#if`/`#else`/`#endif` and attributes start something else too.
        if token == .symbol("}") || token == .symbol(";") || token == .symbol("@") || token == .symbol("#") { break }
      }
      if [.symbol("("), .symbol("["), .symbol("{")].contains(token) { depth += 1 }
      if [.symbol(")"), .symbol("]"), .symbol("}")].contains(token) { depth -= 1 }
      expression.append(token)
      index += 1
    }
    return (interpret(expression), index)
  }

  /// The reading of an expression's tokens.
  static func interpret(_ tokens: [_SwiftLiteralLexer.Token]) -> ClosedAnswerReading {
    var tokens = tokens
    // `.some(x)` and `Optional.some(x)` / `Optional(x)` are the same as `x`.
    for prefix: [_SwiftLiteralLexer.Token] in [
      [.symbol("."), .word("some"), .symbol("(")], [.word("Optional"), .symbol("."), .word("some"), .symbol("(")],
      [.word("Optional"), .symbol("(")],
    ] where tokens.starts(with: prefix) && tokens.last == .symbol(")") {
      tokens = Array(tokens.dropFirst(prefix.count).dropLast())
    }
    if tokens == [.word("nil")] { return .unanswered }
    if tokens == [.word("true")] { return .value(.bool(true)) }
    if tokens == [.word("false")] { return .value(.bool(false)) }
    for prefix: [_SwiftLiteralLexer.Token] in [
      [.symbol(".")], [.word("Choice"), .symbol(".")], [.word("KitSupport"), .symbol("."), .word("Choice"), .symbol(".")],
    ] where tokens.count == prefix.count + 1 && tokens.starts(with: prefix) {
      if case .word(let option) = tokens[prefix.count] { return .choice(option) }
    }
    if tokens.count == 6, tokens.starts(with: [.word("Choice"), .symbol("("), .word("rawValue"), .symbol(":")]),
      tokens[5] == .symbol(")"), case .string(let raw?) = tokens[4]
    {
      return .choice(["A": "a", "B": "b", "C": "c", "D": "d"][raw])
    }
    if tokens.count == 1, case .word(let digits) = tokens[0], let value = integer(digits) { return .value(.integer(value)) }
    if tokens.count == 2, tokens[0] == .symbol("-"), case .word(let digits) = tokens[1], let value = integer(digits) {
      return .value(.integer(-value))
    }
    if let text = concatenatedString(tokens) {
      return text.allSatisfy(\.isWhitespace) ? .unanswered : .value(.text(text))
    }
    if tokens.first == .symbol("["), tokens.last == .symbol("]") {
      var texts: [String] = []
      var expectsText = true
      for token in tokens.dropFirst().dropLast() {
        if expectsText, case .string(let text?) = token {
          texts.append(text)
          expectsText = false
        } else if !expectsText, token == .symbol(",") {
          expectsText = true
        } else {
          return .notLiteral(sourceText(tokens))
        }
      }
      return .value(.texts(texts))
    }
    return .notLiteral(sourceText(tokens))
  }

  /// A decimal integer literal's value (underscores allowed), or `nil`.
  private static func integer(_ word: String) -> Int? {
    guard let first = word.first, first.isNumber, !word.hasPrefix("0x"), !word.hasPrefix("0b"), !word.hasPrefix("0o")
    else { return nil }
    return Int(word.replacingOccurrences(of: "_", with: ""))
  }

  /// The value of `"a" + "b"`, or `nil` when the tokens are not string literals joined with `+`.
  private static func concatenatedString(_ tokens: [_SwiftLiteralLexer.Token]) -> String? {
    var text = ""
    for (offset, token) in tokens.enumerated() {
      if offset % 2 == 0 {
        guard case .string(let part?) = token else { return nil }
        text += part
      } else if token != .symbol("+") {
        return nil
      }
    }
    return tokens.count % 2 == 1 ? text : nil
  }

  /// Tokens written back as source, roughly, for messages.
  private static func sourceText(_ tokens: [_SwiftLiteralLexer.Token]) -> String {
    tokens.map { token -> String in
      switch token {
      case .word(let word): word
      case .symbol(let symbol): symbol
      case .string(let text): "\"" + (text ?? "") + "\""
      }
    }.joined(separator: " ")
  }
}
