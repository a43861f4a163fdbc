/// A small Swift lexer that knows just enough to find string literals and the words and symbols around them.
///
/// It skips `//` and nested `/* */` comments, reads `"…"`, `"""…"""` and raw `#"…"#` literals with Swift's rules,
/// and never loops or traps on malformed input: an unterminated literal becomes `.string(nil)`.
struct _SwiftLiteralLexer {
  /// One token of Swift source.
  package enum Token: Equatable {
    /// An identifier or keyword, without backticks.
    case word(String)
    /// An operator or a punctuation mark.
    case symbol(String)
    /// A string literal's value, or nil when the literal is unterminated.
    case string(String?)
  }

  private let scalars: [Unicode.Scalar]
  private var position = 0
  /// The 1-based line each token returned by `tokens()` starts on.
  private(set) var lines: [Int] = []
  /// The indices of the string tokens that hold an interpolation (`"\(x)"`), whose value only running code knows.
  private(set) var interpolated: Set<Int> = []
  /// Whether the string literal being read has met an interpolation.
  private var sawInterpolation = false

  package init(_ source: String) {
    scalars = Array(source.unicodeScalars)
  }

  /// All tokens of the source, comments and whitespace left out.
  package mutating func tokens() -> [Token] {
    var tokens: [Token] = []
    var line = 1
    var counted = 0
    lines = []
    while position < scalars.count {
      while counted < position {
        if Self.isNewline(scalars[counted]) && !(scalars[counted] == "\n" && counted > 0 && scalars[counted - 1] == "\r") {
          line += 1
        }
        counted += 1
      }
      let startLine = line
      let before = tokens.count
      let scalar = scalars[position]
      if scalar.properties.isWhitespace {
        position += 1
      } else if scalar == "/" && peek(1) == "/" {
        while position < scalars.count && !Self.isNewline(scalars[position]) { position += 1 }
      } else if scalar == "/" && peek(1) == "*" {
        skipBlockComment()
      } else if scalar == "\"" {
        sawInterpolation = false
        tokens.append(.string(readString(hashes: 0)))
        if sawInterpolation { interpolated.insert(tokens.count - 1) }
      } else if scalar == "#" {
        var hashes = 0
        while peek(hashes) == "#" { hashes += 1 }
        if peek(hashes) == "\"" {
          position += hashes
          sawInterpolation = false
          tokens.append(.string(readString(hashes: hashes)))
          if sawInterpolation { interpolated.insert(tokens.count - 1) }
        } else {
          position += 1
          tokens.append(.symbol("#"))
        }
      } else if scalar == "`" {
        tokens.append(readBacktickedWord())
      } else if Self.isWordScalar(scalar) {
        let start = position
        while position < scalars.count && Self.isWordScalar(scalars[position]) { position += 1 }
        tokens.append(.word(Self.string(scalars[start..<position])))
      } else if Self.isOperatorScalar(scalar) {
        let start = position
        repeat {
          position += 1
        } while position < scalars.count && Self.isOperatorScalar(scalars[position]) && !startsComment(at: position)
        tokens.append(.symbol(Self.string(scalars[start..<position])))
      } else {
        position += 1
        tokens.append(.symbol(String(scalar)))
      }
      if tokens.count > before { lines.append(startLine) }
    }
    return tokens
  }

  // MARK: - Comments and words

  private func peek(_ offset: Int) -> Unicode.Scalar? {
    position + offset < scalars.count ? scalars[position + offset] : nil
  }

  private func startsComment(at index: Int) -> Bool {
    scalars[index] == "/" && index + 1 < scalars.count && (scalars[index + 1] == "/" || scalars[index + 1] == "*")
  }

  /// Skips a `/* */` comment, nested ones included; an unterminated comment runs to the end.
  private mutating func skipBlockComment() {
    var depth = 0
    while position < scalars.count {
      if scalars[position] == "/" && peek(1) == "*" {
        depth += 1
        position += 2
      } else if scalars[position] == "*" && peek(1) == "/" {
        depth -= 1
        position += 2
        if depth == 0 { return }
      } else {
        position += 1
      }
    }
  }

  /// Reads `` `name` `` as a word; a backtick without a partner on its line is a symbol.
  private mutating func readBacktickedWord() -> Token {
    var end = position + 1
    while end < scalars.count && scalars[end] != "`" && !Self.isNewline(scalars[end]) { end += 1 }
    guard end < scalars.count, scalars[end] == "`" else {
      position += 1
      return .symbol("`")
    }
    let word = Self.string(scalars[(position + 1)..<end])
    position = end + 1
    return .word(word)
  }

  // MARK: - String literals

  /// Reads the literal whose opening quote is at `position` (after any `#`s): its value, or nil if unterminated.
  private mutating func readString(hashes: Int) -> String? {
    if peek(1) == "\"" && peek(2) == "\"" {
      return readMultilineString(hashes: hashes)
    }
    position += 1
    let start = position
    while position < scalars.count {
      let scalar = scalars[position]
      if Self.isNewline(scalar) { return nil }
      if scalar == "\\" && Self.hashes(hashes, in: scalars, at: position + 1) {
        let escaped = position + 1 + hashes
        guard escaped < scalars.count, !Self.isNewline(scalars[escaped]) else {
          position = escaped
          return nil
        }
        if scalars[escaped] == "(" {
          sawInterpolation = true
          guard let end = Self.interpolationEnd(in: scalars, from: escaped + 1, singleLine: true) else {
            while position < scalars.count && !Self.isNewline(scalars[position]) { position += 1 }
            return nil
          }
          position = end
        } else {
          position = escaped + 1
        }
        continue
      }
      if scalar == "\"" && Self.hashes(hashes, in: scalars, at: position + 1) {
        let raw = Array(scalars[start..<position])
        position += 1 + hashes
        return Self.unescape(raw, hashes: hashes)
      }
      position += 1
    }
    return nil
  }

  /// Reads a `"""` literal: content from the line after the opening delimiter, the closing line's indentation stripped.
  private mutating func readMultilineString(hashes: Int) -> String? {
    position += 3
    var contentStart = position
    var lineEnd = position
    while lineEnd < scalars.count && (scalars[lineEnd] == " " || scalars[lineEnd] == "\t") { lineEnd += 1 }
    if lineEnd < scalars.count && Self.isNewline(scalars[lineEnd]) {
      contentStart = Self.afterNewline(in: scalars, at: lineEnd)
    }
    var index = contentStart
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\\" && Self.hashes(hashes, in: scalars, at: index + 1) {
        let escaped = index + 1 + hashes
        if escaped < scalars.count && scalars[escaped] == "(" {
          sawInterpolation = true
          guard let end = Self.interpolationEnd(in: scalars, from: escaped + 1, singleLine: false) else { break }
          index = end
        } else {
          index = escaped + 1
        }
        continue
      }
      if scalar == "\"" && index + 2 < scalars.count && scalars[index + 1] == "\"" && scalars[index + 2] == "\""
        && Self.hashes(hashes, in: scalars, at: index + 3)
      {
        position = index + 3 + hashes
        return Self.unescape(Self.dedent(Array(scalars[contentStart..<index])), hashes: hashes)
      }
      index += 1
    }
    position = scalars.count
    return nil
  }

  /// The lines of a multi-line literal's content with the closing line's indentation removed from each.
  ///
  /// The last line holds the closing delimiter's indentation; when it holds text (a lenient reading of a misplaced
  /// delimiter), nothing is stripped and that text is the last line.
  private static func dedent(_ content: [Unicode.Scalar]) -> [Unicode.Scalar] {
    var lines: [[Unicode.Scalar]] = [[]]
    var index = 0
    while index < content.count {
      if isNewline(content[index]) {
        lines.append([])
        index = afterNewline(in: content, at: index)
      } else {
        lines[lines.count - 1].append(content[index])
        index += 1
      }
    }
    let last = lines[lines.count - 1]
    var indentation: [Unicode.Scalar] = []
    if last.allSatisfy({ $0 == " " || $0 == "\t" }) {
      indentation = last
      lines.removeLast()
    }
    var result: [Unicode.Scalar] = []
    for (number, line) in lines.enumerated() {
      if number > 0 { result.append("\n") }
      var strip = 0
      while strip < indentation.count && strip < line.count && line[strip] == indentation[strip] { strip += 1 }
      result.append(contentsOf: line[strip...])
    }
    return result
  }

  /// `raw` with its escapes applied; interpolations and unknown escapes are kept as written.
  private static func unescape(_ raw: [Unicode.Scalar], hashes: Int) -> String {
    var result = String.UnicodeScalarView()
    var index = 0
    while index < raw.count {
      let scalar = raw[index]
      guard scalar == "\\", Self.hashes(hashes, in: raw, at: index + 1), index + 1 + hashes < raw.count else {
        result.append(scalar)
        index += 1
        continue
      }
      let code = index + 1 + hashes
      var replacement: Unicode.Scalar? = nil
      switch raw[code] {
      case "n": replacement = "\n"
      case "t": replacement = "\t"
      case "r": replacement = "\r"
      case "0": replacement = "\0"
      case "\\": replacement = "\\"
      case "\"": replacement = "\""
      case "'": replacement = "'"
      case "u":
        if let (value, end) = unicodeEscape(in: raw, from: code + 1) {
          result.append(value)
          index = end
          continue
        }
      case "(":
        let end = interpolationEnd(in: raw, from: code + 1, singleLine: false) ?? raw.count
        result.append(contentsOf: raw[index..<end])
        index = end
        continue
      case " ", "\t", "\n", "\r":
        var after = code
        while after < raw.count && (raw[after] == " " || raw[after] == "\t") { after += 1 }
        if after < raw.count && isNewline(raw[after]) {
          index = afterNewline(in: raw, at: after)
          continue
        }
      default:
        break
      }
      if let replacement {
        result.append(replacement)
        index = code + 1
      } else {
        result.append(contentsOf: raw[index...code])
        index = code + 1
      }
    }
    return String(result)
  }

  /// Reads `{hex}` after `\u`, returning the scalar and the index after `}`.
  private static func unicodeEscape(in raw: [Unicode.Scalar], from index: Int) -> (Unicode.Scalar, Int)? {
    guard index < raw.count, raw[index] == "{" else { return nil }
    var value: UInt32 = 0
    var end = index + 1
    while end < raw.count, raw[end] != "}" {
      guard end - index <= 8, let digit = hexValue(raw[end]) else { return nil }
      value = value &* 16 &+ digit
      end += 1
    }
    guard end < raw.count, end > index + 1, let scalar = Unicode.Scalar(value) else { return nil }
    return (scalar, end + 1)
  }

  private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
    switch scalar {
    case "0"..."9": scalar.value - 48
    case "a"..."f": scalar.value - 87
    case "A"..."F": scalar.value - 55
    default: nil
    }
  }

  /// The index after the `)` that closes an interpolation whose content starts at `index`, skipping nested literals.
  ///
  /// Interpolations nested deeper than `_maxNesting` count as unterminated, so no input can exhaust the stack.
  private static func interpolationEnd(
    in scalars: [Unicode.Scalar], from index: Int, singleLine: Bool, nesting: Int = 0
  ) -> Int? {
    guard nesting < _maxNesting else { return nil }
    var depth = 1
    var index = index
    while index < scalars.count {
      let scalar = scalars[index]
      if singleLine && isNewline(scalar) { return nil }
      switch scalar {
      case "(":
        depth += 1
      case ")":
        depth -= 1
        if depth == 0 { return index + 1 }
      case "\"":
        guard let end = nestedStringEnd(in: scalars, from: index + 1, nesting: nesting + 1) else { return nil }
        index = end
        continue
      default:
        break
      }
      index += 1
    }
    return nil
  }

  /// The index after the closing quote of a plain `"…"` literal nested in an interpolation.
  private static func nestedStringEnd(in scalars: [Unicode.Scalar], from index: Int, nesting: Int) -> Int? {
    var index = index
    while index < scalars.count {
      let scalar = scalars[index]
      if isNewline(scalar) { return nil }
      if scalar == "\"" { return index + 1 }
      if scalar == "\\" {
        if index + 1 < scalars.count && scalars[index + 1] == "(" {
          guard let end = interpolationEnd(in: scalars, from: index + 2, singleLine: true, nesting: nesting) else {
            return nil
          }
          index = end
          continue
        }
        index += 2
        continue
      }
      index += 1
    }
    return nil
  }

  /// How deeply string literals may nest inside interpolations.
  private static let _maxNesting = 32

  // MARK: - Character classes

  private static func hashes(_ count: Int, in scalars: [Unicode.Scalar], at index: Int) -> Bool {
    guard index + count <= scalars.count else { return false }
    return scalars[index..<(index + count)].allSatisfy { $0 == "#" }
  }

  private static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\n" || scalar == "\r"
  }

  /// The index after the line break at `index` (`\r\n` counts as one).
  private static func afterNewline(in scalars: [Unicode.Scalar], at index: Int) -> Int {
    scalars[index] == "\r" && index + 1 < scalars.count && scalars[index + 1] == "\n" ? index + 2 : index + 1
  }

  private static func isOperatorScalar(_ scalar: Unicode.Scalar) -> Bool {
    "=-+!*%<>&|^~?/".unicodeScalars.contains(scalar)
  }

  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    if scalar == "_" || scalar == "$" || scalar.properties.isXIDContinue { return true }
    return !scalar.isASCII && !scalar.properties.isWhitespace && !scalar.properties.isPatternSyntax
  }

  private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    return String(view)
  }
}
