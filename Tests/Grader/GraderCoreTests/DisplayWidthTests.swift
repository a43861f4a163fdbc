import Testing
import GraderCore

@Suite struct DisplayWidthTests {
  // MARK: - columns(of:)

  @Test(arguments: [
    ("", 0),
    ("hello", 5),
    ("汉字", 4),
    ("题 1", 4),
    ("abc汉字", 7),
    ("di.fix1 依赖注入", 16),
    ("カタカナ", 8),
    ("ひらがな", 8),
    ("한국어", 6),
    ("，。！？（）：；", 16),
    ("「引号」", 8),
    ("ＡＢＣ１２３", 12),
    ("￥￡", 4),
    ("\u{3000}", 2),
    ("“quotes” … → ✓ ✗ ◐ ○", 20),
  ])
  func countsColumns(text: String, columns: Int) {
    #expect(DisplayWidth.columns(of: text) == columns)
  }

  @Test(arguments: [
    ("👍", 2),
    ("👍🏽", 2),
    ("👨‍👩‍👧", 2),
    ("❤️", 2),
    ("❤", 1),
    ("🇨🇳", 2),
    ("1️⃣", 2),
    ("⌚", 2),
    ("⌚︎", 1),
    ("ok 🎉!", 6),
  ])
  func countsEmojiAsTwo(text: String, columns: Int) {
    #expect(DisplayWidth.columns(of: text) == columns)
  }

  @Test(arguments: [
    ("e\u{301}", 1),
    ("Cafe\u{301}", 4),
    ("\u{301}", 0),
    ("a\u{200B}b", 2),
    ("a\u{200D}b", 2),
    ("\u{FE0F}", 0),
    ("a\tb\n", 2),
    ("\u{7}\u{0}", 0),
    ("\r\n", 0),
    ("한\u{1161}", 2),
  ])
  func countsMarksJoinersAndControlsAsZero(text: String, columns: Int) {
    #expect(DisplayWidth.columns(of: text) == columns)
  }

  @Test(arguments: [
    ("\u{1B}[31m红色\u{1B}[0m", 4),
    ("\u{1B}[1;32mok\u{1B}[0m", 2),
    ("\u{1B}[38;5;208mx\u{1B}[0m", 1),
    ("\u{1B}[2K\rprogress", 8),
    ("\u{1B}", 0),
    ("\u{1B}[", 0),
  ])
  func ignoresEscapeSequences(text: String, columns: Int) {
    #expect(DisplayWidth.columns(of: text) == columns)
  }

  // MARK: - pad(_:to:)

  @Test func padsToColumnsNotCharacters() {
    #expect(DisplayWidth.pad("汉字", to: 6) == "汉字  ")
    #expect(DisplayWidth.pad("ab", to: 6) == "ab    ")
    #expect(DisplayWidth.pad("👍", to: 3) == "👍 ")
    #expect(DisplayWidth.pad("e\u{301}", to: 2) == "e\u{301} ")
  }

  @Test func neverTruncatesWhenPadding() {
    #expect(DisplayWidth.pad("abcdef", to: 3) == "abcdef")
    #expect(DisplayWidth.pad("汉字", to: 3) == "汉字")
    #expect(DisplayWidth.pad("x", to: -1) == "x")
  }

  @Test func padsStyledTextByItsVisibleWidth() {
    let styled = "\u{1B}[31m失败\u{1B}[0m"
    #expect(DisplayWidth.pad(styled, to: 6) == styled + "  ")
  }

  @Test func paddedColumnsLineUpInATable() {
    let ids = ["di.quiz", "题 1", "di.fix1 依赖", "\u{1B}[1mbold\u{1B}[0m", "👍 ok"]
    for id in ids {
      #expect(DisplayWidth.columns(of: DisplayWidth.pad(id, to: 14)) == 14)
    }
  }

  // MARK: - truncate(_:to:)

  @Test func leavesTextThatFitsAlone() {
    #expect(DisplayWidth.truncate("short", to: 10) == "short")
    #expect(DisplayWidth.truncate("汉字", to: 4) == "汉字")
    #expect(DisplayWidth.truncate("", to: 3) == "")
  }

  @Test func cutsWithAnEllipsis() {
    #expect(DisplayWidth.truncate("hello world", to: 8) == "hello w…")
    #expect(DisplayWidth.truncate("汉字汉字", to: 5) == "汉字…")
    #expect(DisplayWidth.truncate("汉字汉字", to: 4) == "汉…")
    #expect(DisplayWidth.truncate("ab汉字", to: 4) == "ab…")
    #expect(DisplayWidth.truncate("👍👍👍", to: 4) == "👍…")
    #expect(DisplayWidth.truncate("e\u{301}e\u{301}e\u{301}", to: 2) == "e\u{301}…")
  }

  @Test func handlesTinyWidths() {
    #expect(DisplayWidth.truncate("hello", to: 1) == "…")
    #expect(DisplayWidth.truncate("hello", to: 0) == "")
    #expect(DisplayWidth.truncate("hello", to: -3) == "")
    #expect(DisplayWidth.truncate("汉字", to: 1) == "…")
  }

  @Test func keepsStylesAndResetsAfterACut() {
    let styled = "\u{1B}[31m红色文字\u{1B}[0m"
    #expect(DisplayWidth.truncate(styled, to: 5) == "\u{1B}[31m红色…\u{1B}[0m")
    #expect(DisplayWidth.truncate(styled, to: 8) == styled)
  }

  @Test(arguments: 0...12)
  func neverExceedsTheWidth(width: Int) {
    let samples = ["你好，世界！Hello, world!", "👨‍👩‍👧 family 👍🏽", "Cafe\u{301} crème", "\u{1B}[1m粗体 bold\u{1B}[0m", "ａｂｃ「」"]
    for sample in samples {
      let cut = DisplayWidth.truncate(sample, to: width)
      #expect(DisplayWidth.columns(of: cut) <= max(width, 0), "\(sample) → \(cut)")
      if DisplayWidth.columns(of: sample) > width && width > 0 {
        #expect(cut.hasSuffix("…") || cut.hasSuffix("…\u{1B}[0m"))
      }
    }
  }
}
