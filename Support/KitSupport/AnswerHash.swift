/// The salted hash under which a closed answer's key is kept where students can read it: 闭合题答案的加盐哈希。
///
/// The student edition and the grading suites hold only these hashes; the instructor's manifest holds the keys in
/// clear. A choice among four options is easy to find by trying, so the hash keeps the key out of plain sight and out
/// of search, not out of reach: grading that counts is done with the instructor's edition.
public enum AnswerHash {
  /// The canonical text of a list of texts: `["A","B"]`, with `"` and `\` escaped.
  public static func canonical(texts: [String]) -> String {
    let quoted = texts.map { text in
      "\"" + text.unicodeScalars.map { $0 == "\"" || $0 == "\\" ? "\\" + String($0) : String($0) }.joined() + "\""
    }
    return "[" + quoted.joined(separator: ",") + "]"
  }

  /// The hex SHA-256 of the salt, the question, the constant and the answer's canonical text.
  public static func of(canonical: String, question: String, constant: String, salt: String) -> String {
    SHA256Digest.hex(of: Array([salt, question, constant, canonical].joined(separator: "\u{1F}").utf8))
  }
}
