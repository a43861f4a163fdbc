// BEGIN GENERATED: requirements (swift run grader sync)
// f.code2 的要求（每条单独计分，分数四舍五入到 0.01）/ What f.code2 requires (each scored on its own; points rounded to 0.01):
// 1. shout(_:) 把文字变成大写。（2 分）
//    shout(_:) upper-cases its text. (2 pts)
// 2. whisper(_:) 把文字变成小写。（2 分）
//    whisper(_:) lower-cases its text. (2 pts)
// 3. wordCount(_:) 数出单词个数。（2 分）
//    wordCount(_:) counts the words. (2 pts)
// END GENERATED: requirements

/// Ways to say a text.
public enum Text {
  /// `text` in capitals, with an exclamation mark.
  public static func shout(_ text: String) -> String {
    text.uppercased() + "!"  // SLIP shouts: text + "!"
  }

  /// `text` in small letters, with an ellipsis.
  public static func whisper(_ text: String) -> String {
    text.lowercased() + "..."  // SLIP whispers: text.lowercased()
  }

  /// How many words `text` has, words being separated by spaces.
  public static func wordCount(_ text: String) -> Int {
    text.split(separator: " ").count  // SLIP countsWords: text.count
  }
}
