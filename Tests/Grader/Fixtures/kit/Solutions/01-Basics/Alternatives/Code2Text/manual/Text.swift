/// Ways to say a text, counting by hand.
public enum Text {
  public static func shout(_ text: String) -> String {
    var loud = text.uppercased()
    loud.append("!")
    return loud
  }

  public static func whisper(_ text: String) -> String {
    text.lowercased() + String(repeating: ".", count: 3)
  }

  public static func wordCount(_ text: String) -> Int {
    var count = 0
    var inWord = false
    for character in text {
      if character == " " {
        inWord = false
      } else if !inWord {
        inWord = true
        count += 1
      }
    }
    return count
  }
}
