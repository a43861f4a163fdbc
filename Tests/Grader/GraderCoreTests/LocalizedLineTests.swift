import Testing

@testable import GraderCore

/// `--lang` shows one half of the kit's `中文 / English` lines, and never cuts data that happens to look like one.
@Suite struct LocalizedLineTests {
  @Test func theKitsCommentIsSplit() {
    let comment = "应为 5 / should be 5"
    #expect(LocalizedText.messageLine(comment, in: .en) == "should be 5")
    #expect(LocalizedText.messageLine(comment, in: .zh) == "应为 5")
  }

  @Test func whatSwiftTestingWroteStaysWhole() {
    let expectation = #"Expectation failed: (titles → ["预览 A / Preview A"]) == ["B"]"#
    #expect(LocalizedText.messageLine(expectation, in: .en) == expectation)
    let caught = "Caught error: 离线 / offline"
    #expect(LocalizedText.messageLine(caught, in: .zh) == caught)
    // The plain splitter would have cut it: the difference is the point of messageLine.
    #expect(LocalizedText.line(expectation, in: .en) != expectation)
  }

  /// An expectation's comment comes on the lines under Swift Testing's own: those are split too (`--lang en` showed
  /// "load() 取得 3 封邮件… / after load() got 3 messages…" whole).
  @Test func theCommentUnderAnExpectationIsSplitToo() {
    let lines = ["Expectation failed: (count → 1) == (unread → 2)", "unreadCount 是 1，应为 2 / unreadCount was 1; expected 2"]
    #expect(LocalizedText.messageLines(lines, in: .en) == [lines[0], "unreadCount was 1; expected 2"])
    #expect(LocalizedText.messageLines(lines, in: .zh) == [lines[0], "unreadCount 是 1，应为 2"])
  }
  /// Swift Testing's line of what an `==` of two arrays inserted and removed is data: cutting it at the ` / ` inside a
  /// bilingual title left `First, renamed", isDone: true)]` on the screen under di.code2's `addAppendsOrReplacesById`
  /// (`grader --question di.code2 --lang en --verbose`; the line below is that one, with shorter ids).
  @Test func aValueOnALineOfItsOwnStaysWhole() {
    let difference = #"inserted [TodoKit.Todo(id: F1E2, title: "第一件 / First", isDone: false), "#
      + #"TodoKit.Todo(id: F1E2, title: "改过的第一件 / First, renamed", isDone: true)], "#
      + #"removed [TodoKit.Todo(id: F1E2, title: "改过的第一件 / First, renamed", isDone: true)]"#
    #expect(LocalizedText.messageLine(difference, in: .en) == difference)
    let lines = [#"Expectation failed: (afterReplace → [TodoKit.Todo(id: F1E2, title: "第一件 / First", isDone: false)]) == ([renamed] → [])"#, difference]
    #expect(LocalizedText.messageLines(lines, in: .zh) == lines)
  }

  /// Quotes that open and close before the separator do not make a comment data.
  @Test func aCommentWithQuotedWordsIsStillSplit() {
    let comment = #"标题应为 "A" / the title should be "A""#
    #expect(LocalizedText.messageLine(comment, in: .en) == #"the title should be "A""#)
    #expect(LocalizedText.messageLine(comment, in: .zh) == #"标题应为 "A""#)
  }
}
