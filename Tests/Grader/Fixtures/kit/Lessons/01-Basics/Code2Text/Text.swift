/// Ways to say a text.
public enum Text {
  /// `text` in capitals, with an exclamation mark.
  public static func shout(_ text: String) -> String {
    // TODO: shout it
    ""
  }

  /// `text` in small letters, with an ellipsis.
  public static func whisper(_ text: String) -> String {
    // TODO: whisper it
    ""
  }

  /// How many words `text` has, words being separated by spaces.
  public static func wordCount(_ text: String) -> Int {
    // TODO: count them (this stub does not compile until you do)
    "-1"
  }
}
