import Testing

@testable import FText

@Suite("Code 2: Text")
struct Code2Text {
  @Test func shouts() {
    #expect(Text.shout("hi") == "HI!", "shout(\"hi\") 应为 / should be \"HI!\"")
  }

  @Test func whispers() {
    #expect(Text.whisper("Hi") == "hi...", "whisper(\"Hi\") 应为 / should be \"hi...\"")
  }

  @Test func countsWords() {
    #expect(Text.wordCount("one two three") == 3, "三个词 / three words")
  }
}
