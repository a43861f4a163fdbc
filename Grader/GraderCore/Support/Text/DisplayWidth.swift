/// Measures, pads and truncates text by the columns it takes in a terminal, so tables of Chinese and English line up.
///
/// Each grapheme cluster counts as one unit: East Asian wide and fullwidth characters and emoji take two columns,
/// marks, joiners, variation selectors and control characters take none, everything else takes one. ANSI escape
/// sequences (such as `"\u{1B}[31m"`) take no columns, so styled text pads and truncates like plain text.
public enum DisplayWidth {
  /// The number of terminal columns `text` takes.
  public static func columns(of text: String) -> Int {
    var total = 0
    for piece in _Piece.split(text) {
      if case .cluster(let character) = piece { total += _width(of: character) }
    }
    return total
  }

  /// Right-pads `text` with spaces to `width` columns; text already that wide or wider comes back unchanged.
  public static func pad(_ text: String, to width: Int) -> String {
    let missing = width - columns(of: text)
    return missing > 0 ? text + String(repeating: " ", count: missing) : text
  }

  /// Cuts `text` to at most `width` columns, ending in "…" when anything was cut.
  ///
  /// Escape sequences before the cut are kept; when any were kept, a reset (`"\u{1B}[0m"`) follows the "…".
  public static func truncate(_ text: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    guard columns(of: text) > width else { return text }
    let budget = width - 1
    var result = ""
    var used = 0
    var keptEscape = false
    for piece in _Piece.split(text) {
      switch piece {
      case .escape(let sequence):
        result += sequence
        keptEscape = true
      case .cluster(let character):
        let columns = _width(of: character)
        if used + columns > budget {
          return result + "…" + (keptEscape ? "\u{1B}[0m" : "")
        }
        used += columns
        result.append(character)
      }
    }
    return result + "…" + (keptEscape ? "\u{1B}[0m" : "")
  }

  // MARK: - Internals

  /// A piece of text: one grapheme cluster, or one whole ANSI escape sequence.
  enum _Piece {
    case cluster(Character)
    case escape(String)

    /// Splits `text` into clusters and escape sequences (`ESC [ parameters final`, or `ESC` and one ASCII character).
    package static func split(_ text: String) -> [_Piece] {
      var pieces: [_Piece] = []
      var iterator = text.makeIterator()
      var pending: Character? = nil
      while let character = pending ?? iterator.next() {
        pending = nil
        guard character == "\u{1B}" else {
          pieces.append(.cluster(character))
          continue
        }
        var sequence = "\u{1B}"
        defer { pieces.append(.escape(sequence)) }
        guard let next = iterator.next() else { break }
        guard let code = _ascii(next), (0x20...0x7E).contains(code) else {
          pending = next
          continue
        }
        sequence.append(next)
        guard next == "[" else { continue }
        // A CSI sequence: parameter and intermediate bytes (0x20...0x3F), then one final byte (0x40...0x7E).
        while let byte = iterator.next() {
          guard let code = _ascii(byte), (0x20...0x7E).contains(code) else {
            pending = byte
            break
          }
          sequence.append(byte)
          if code >= 0x40 { break }
        }
      }
      return pieces
    }

    /// The code of `character` when it is a single ASCII scalar.
    private static func _ascii(_ character: Character) -> UInt32? {
      let scalars = character.unicodeScalars
      guard scalars.count == 1, let scalar = scalars.first, scalar.isASCII else { return nil }
      return scalar.value
    }
  }

  /// The columns one grapheme cluster takes.
  static func _width(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let base = scalars.first(where: { !_isZeroWidth($0) }) else { return 0 }
    if _isControl(base) { return 0 }
    if _isWide(base) { return 2 }
    // U+FE0E asks for text presentation, U+FE0F for emoji presentation.
    if scalars.contains("\u{FE0E}") { return 1 }
    if base.properties.isEmojiPresentation { return 2 }
    let asksForEmoji = scalars.contains { $0 == "\u{FE0F}" || $0 == "\u{20E3}" || _isEmojiModifier($0) }
    if base.properties.isEmoji && asksForEmoji { return 2 }
    if _isRegionalIndicator(base) && scalars.filter(_isRegionalIndicator).count == 2 { return 2 }
    return 1
  }

  /// Whether `scalar` is a C0 or C1 control character or DEL.
  static func _isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// Whether `scalar` takes no column of its own: a mark, joiner, zero-width space, variation selector or medial jamo.
  static func _isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format:
      return true
    default:
      break
    }
    let value = scalar.value
    return (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value)
      || (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value)
  }

  /// Whether `scalar` is a regional indicator, half of a flag.
  static func _isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
    (0x1F1E6...0x1F1FF).contains(scalar.value)
  }

  /// Whether `scalar` is an emoji skin-tone modifier.
  static func _isEmojiModifier(_ scalar: Unicode.Scalar) -> Bool {
    (0x1F3FB...0x1F3FF).contains(scalar.value)
  }

  /// Whether `scalar` is East Asian Wide or Fullwidth (Unicode's EastAsianWidth.txt, W and F, outside emoji).
  static func _isWide(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x1100 { return false }
    for range in _wideRanges where range.contains(value) { return true }
    return false
  }

  /// The East Asian Wide and Fullwidth ranges, in order; emoji are found by `isEmojiPresentation` instead.
  static let _wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo initial consonants
    0x2329...0x232A,  // angle brackets
    0x2E80...0x2E99, 0x2E9B...0x2EF3, 0x2F00...0x2FD5, 0x2FF0...0x2FFF,  // CJK radicals, Kangxi, description characters
    0x3000...0x303F,  // CJK symbols and punctuation, ideographic space
    0x3041...0x3096, 0x3099...0x30FF,  // Hiragana, Katakana
    0x3105...0x312F, 0x3131...0x318E, 0x3190...0x31E5,  // Bopomofo, Hangul compatibility jamo, Kanbun
    0x31EF...0x321E, 0x3220...0x3247,  // CJK strokes, parenthesized and circled ideographs
    0x3250...0x4DBF,  // enclosed CJK, CJK compatibility, CJK extension A
    0x4DC0...0x4DFF,  // Yijing hexagrams
    0x4E00...0x9FFF,  // CJK unified ideographs
    0xA000...0xA48C, 0xA490...0xA4C6,  // Yi
    0xA960...0xA97C,  // Hangul Jamo extended A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19, 0xFE30...0xFE52, 0xFE54...0xFE66, 0xFE68...0xFE6B,  // vertical and small forms
    0xFF01...0xFF60, 0xFFE0...0xFFE6,  // fullwidth forms
    0x16FE0...0x16FE4, 0x16FF0...0x16FF1, 0x17000...0x187F7, 0x18800...0x18CD5, 0x18D00...0x18D08,  // Tangut, Khitan
    0x1AFF0...0x1AFFE, 0x1B000...0x1B2FB,  // Kana supplement and extensions, Nushu
    0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248,  // enclosed ideographic supplement
    0x1F250...0x1F251, 0x1F260...0x1F265,
    0x20000...0x2FFFD, 0x30000...0x3FFFD,  // CJK extensions B and later
  ]
}
