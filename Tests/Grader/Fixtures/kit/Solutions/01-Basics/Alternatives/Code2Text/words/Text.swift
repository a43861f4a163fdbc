/// Ways to say a text, through helpers.
public enum Text {
  public static func shout(_ text: String) -> String { "\(text.uppercased())!" }

  public static func whisper(_ text: String) -> String { "\(text.lowercased())..." }

  public static func wordCount(_ text: String) -> Int {
    text.split(whereSeparator: { $0 == " " }).count
  }
}
