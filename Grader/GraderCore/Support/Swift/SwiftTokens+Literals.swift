extension _SwiftLexer {
  /// Reads the string literal starting here (at its first `#` or quote) as one `.string` token: its value, or nil when
  /// it is unterminated; a literal that holds an interpolation is noted in `interpolated`.
  mutating func readStringValue() {
    var hashes = 0
    while peek(hashes) == "#" { hashes += 1 }
    index += hashes
    var sawInterpolation = false
    let value =
      peek(1) == "\"" && peek(2) == "\""
      ? readMultilineValue(hashes: hashes, sawInterpolation: &sawInterpolation)
      : readSingleLineValue(hashes: hashes, sawInterpolation: &sawInterpolation)
    output.append(.string(value))
    if sawInterpolation { interpolated.insert(output.count - 1) }
  }

  /// Reads the one-line literal whose opening quote is at `index`: its value, or nil if unterminated.
  private mutating func readSingleLineValue(hashes: Int, sawInterpolation: inout Bool) -> String? {
    typealias Value = _StringLiteralValue
    index += 1
    let start = index
    while index < scalars.count {
      let scalar = scalars[index]
      if Value.isNewline(scalar) { return nil }
      if scalar == "\\" && Value.hashes(hashes, in: scalars, at: index + 1) {
        let escaped = index + 1 + hashes
        guard escaped < scalars.count, !Value.isNewline(scalars[escaped]) else {
          index = escaped
          return nil
        }
        if scalars[escaped] == "(" {
          sawInterpolation = true
          guard let end = Value.interpolationEnd(in: scalars, from: escaped + 1, singleLine: true) else {
            while index < scalars.count && !Value.isNewline(scalars[index]) { index += 1 }
            return nil
          }
          index = end
        } else {
          index = escaped + 1
        }
        continue
      }
      if scalar == "\"" && Value.hashes(hashes, in: scalars, at: index + 1) {
        let raw = Array(scalars[start..<index])
        index += 1 + hashes
        return Value.unescape(raw, hashes: hashes)
      }
      index += 1
    }
    return nil
  }

  /// Reads a `"""` literal: content from the line after the opening delimiter, the closing line's indentation stripped.
  private mutating func readMultilineValue(hashes: Int, sawInterpolation: inout Bool) -> String? {
    typealias Value = _StringLiteralValue
    index += 3
    var contentStart = index
    var lineEnd = index
    while lineEnd < scalars.count && (scalars[lineEnd] == " " || scalars[lineEnd] == "\t") { lineEnd += 1 }
    if lineEnd < scalars.count && Value.isNewline(scalars[lineEnd]) {
      contentStart = Value.afterNewline(in: scalars, at: lineEnd)
    }
    var cursor = contentStart
    while cursor < scalars.count {
      let scalar = scalars[cursor]
      if scalar == "\\" && Value.hashes(hashes, in: scalars, at: cursor + 1) {
        let escaped = cursor + 1 + hashes
        if escaped < scalars.count && scalars[escaped] == "(" {
          sawInterpolation = true
          guard let end = Value.interpolationEnd(in: scalars, from: escaped + 1, singleLine: false) else { break }
          cursor = end
        } else {
          cursor = escaped + 1
        }
        continue
      }
      if scalar == "\"" && cursor + 2 < scalars.count && scalars[cursor + 1] == "\"" && scalars[cursor + 2] == "\""
        && Value.hashes(hashes, in: scalars, at: cursor + 3)
      {
        index = cursor + 3 + hashes
        return Value.unescape(Value.dedent(Array(scalars[contentStart..<cursor])), hashes: hashes)
      }
      cursor += 1
    }
    index = scalars.count
    return nil
  }
}

/// The value of a Swift string literal, as `SwiftTokens(literalsIn:)` reads it: escapes applied, a multi-line literal's
/// indentation stripped, interpolations kept as written.
enum _StringLiteralValue {
  /// The lines of a multi-line literal's content with the closing line's indentation removed from each.
  ///
  /// The last line holds the closing delimiter's indentation; when it holds text (a lenient reading of a misplaced
  /// delimiter), nothing is stripped and that text is the last line.
  static func dedent(_ content: [Unicode.Scalar]) -> [Unicode.Scalar] {
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

  /// The one-letter escapes and what they stand for.
  static let simpleEscapes: [Unicode.Scalar: Unicode.Scalar] = [
    "n": "\n", "t": "\t", "r": "\r", "0": "\0", "\\": "\\", "\"": "\"", "'": "'",
  ]

  /// `raw` with its escapes applied; interpolations and unknown escapes are kept as written.
  static func unescape(_ raw: [Unicode.Scalar], hashes: Int) -> String {
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
      let replacement = simpleEscapes[raw[code]]
      switch raw[code] {
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
  static func unicodeEscape(in raw: [Unicode.Scalar], from index: Int) -> (Unicode.Scalar, Int)? {
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

  static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
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
  static func interpolationEnd(
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
  static func nestedStringEnd(in scalars: [Unicode.Scalar], from index: Int, nesting: Int) -> Int? {
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
  static let _maxNesting = 32

  static func hashes(_ count: Int, in scalars: [Unicode.Scalar], at index: Int) -> Bool {
    guard index + count <= scalars.count else { return false }
    return scalars[index..<(index + count)].allSatisfy { $0 == "#" }
  }

  static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\n" || scalar == "\r"
  }

  /// The index after the line break at `index` (`\r\n` counts as one).
  static func afterNewline(in scalars: [Unicode.Scalar], at index: Int) -> Int {
    scalars[index] == "\r" && index + 1 < scalars.count && scalars[index + 1] == "\n" ? index + 2 : index + 1
  }
}
