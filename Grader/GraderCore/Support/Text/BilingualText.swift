import Foundation

/// One language's half of the kit's bilingual lines, written `中文 / English`.
///
/// The kit's messages (check comments, usage errors) carry both languages on one line; `--lang` asks for one. A line
/// is split only where the part before ` / ` has Chinese and the part after has none, so any other text with a slash
/// (a path, a fraction, English on both sides) is left whole.
package enum BilingualText {
  /// `line` in `language`, or `line` itself when it is not in the `中文 / English` form.
  package static func line(_ line: String, in language: Language) -> String {
    var search = line.startIndex..<line.endIndex
    while let separator = line.range(of: " / ", range: search) {
      let before = line[..<separator.lowerBound]
      let after = line[separator.upperBound...]
      if before.contains(where: isChinese) && !after.contains(where: isChinese) {
        let chosen = language == .zh ? before : after
        return chosen.trimmingCharacters(in: .whitespaces)
      }
      search = separator.upperBound..<line.endIndex
    }
    return line
  }

  /// One language's half of a phrase written `中文 English` (a progress phase such as `构建 Building Lessons…`): the
  /// English half starts at the first capitalised word after the last Chinese character. Anything else is returned
  /// as it is.
  static func phrase(_ text: String, in language: Language) -> String {
    guard let lastChinese = text.lastIndex(where: isChinese) else { return text }
    let rest = text[text.index(after: lastChinese)...]
    guard let start = rest.range(of: #" [A-Z]"#, options: .regularExpression) else { return text }
    let chosen = language == .zh ? text[..<start.lowerBound] : text[text.index(after: start.lowerBound)...]
    return chosen.trimmingCharacters(in: .whitespaces)
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
