/// Makes text a student controls safe to print: invisible and layout-changing characters become visible escapes.
///
/// A terminal, a browser or a Markdown renderer never shows something other than what the student wrote: control
/// characters (NUL, BEL, ESC and the sequences it starts, backspace, a lone carriage return, DEL, the C1 controls such
/// as U+009B CSI), bidirectional formatting characters (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), line
/// and paragraph separators, invisible format characters (U+200B, U+2060–U+2064, U+FEFF, U+00AD) and tag characters
/// outside a flag emoji each become `\u{…}` with the scalar's hexadecimal value. Everything else, Chinese and emoji
/// included, is kept. Text decoded from invalid UTF-8 already carries U+FFFD where the bad bytes were; it is kept too.
public enum PrintableText {
  /// `text` with every character that would not show as itself replaced by a visible escape.
  ///
  /// With `keepingLineBreaks`, line feeds (and a carriage return right before one) and tabs are kept, for text shown
  /// on several lines; without it they become `\n`, `\r` and `\t`, for text that must stay on one line.
  public static func escaped(_ text: String, keepingLineBreaks: Bool = true) -> String {
    guard text.unicodeScalars.contains(where: { needsEscaping($0) }) else { return text }
    var result = String.UnicodeScalarView()
    let scalars = Array(text.unicodeScalars)
    // Inside a subdivision flag: U+1F3F4 followed by tag characters, which are kept.
    var inFlag = false
    for (index, scalar) in scalars.enumerated() {
      inFlag = scalar.value == 0x1F3F4 || (inFlag && _isTag(scalar))
      switch scalar {
      case "\n":
        if keepingLineBreaks { result.append(scalar) } else { result.append(contentsOf: #"\n"#.unicodeScalars) }
      case "\t":
        if keepingLineBreaks { result.append(scalar) } else { result.append(contentsOf: #"\t"#.unicodeScalars) }
      case "\r":
        let endsLine = index + 1 < scalars.count && scalars[index + 1] == "\n"
        if keepingLineBreaks && endsLine { continue }
        result.append(contentsOf: #"\r"#.unicodeScalars)
      case _ where inFlag:
        result.append(scalar)
      case _ where needsEscaping(scalar):
        result.append(contentsOf: escape(scalar).unicodeScalars)
      default:
        result.append(scalar)
      }
    }
    return String(result)
  }

  /// Whether `scalar` is shown as an escape (line feed, tab and carriage return included).
  public static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x00AD, 0x061C, 0x180E: true
    case 0x200B, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x2069: true
    case 0xFEFF, 0xFFF9...0xFFFB, 0xFFFE, 0xFFFF: true
    case 0xE0000...0xE007F: true
    default: false
    }
  }

  /// `\u{1B}`: the escape shown for `scalar`, in Swift's own spelling.
  public static func escape(_ scalar: Unicode.Scalar) -> String {
    #"\u{"# + String(scalar.value, radix: 16, uppercase: true) + "}"
  }

  /// Whether `scalar` is a tag character (U+E0020–U+E007F), which spells a subdivision flag after U+1F3F4.
  private static func _isTag(_ scalar: Unicode.Scalar) -> Bool {
    (0xE0020...0xE007F).contains(scalar.value)
  }
}
