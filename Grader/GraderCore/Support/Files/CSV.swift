/// Writes and reads comma-separated values as RFC 4180 describes them, guarding written cells against formulas.
public enum CSV {
  /// The UTF-8 byte order mark that starts a file Excel should read as UTF-8 (without it, Excel on Windows reads the
  /// file in the system's code page and shows 李雷 garbled). `parse` skips it.
  public static let byteOrderMark = "\u{FEFF}"

  /// One record: the fields joined by commas and ended by "\r\n", each quoted when it must be and formula-guarded.
  ///
  /// A field that contains a comma, a double quote, CR or LF is wrapped in double quotes, with its quotes doubled.
  /// A field that a spreadsheet would run as a formula gets a leading `'`, so it shows as the text it is: one that
  /// starts with `=`, or with `+`, `-` or `@` followed by more than a plain number (such as "-3.5" or "+1e3", which stay
  /// numbers), also after leading tabs or carriage returns. Nothing else is touched, so programs that read the
  /// file see the data as written; `parse` keeps the `'` of a guarded field. A record of one empty field is written as
  /// `""` so it does not read back as a blank line; no fields at all give a blank line, which `parse` skips.
  public static func line(_ fields: [String]) -> String {
    if fields == [""] { return "\"\"\r\n" }
    return fields.map(_escaped).joined(separator: ",") + "\r\n"
  }

  /// The records in `text`: quoted fields may hold commas, doubled quotes and line breaks.
  ///
  /// Lines may end in "\r\n", "\n" or a lone "\r"; a UTF-8 byte order mark at the start is dropped, the last line
  /// needs no line break and empty lines are skipped. Malformed input is read leniently, never rejected: a quote
  /// inside an unquoted field is kept as text, text after a closing quote is appended to the field, and an unclosed
  /// quoted field runs to the end of the text.
  public static func parse(_ text: String) -> [[String]] {
    var bytes = text.utf8[...]
    if bytes.starts(with: [0xef, 0xbb, 0xbf]) { bytes = bytes.dropFirst(3) }
    var parser = _Parser()
    var index = bytes.startIndex
    while index != bytes.endIndex {
      let byte = bytes[index]
      bytes.formIndex(after: &index)
      let next = index != bytes.endIndex ? bytes[index] : nil
      if parser.read(byte, next: next) { bytes.formIndex(after: &index) }
    }
    parser.endRecord()
    return parser.records
  }

  /// The records `parse` has read so far, and the one it is reading.
  struct _Parser {
    private(set) var records: [[String]] = []
    private var record: [String] = []
    private var field: [UInt8] = []
    private var lineIsEmpty = true
    private var state = _ParseState.fieldStart

    /// Reads `byte`, seeing the byte after it; returns whether it read that one too (a doubled quote, or CR LF).
    mutating func read(_ byte: UInt8, next: UInt8?) -> Bool {
      if state == .quoted { return readQuoted(byte, next: next) }
      switch byte {
      case CSV._comma:
        lineIsEmpty = false
        endField()
        state = .fieldStart
      case CSV._lineFeed:
        endRecord()
      case CSV._carriageReturn:
        endRecord()
        return next == CSV._lineFeed
      case CSV._quote where state == .fieldStart:
        lineIsEmpty = false
        state = .quoted
      default:
        lineIsEmpty = false
        field.append(byte)
        if state == .fieldStart { state = .unquoted }
      }
      return false
    }

    /// Reads `byte` inside a quoted field, where a doubled quote is one quote and a single one closes the field.
    private mutating func readQuoted(_ byte: UInt8, next: UInt8?) -> Bool {
      guard byte == CSV._quote else {
        field.append(byte)
        return false
      }
      if next == CSV._quote {
        field.append(CSV._quote)
        return true
      }
      state = .afterQuoted
      return false
    }

    private mutating func endField() {
      record.append(String(decoding: field, as: UTF8.self))
      field.removeAll(keepingCapacity: true)
    }

    /// Ends the line: its record is kept unless the line was empty.
    mutating func endRecord() {
      if !lineIsEmpty {
        endField()
        records.append(record)
      }
      record = []
      field.removeAll(keepingCapacity: true)
      lineIsEmpty = true
      state = .fieldStart
    }
  }

  /// Where `parse` stands within the current field.
  enum _ParseState {
    /// Nothing of the field read yet.
    case fieldStart
    /// Inside a field that did not start with a quote.
    case unquoted
    /// Inside a quoted field, where commas and line breaks are text.
    case quoted
    /// Just past a quoted field's closing quote.
    case afterQuoted
  }

  /// `field` guarded against formulas and quoted when it holds a comma, a quote or a line break.
  static func _escaped(_ field: String) -> String {
    let text = _isFormula(field) ? "'" + field : field
    guard text.utf8.contains(where: { $0 == _comma || $0 == _quote || $0 == _carriageReturn || $0 == _lineFeed })
    else { return text }
    // Scalar by scalar: a quote followed by a combining mark is one `Character` but must still be doubled.
    var quoted = String.UnicodeScalarView()
    quoted.append("\"")
    for scalar in text.unicodeScalars {
      quoted.append(scalar)
      if scalar == "\"" { quoted.append(scalar) }
    }
    quoted.append("\"")
    return String(quoted)
  }

  /// Whether `field` is a decimal number, optionally signed, with an optional fraction and exponent, such as "-3.5".
  static func _isPlainNumber(_ field: String) -> Bool {
    var bytes = field.utf8[...]
    func skipDigits() -> Int {
      let count = bytes.prefix(while: { (0x30...0x39).contains($0) }).count
      bytes = bytes.dropFirst(count)
      return count
    }
    if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
    var digits = skipDigits()
    if bytes.first == UInt8(ascii: ".") {
      bytes = bytes.dropFirst()
      digits += skipDigits()
    }
    guard digits > 0 else { return false }
    if let marker = bytes.first, marker == UInt8(ascii: "e") || marker == UInt8(ascii: "E") {
      bytes = bytes.dropFirst()
      if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
      guard skipDigits() > 0 else { return false }
    }
    return bytes.isEmpty
  }

  /// Whether a spreadsheet would read `field` as a formula: it starts with `=`, or with `+`, `-` or `@` and is more than
  /// that sign alone and not a plain number; leading tabs and carriage returns, which some programs strip first, are
  /// skipped.
  static func _isFormula(_ field: String) -> Bool {
    let content = field.utf8.drop { $0 == 0x09 || $0 == 0x0d }
    guard let first = content.first else { return false }
    if first == UInt8(ascii: "=") { return true }
    guard _signs.contains(first), content.count > 1 else { return false }
    return !_isPlainNumber(String(decoding: content, as: UTF8.self))
  }

  /// The signs that start a formula when more follows: `+`, `-`, `@`.
  static let _signs: Set<UInt8> = Set("+-@".utf8)

  /// The field separator.
  private static let _comma = UInt8(ascii: ",")
  /// The quote that opens and closes a quoted field.
  private static let _quote = UInt8(ascii: "\"")
  /// CR, which ends a line alone or before LF.
  private static let _carriageReturn: UInt8 = 0x0d
  /// LF, which ends a line.
  private static let _lineFeed: UInt8 = 0x0a
}
