import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

@Suite struct CSVTests {
  // MARK: - line(_:)

  @Test func plainFieldsAreJoinedAndEndInCRLF() {
    #expect(CSV.line(["id", "name", "score"]) == "id,name,score\r\n")
    #expect(CSV.line(["a", "", "c"]) == "a,,c\r\n")
    #expect(CSV.line(["", ""]) == ",\r\n")
  }

  @Test(arguments: [
    ("a,b", "\"a,b\""),
    ("say \"hi\"", "\"say \"\"hi\"\"\""),
    ("\"", "\"\"\"\""),
    ("two\nlines", "\"two\nlines\""),
    ("two\r\nlines", "\"two\r\nlines\""),
    ("cr\rhere", "\"cr\rhere\""),
    ("no special", "no special"),
    (" padded ", " padded "),
    ("it's", "it's"),
    ("\"\u{301}", "\"\"\"\u{301}\""),
  ])
  func fieldsAreQuotedOnlyWhenNeeded(field: String, written: String) {
    #expect(CSV.line([field]) == written + "\r\n")
  }

  @Test func aSingleEmptyFieldIsQuotedSoItIsNotABlankLine() {
    #expect(CSV.line([""]) == "\"\"\r\n")
    #expect(CSV.parse(CSV.line([""])) == [[""]])
  }

  @Test func noFieldsGiveABlankLine() {
    #expect(CSV.line([]) == "\r\n")
  }

  // MARK: - Formula guard

  @Test(arguments: [
    ("=1+2", "'=1+2"),
    ("=HYPERLINK(\"http://x\")", "\"'=HYPERLINK(\"\"http://x\"\")\""),
    ("+cmd", "'+cmd"),
    ("-2+3", "'-2+3"),
    ("@SUM(A1)", "'@SUM(A1)"),
    ("\t=1+2", "'\t=1+2"),
    ("\r-cmd", "\"'\r-cmd\""),
    ("=1,2", "\"'=1,2\""),
    ("-1e", "'-1e"),
    ("+.", "'+."),
    ("-0x1F", "'-0x1F"),
    ("-３", "'-３"),
  ])
  func formulaLikeFieldsGetALeadingApostrophe(field: String, written: String) {
    #expect(CSV.line([field]) == written + "\r\n")
  }

  @Test(arguments: ["-3.5", "+1", "-0", "-.5", "+2.", "-1e5", "+6.02E+23", "-7e-3", "42", "3.14"])
  func plainNumbersAreLeftAlone(field: String) {
    #expect(CSV.line([field]) == field + "\r\n")
  }

  @Test(arguments: ["a=b", " =1", "1+1", "email@example.com", "'quoted", "＝1", "-", "+", "@", "\tindented", "李雷", "di.fix2: -"])
  func textThatIsNoFormulaIsLeftAlone(field: String) {
    #expect(CSV.line([field]) == field + "\r\n")
  }

  @Test func theByteOrderMarkIsSkippedOnReading() {
    #expect(CSV.parse(CSV.byteOrderMark + CSV.line(["李雷", "1"])) == [["李雷", "1"]])
    #expect(Array(CSV.byteOrderMark.utf8) == [0xEF, 0xBB, 0xBF])
  }

  @Test func guardedFieldsReadBackWithTheirApostrophe() {
    #expect(CSV.parse(CSV.line(["=1+2", "-3.5", "@x"])) == [["'=1+2", "-3.5", "'@x"]])
  }

  // MARK: - parse(_:)

  @Test func simpleRecords() {
    #expect(CSV.parse("a,b,c\r\n1,2,3\r\n") == [["a", "b", "c"], ["1", "2", "3"]])
  }

  @Test func lineFeedEndingsAndAMissingFinalNewlineAreAccepted() {
    #expect(CSV.parse("a,b\n1,2") == [["a", "b"], ["1", "2"]])
    #expect(CSV.parse("a,b\r\n1,2") == [["a", "b"], ["1", "2"]])
    #expect(CSV.parse("a,b\n1,2\r\n3,4\n") == [["a", "b"], ["1", "2"], ["3", "4"]])
  }

  @Test func aLoneCarriageReturnEndsARecord() {
    #expect(CSV.parse("a\rb\r") == [["a"], ["b"]])
  }

  @Test func quotedFieldsHoldCommasQuotesAndLineBreaks() {
    let text = "\"a,b\",\"say \"\"hi\"\"\",\"line 1\r\nline 2\",\"x\ny\"\r\nnext\r\n"
    #expect(CSV.parse(text) == [["a,b", "say \"hi\"", "line 1\r\nline 2", "x\ny"], ["next"]])
  }

  @Test func emptyFieldsAreKept() {
    #expect(CSV.parse("a,,c\n,\n,x,\n") == [["a", "", "c"], ["", ""], ["", "x", ""]])
    #expect(CSV.parse("\"\",\"\"\n") == [["", ""]])
  }

  @Test func emptyLinesAreSkipped() {
    #expect(CSV.parse("\n\r\na\n\n\r\nb\r\n\r\n") == [["a"], ["b"]])
    #expect(CSV.parse("") == [])
    #expect(CSV.parse("\r\n\n") == [])
  }

  @Test func aLineOfSpacesIsNotEmpty() {
    #expect(CSV.parse(" \n") == [[" "]])
  }

  @Test func aByteOrderMarkAtTheStartIsDropped() {
    #expect(CSV.parse("\u{FEFF}name,score\r\n张三,90\r\n") == [["name", "score"], ["张三", "90"]])
    #expect(CSV.parse("\u{FEFF}\"q\"\n") == [["q"]])
  }

  @Test func aByteOrderMarkElsewhereIsText() {
    #expect(CSV.parse("a,\u{FEFF}b\n") == [["a", "\u{FEFF}b"]])
  }

  @Test func malformedInputIsReadLeniently() {
    #expect(CSV.parse("ab\"c,d\n") == [["ab\"c", "d"]])
    #expect(CSV.parse("\"ab\"c,d\n") == [["abc", "d"]])
    #expect(CSV.parse("\"open,field\nstill") == [["open,field\nstill"]])
  }

  @Test func combiningMarksAfterDelimitersDoNotHideThem() {
    // "\"\u{301}" is one Character in Swift; the parser must still see the quote and the comma.
    #expect(CSV.parse("\"\u{301}\",x\n") == [["\u{301}", "x"]])
    #expect(CSV.parse("a,\u{301}b\r\n") == [["a", "\u{301}b"]])
  }

  // MARK: - Round trips

  @Test func roundTripsWithChineseText() {
    let records = [
      ["学号", "姓名", "备注"],
      ["2024001", "张三", "依赖注入，完成"],
      ["2024002", "李四", "他说：\"好的\""],
      ["2024003", "王五", "第一行\r\n第二行"],
      ["2024004", "", "emoji 👍🏽 and 한국어"],
      ["-3.5", "+1", "e\u{301}"],
    ]
    let text = records.map(CSV.line).joined()
    #expect(CSV.parse(text) == records)
    #expect(CSV.parse("\u{FEFF}" + text) == records)
  }

  @Test func roundTripsOfTrickyFields() {
    let records = [
      [",", "\"", "\"\"", "a\r", "\n", "x\r\ny", ""],
      ["a\"b,c\nd", " leading", "trailing ", "'apostrophe", "\"\u{301}", "x\"\u{301}y"],
      [""],
    ]
    #expect(CSV.parse(records.map(CSV.line).joined()) == records)
  }
}
