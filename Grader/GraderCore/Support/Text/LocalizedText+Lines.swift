import Foundation

/// The kit's one bilingual text type read from a single line: messages (check comments, usage errors) carry both
/// languages on one line, `中文 / English`, and progress phases as `中文 English`; `--lang` asks for one half.
///
/// A line is split only where the part before ` / ` has Chinese and the part after has none, so any other text with a
/// slash (a path, a fraction, English on both sides) is left whole.
extension LocalizedText {
  /// The halves of `line` written `中文 / English`; `nil` when it is not in that form.
  package init?(line: String) {
    guard let separator = Self.separator(in: line) else { return nil }
    self.init(
      en: line[separator.upperBound...].trimmingCharacters(in: .whitespaces),
      zh: line[..<separator.lowerBound].trimmingCharacters(in: .whitespaces))
  }

  /// Where `line` divides into `中文 / English`: the first ` / ` with Chinese before it and none after.
  static func separator(in line: String) -> Range<String.Index>? {
    var search = line.startIndex..<line.endIndex
    while let separator = line.range(of: " / ", range: search) {
      if line[..<separator.lowerBound].contains(where: Self.isChinese) && !line[separator.upperBound...].contains(where: Self.isChinese) {
        return separator
      }
      search = separator.upperBound..<line.endIndex
    }
    return nil
  }

  /// The halves of a phrase written `中文 English` (a progress phase such as `构建 Building Lessons…`): the English
  /// half starts at the first capitalised word after the last Chinese character; `nil` when it is not in that form.
  ///
  /// A trailing note written `（中文 / English）` (the run phase's "unchanged exercises keep their results") goes half to
  /// each side: `运行…（另有…）` and `Running… (… more unchanged…)`.
  package init?(phrase text: String) {
    if text.hasSuffix("）"), let open = text.range(of: "（", options: .backwards),
      let note = LocalizedText(line: String(text[open.upperBound..<text.index(before: text.endIndex)])),
      let head = LocalizedText(phrase: String(text[..<open.lowerBound]))
    {
      self.init(en: head.en + " (" + note.en + ")", zh: head.zh + "（" + note.zh + "）")
      return
    }
    guard let lastChinese = text.lastIndex(where: Self.isChinese) else { return nil }
    let rest = text[text.index(after: lastChinese)...]
    guard let start = rest.range(of: #" [A-Z]"#, options: .regularExpression) else { return nil }
    self.init(
      en: text[text.index(after: start.lowerBound)...].trimmingCharacters(in: .whitespaces),
      zh: text[..<start.lowerBound].trimmingCharacters(in: .whitespaces))
  }

  /// `line` in `language`, or `line` itself when it is not in the `中文 / English` form.
  package static func line(_ line: String, in language: Language) -> String {
    LocalizedText(line: line)?.text(in: language) ?? line
  }

  /// The first line of a check's message in `language`: the kit's own comment is split, but what Swift Testing wrote
  /// (an expectation with its values, a caught error) is data, and a value that happens to read `中文 / English` is
  /// left whole.
  ///
  /// A value's description can also run onto lines of its own (an array of values, a multi-line string): where the
  /// only ` / ` that would split such a line sits inside a string literal (an odd number of `"` before it), it is
  /// data too, and stays whole rather than leaving half a value on the screen.
  package static func messageLine(_ line: String, in language: Language) -> String {
    let testingPrefixes = ["Expectation failed:", "Caught error:", "Issue recorded", "Confirmation was", "Known issue"]
    if testingPrefixes.contains(where: line.hasPrefix) || line.contains(" → ") { return line }
    if let separator = separator(in: line), line[..<separator.lowerBound].filter({ $0 == "\"" }).count % 2 == 1 {
      return line
    }
    return Self.line(line, in: language)
  }

  /// Every line of a check's message in `language`: the kit's comments (`中文 / English`, on the first line or on the
  /// lines under Swift Testing's "Expectation failed: …") are split; Swift Testing's own lines are kept whole.
  package static func messageLines(_ lines: [String], in language: Language) -> [String] {
    lines.map { messageLine($0, in: language) }
  }

  /// One language's half of a `中文 English` phrase, or the phrase itself when it is not in that form.
  static func phrase(_ text: String, in language: Language) -> String {
    LocalizedText(phrase: text)?.text(in: language) ?? text
  }

  /// Every line of `text` in `language`.
  package static func lines(_ text: String, in language: Language) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { Self.line(String($0), in: language) }
      .joined(separator: "\n")
  }

  /// Whether `character` is a Chinese character or Chinese punctuation.
  static func isChinese(_ character: Character) -> Bool {
    character.unicodeScalars.contains { scalar in
      (0x4E00...0x9FFF).contains(scalar.value) || (0x3400...0x4DBF).contains(scalar.value)
        || (0x3000...0x303F).contains(scalar.value) || (0xFF00...0xFFEF).contains(scalar.value)
    }
  }
}
