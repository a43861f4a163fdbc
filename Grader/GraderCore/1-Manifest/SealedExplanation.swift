import Foundation
import KitSupport

/// A closed question's explanation as the student edition ships it: sealed with a key that only the right answers give.
///
/// An explanation usually opens with the answer ("False. …", "C. …"), so the edition cannot carry it in clear. The key
/// is the SHA-256 of the course's salt, the question's ID and the canonical text of every key of the question, in
/// order: exactly what the grader holds once each constant's hash matched. The text is XORed with a SHA-256 counter
/// keystream and followed by a tag, so a wrong key is recognised instead of showing noise. Hashes of one four-way
/// choice can always be tried by hand (a local grader is an oracle); sealing keeps the text from being *read*.
public enum SealedExplanation {
  /// What the edition's manifest shows in place of a sealed explanation.
  public static let placeholder = LocalizedText(
    en: "Shown once every answer of this question is right.", zh: "这道题全部答对之后显示。")

  /// The prefix of a sealed text, with the format's version.
  package static let prefix = "sealed-v1:"

  /// The key for `question` whose answers' canonical texts are `canonicals`, in the order of `question.answers`.
  package static func key(question: String, canonicals: [String], salt: String) -> [UInt8] {
    SHA256Digest.digest(of: Array((["explanation", salt, question] + canonicals).joined(separator: "\u{1F}").utf8))
  }

  /// `text` (both languages) sealed with the key of `canonicals`.
  public static func seal(_ text: LocalizedText, question: String, canonicals: [String], salt: String) throws -> String {
    let plain = try JSONEncoder.sortedKeys.encode(text)
    let key = key(question: question, canonicals: canonicals, salt: salt)
    return prefix + Data(xor(Array(plain), key: key) + tag(key: key, plain: Array(plain))).base64EncodedString()
  }

  /// The explanation `sealed` holds, or `nil` when `canonicals` are not the keys it was sealed with.
  public static func open(_ sealed: String, question: String, canonicals: [String], salt: String) -> LocalizedText? {
    guard sealed.hasPrefix(prefix), let data = Data(base64Encoded: String(sealed.dropFirst(prefix.count))),
      data.count >= tagLength
    else { return nil }
    let key = key(question: question, canonicals: canonicals, salt: salt)
    let bytes = Array(data)
    let plain = xor(Array(bytes.dropLast(tagLength)), key: key)
    guard Array(bytes.suffix(tagLength)) == tag(key: key, plain: plain) else { return nil }
    return try? JSONDecoder().decode(LocalizedText.self, from: Data(plain))
  }

  static let tagLength = 16

  private static func tag(key: [UInt8], plain: [UInt8]) -> [UInt8] {
    Array(SHA256Digest.digest(of: Array("tag".utf8) + key + plain).prefix(tagLength))
  }

  /// `bytes` XORed with SHA-256(key ‖ block counter), block by block.
  private static func xor(_ bytes: [UInt8], key: [UInt8]) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var block: UInt64 = 0
    while output.count < bytes.count {
      let counter = withUnsafeBytes(of: block.bigEndian) { Array($0) }
      let stream = SHA256Digest.digest(of: key + counter)
      for byte in stream where output.count < bytes.count {
        output.append(bytes[output.count] ^ byte)
      }
      block += 1
    }
    return output
  }
}

extension JSONEncoder {
  /// An encoder with sorted keys, so the same value always gives the same bytes.
  package static var sortedKeys: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return encoder
  }
}
