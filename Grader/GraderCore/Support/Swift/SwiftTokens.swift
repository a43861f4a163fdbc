/// The kit's one Swift tokenizer: a source cut into identifiers, attributes, operators, brackets and, when asked,
/// string literals' values.
///
/// It reads code two ways, with one lexer:
/// - `init(_:regexLiterals:)` reads code for the integrity and review scans: comments and the text of string literals
///   are skipped (interpolated code inside a string is read as code, the text is kept in `strings`), numbers are
///   skipped, so a name or an attribute that only appears in a comment or a string is never mistaken for a declaration.
/// - `init(literalsIn:)` reads values for the answer readers and the check intents: each string literal is one
///   `.string` token holding its value (escapes applied, a multi-line literal's indentation stripped, interpolations
///   kept as written; `nil` when unterminated), numbers are words, and any other character is a `.symbol`.
package struct SwiftTokens: Sendable {
  /// One token.
  package enum Token: Sendable, Equatable {
    /// An identifier or keyword (backticks removed); a number too when reading literals.
    case word(String)
    /// `@name`.
    case attribute(String)
    /// An operator such as `==` or `+=` (and, when reading literals, any character no other token takes).
    case symbol(String)
    /// One of `{ } ( ) [ ] , : ; . < >` … as written.
    case punctuation(Character)
    /// A string literal's value, or nil when it is unterminated (only when reading literals).
    case string(String?)
  }

  /// The text of a string literal (its interpolations left out) and the line it starts on.
  struct StringLiteral: Sendable, Equatable {
    package var text: String
    package var line: Int
  }

  package private(set) var tokens: [Token] = []
  /// The line (from 1) each token of `tokens` starts on.
  private(set) var lines: [Int] = []
  /// The string literals, in order: the scan skips them as code, the review flags read them.
  private(set) var strings: [StringLiteral] = []
  /// The scalar offset each token of `tokens` starts at.
  private(set) var offsets: [Int] = []
  /// The scalar offsets of the regular expression literals skipped (only with `regexLiterals`).
  private(set) var regexRanges: [Range<Int>] = []
  /// The indices of the `.string` tokens that hold an interpolation (`"\(x)"`), whose value only running code knows.
  package private(set) var interpolated: Set<Int> = []
  /// The indices of the words written right after `#` (`#if`, `#expect`, `#sourceLocation`): compiler directives and
  /// macros, told apart from the same word written alone (only when reading code).
  package private(set) var poundWords: Set<Int> = []

  /// Cuts `source` into tokens. With `regexLiterals`, what looks like a regular expression literal (`#/…/#`, or `/…/`
  /// where an expression may start) is skipped like a string; without, its characters are read as code.
  ///
  /// Neither reading is the compiler's, so the scan reads a file both ways: a quote or a comment opener inside a regex
  /// literal starts no string and no comment, and a division is never taken for a literal, in at least one of them.
  package init(_ source: String, regexLiterals: Bool = false) {
    var lexer = _SwiftLexer(Self.compilersLineBreaks(source))
    lexer.regexLiterals = regexLiterals
    tokens = lexer.run()
    let lineOf = _LineTable(lexer.scalars, carriageReturns: false)
    lines = lexer.offsets.map(lineOf.line)
    offsets = lexer.offsets
    regexRanges = lexer.regexRanges
    strings = lexer.literals.map { StringLiteral(text: $0.text, line: lineOf.line($0.offset)) }
    for (index, token) in tokens.enumerated() where index < offsets.count && offsets[index] > 0 {
      if case .word = token, lexer.scalars[offsets[index] - 1] == "#" { poundWords.insert(index) }
    }
  }

  /// Cuts `source` into tokens with string literals as values: `//` and nested `/* */` comments skipped, `"…"`,
  /// `"""…"""` and raw `#"…"#` literals read with Swift's rules, `\r` and `\r\n` counted as line breaks. It never
  /// loops or traps on malformed input: an unterminated literal becomes `.string(nil)`.
  package init(literalsIn source: String) {
    var lexer = _SwiftLexer(Self.compilersLineBreaks(source))
    lexer.literalValues = true
    tokens = lexer.run()
    let lineOf = _LineTable(lexer.scalars, carriageReturns: true)
    lines = lexer.offsets.map(lineOf.line)
    interpolated = lexer.interpolated
  }

  /// The scalars of `source` with every line break the compiler's: a lone `\r` ends a line for the compiler (a `//`
  /// comment, a backticked name, a string), so it is read as `\n`. Offsets are kept, one scalar for one.
  ///
  /// Read as anything else, `// note\r@_cdecl("f") func f() {}` would hide code from the scans inside a comment that
  /// the compiler has already closed.
  static func compilersLineBreaks(_ source: String) -> [Unicode.Scalar] {
    let scalars = Array(source.unicodeScalars)
    return scalars.indices.map { offset in
      scalars[offset] == "\r" && (offset + 1 == scalars.count || scalars[offset + 1] != "\n") ? "\n" : scalars[offset]
    }
  }

  /// The indices of the tokens that start inside one of `ranges` (another reading's regular expression literals).
  func indices(inside ranges: [Range<Int>]) -> Set<Int> {
    guard !ranges.isEmpty else { return [] }
    return Set(offsets.indices.filter { index in ranges.contains { $0.contains(offsets[index]) } })
  }

  /// The line a token at `index` starts on (1 when out of range).
  package func line(at index: Int) -> Int { index >= 0 && index < lines.count ? lines[index] : 1 }
}

extension SwiftTokens.Token {
  /// Whether this is the operator or the punctuation mark `text`.
  package func isMark(_ text: String) -> Bool {
    switch self {
    case .symbol(let symbol): symbol == text
    case .punctuation(let mark): String(mark) == text
    default: false
    }
  }
}

/// Maps scalar offsets to line numbers.
private struct _LineTable {
  /// Offsets of every line break.
  let breaks: [Int]

  /// With `carriageReturns`, a `\r` not followed by `\n` breaks a line too.
  package init(_ scalars: [Unicode.Scalar], carriageReturns: Bool) {
    breaks = scalars.indices.filter { offset in
      let loneReturn = scalars[offset] == "\r" && (offset + 1 == scalars.count || scalars[offset + 1] != "\n")
      return scalars[offset] == "\n" || (carriageReturns && loneReturn)
    }
  }

  /// The line (from 1) of the scalar at `offset`: one more than the line breaks before it.
  package func line(_ offset: Int) -> Int {
    var low = 0
    var high = breaks.count
    while low < high {
      let middle = (low + high) / 2
      if breaks[middle] < offset { low = middle + 1 } else { high = middle }
    }
    return low + 1
  }
}

/// Reads scalars into tokens; in code, interpolations recurse through `scan(untilClosingParenthesis:)`.
struct _SwiftLexer {
  package let scalars: [Unicode.Scalar]
  package var index = 0
  package var output: [SwiftTokens.Token] = [] {
    didSet { while offsets.count < output.count { offsets.append(tokenStart) } }
  }
  /// Where each token of `output` starts (a scalar offset).
  var offsets: [Int] = []
  /// Where the token being read started.
  var tokenStart = 0
  /// String literals' text (without interpolations) and where each starts.
  var literals: [(text: String, offset: Int)] = []
  /// Whether regular expression literals are skipped.
  var regexLiterals = false
  /// Whether string literals are read as `.string` values (and numbers as words) rather than skipped as code.
  var literalValues = false
  /// The indices in `output` of the `.string` tokens that hold an interpolation.
  var interpolated: Set<Int> = []
  /// The scalar offsets of the regular expression literals skipped (with `regexLiterals`).
  var regexRanges: [Range<Int>] = []
  /// Whether the last thing read can end an expression (a name, a literal, a closing bracket): a `/` after it divides.
  var endsExpression = false

  /// Keywords after which an expression may start; any other word can end one.
  static let keywords: Set<String> = [
    "return", "try", "await", "throw", "in", "case", "if", "guard", "while", "where", "else", "is", "as", "some", "any",
    "repeat", "switch", "yield", "defer", "do", "let", "var", "for", "consume", "copy", "each", "then", "catch", "throws",
    "import", "func", "inout", "default",
  ]

  init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

  static let operatorCharacters = Set("/=-+!*%<>&|^~?.".unicodeScalars)
  static let punctuationCharacters = Set("{}()[],:;".unicodeScalars)

  func peek(_ offset: Int = 0) -> Unicode.Scalar? {
    index + offset < scalars.count ? scalars[index + offset] : nil
  }

  static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isAlphabetic || (scalar.value > 0x7F && !scalar.properties.isWhitespace
      && !scalar.properties.isPatternSyntax)
  }

  static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
    isIdentifierStart(scalar) || ("0"..."9").contains(scalar) || scalar.properties.generalCategory == .nonspacingMark
  }

  mutating func run() -> [SwiftTokens.Token] {
    _ = scan(untilClosingParenthesis: false)
    return output
  }

  /// Reads tokens; inside an interpolation, stops after the parenthesis that closes it.
  mutating func scan(untilClosingParenthesis: Bool) -> Bool {
    var depth = 0
    while let scalar = peek() {
      tokenStart = index
      if regexLiterals, skipRegexLiteral() { continue }
      if scalar == "\n" { endsExpression = false }
      if skipComment(scalar) { continue }
      if scalar == "\"" || (scalar == "#" && rawStringStarts()) {
        if literalValues { readStringValue() } else { skipString() }
        endsExpression = true
      } else if scalar == "`" {
        readBacktickedName()
      } else if scalar == "@" {
        readAttribute()
      } else if Self.isIdentifierStart(scalar) || scalar == "$" || (literalValues && Self.isDigit(scalar)) {
        readWord()
      } else if Self.punctuationCharacters.contains(scalar) || (literalValues && scalar == ".") {
        if readPunctuation(scalar, depth: &depth, untilClosingParenthesis: untilClosingParenthesis) { return true }
      } else if Self.operatorCharacters.contains(scalar) {
        readOperator()
      } else {
        readOther(scalar)
      }
    }
    return false
  }

  /// Skips a `//` or `/* */` comment starting here, if one does.
  private mutating func skipComment(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar == "/" else { return false }
    if peek(1) == "/" {
      while let next = peek(), next != "\n", !(literalValues && next == "\r") { index += 1 }
      return true
    }
    if peek(1) == "*" {
      skipBlockComment()
      return true
    }
    return false
  }

  /// A character no other token takes: skipped in code (a digit ends an expression); when reading literals, white
  /// space is skipped and anything else is a one-character symbol (`#`, `\\`).
  private mutating func readOther(_ scalar: Unicode.Scalar) {
    index += 1
    if literalValues {
      if !scalar.properties.isWhitespace { output.append(.symbol(String(scalar))) }
    } else if Self.isDigit(scalar) {
      endsExpression = true
    }
  }

  static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

  /// `` `name` ``: a word, whatever it spells. When reading literals, a backtick without a partner on its line is a
  /// symbol.
  private mutating func readBacktickedName() {
    if literalValues, !backtickCloses() {
      index += 1
      output.append(.symbol("`"))
      return
    }
    index += 1
    var name = ""
    while let next = peek(), next != "`", next != "\n" {
      name.unicodeScalars.append(next)
      index += 1
    }
    index += 1
    output.append(.word(name))
    endsExpression = true
  }

  /// Whether a backtick closes the one at `index` on the same line.
  private func backtickCloses() -> Bool {
    var offset = 1
    while let next = peek(offset), next != "`" {
      if next == "\n" || next == "\r" { return false }
      offset += 1
    }
    return peek(offset) == "`"
  }

  /// `@name`: an attribute. The compiler takes the name past white space and comments too (`@ _cdecl`, `@/**/_cdecl`,
  /// with a warning), so the name is read there.
  private mutating func readAttribute() {
    index += 1
    while let next = peek() {
      if [" ", "\t", "\n", "\r"].contains(next) {
        index += 1
      } else if next == "/", peek(1) == "*" {
        skipBlockComment()
      } else {
        break
      }
    }
    var name = ""
    // The compiler takes a name in backticks too (`` @`_cdecl`("f") `` defines the C symbol `f`): read it as the name.
    let quoted = peek() == "`"
    if quoted { index += 1 }
    while let next = peek(), Self.isIdentifierPart(next) {
      name.unicodeScalars.append(next)
      index += 1
    }
    if quoted, peek() == "`" { index += 1 }
    output.append(.attribute(name))
    endsExpression = false
  }

  /// An identifier or keyword (`$0` and `$name` too).
  private mutating func readWord() {
    var name = ""
    while let next = peek(), Self.isIdentifierPart(next) || next == "$" {
      name.unicodeScalars.append(next)
      index += 1
    }
    output.append(.word(name))
    endsExpression = !Self.keywords.contains(name)
  }

  /// One punctuation character; returns true, without keeping it, when it closes the interpolation being read.
  private mutating func readPunctuation(_ scalar: Unicode.Scalar, depth: inout Int, untilClosingParenthesis: Bool) -> Bool {
    index += 1
    endsExpression = [")", "]", "}"].contains(scalar)
    if untilClosingParenthesis {
      if scalar == "(" { depth += 1 }
      if scalar == ")" {
        if depth == 0 { return true }
        depth -= 1
      }
    }
    output.append(.punctuation(Character(scalar)))
    return false
  }

  /// A run of operator characters, stopping before a comment.
  private mutating func readOperator() {
    var text = ""
    while let next = peek(), Self.operatorCharacters.contains(next), !(literalValues && next == ".") {
      if next == "/" && (peek(1) == "/" || peek(1) == "*") { break }
      text.unicodeScalars.append(next)
      index += 1
    }
    if text == "." { output.append(.punctuation(".")) } else if text == "<" || text == ">" {
      output.append(.punctuation(Character(text)))
    } else {
      output.append(.symbol(text))
    }
    // A postfix `?` or `!` (`x!`, `y?`) still ends an expression; other operators expect one.
    endsExpression = (text == "?" || text == "!" || text == ".") && endsExpression
  }

  /// Skips a regular expression literal starting here, if one does: `#/…/#` (any number of `#`, over several lines),
  /// or `/…/` on one line where an expression may start and no space follows the opening slash.
  mutating func skipRegexLiteral() -> Bool {
    let start = index
    guard readRegexLiteral() else { return false }
    regexRanges.append(start..<index)
    return true
  }

  /// Moves past a regular expression literal starting here, if one does (see `skipRegexLiteral`). A bare `/…/` is taken
  /// for one only as the compiler takes it: not starting or ending with a space, and with no unbalanced `)` in it.
  private mutating func readRegexLiteral() -> Bool {
    var hashes = 0
    while peek(hashes) == "#" { hashes += 1 }
    guard peek(hashes) == "/" else { return false }
    if hashes > 0 {
      var offset = hashes + 1
      while let scalar = peek(offset) {
        if scalar == "\\" {
          offset += 2
          continue
        }
        if scalar == "/", (0..<hashes).allSatisfy({ peek(offset + 1 + $0) == "#" }) {
          index += offset + 1 + hashes
          endsExpression = true
          return true
        }
        offset += 1
      }
      index = scalars.count
      return true
    }
    guard !endsExpression, let next = peek(1), next != " ", next != "\t", next != "\n", next != "/", next != "*" else {
      return false
    }
    var offset = 1
    var depth = 0
    while let scalar = peek(offset), scalar != "\n" {
      if scalar == "\\" {
        offset += 2
        continue
      }
      if scalar == "(" { depth += 1 }
      if scalar == ")" {
        if depth == 0 { return false }
        depth -= 1
      }
      if scalar == "/" {
        if peek(offset - 1) == " " || peek(offset - 1) == "\t" { return false }
        index += offset + 1
        endsExpression = true
        return true
      }
      offset += 1
    }
    return false
  }

  mutating func skipBlockComment() {
    index += 2
    var depth = 1
    while let scalar = peek(), depth > 0 {
      if scalar == "/" && peek(1) == "*" {
        depth += 1
        index += 2
      } else if scalar == "*" && peek(1) == "/" {
        depth -= 1
        index += 2
      } else {
        index += 1
      }
    }
  }

  func rawStringStarts() -> Bool {
    var offset = 0
    while peek(offset) == "#" { offset += 1 }
    return peek(offset) == "\""
  }

  /// Reads the escape whose letter is at `index` (after the backslash): `\u{2F}` is `/`, `\n` a line break, `\"` a quote.
  mutating func readEscape() -> Unicode.Scalar {
    guard let letter = peek() else { return "\\" }
    index += 1
    switch letter {
    case "n": return "\n"
    case "t": return "\t"
    case "r": return "\r"
    case "0": return "\u{0}"
    case "u" where peek() == "{":
      var digits = ""
      var offset = 1
      while let digit = peek(offset), digit != "}", offset < 10 {
        digits.unicodeScalars.append(digit)
        offset += 1
      }
      guard peek(offset) == "}", let value = UInt32(digits, radix: 16), let decoded = Unicode.Scalar(value) else { return "u" }
      index += offset + 1
      return decoded
    default: return letter
    }
  }

  /// Skips a string literal (plain, multi-line or raw), reading the code of its interpolations.
  mutating func skipString() {
    let start = index
    var text = ""
    defer { literals.append((text, start)) }
    var hashes = 0
    while peek() == "#" {
      hashes += 1
      index += 1
    }
    let multiline = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
    index += multiline ? 3 : 1
    while let scalar = peek() {
      if scalar == "\\" {
        var offset = 1
        var matched = 0
        while matched < hashes, peek(offset) == "#" {
          matched += 1
          offset += 1
        }
        if matched == hashes {
          if peek(offset) == "(" {
            index += offset + 1
            _ = scan(untilClosingParenthesis: true)
            // What the interpolation's code reads is not this literal's text: a gap, so no word spans it.
            text += "\u{0}"
            continue
          }
          index += offset
          text.unicodeScalars.append(readEscape())
          continue
        }
        text.unicodeScalars.append(scalar)
        index += 1
        continue
      }
      if scalar == "\"" {
        let quotes = multiline ? 3 : 1
        var closes = true
        for offset in 0..<quotes where peek(offset) != "\"" { closes = false }
        for offset in 0..<hashes where peek(quotes + offset) != "#" { closes = false }
        if closes {
          index += quotes + hashes
          return
        }
      }
      if scalar == "\n" && !multiline { return }
      text.unicodeScalars.append(scalar)
      index += 1
    }
  }
}
