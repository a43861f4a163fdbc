import Foundation
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// Student text shown escaped everywhere: control characters, escape sequences, bidirectional overrides, invisible
/// characters and invalid UTF-8 never reach a terminal, a browser or a Markdown renderer as they are.
@Suite struct PrintableTextTests {
  /// Text a student can put in an answer or make a test print: every class of character that misleads a reader.
  static let hostile =
    "NUL[\u{0}] BEL[\u{7}] BS[x\u{8}y] CR[fake\rreal] DEL[\u{7F}] CSI[\u{9B}31m]\n"
    + "ESC[\u{1B}[31mred\u{1B}[0m] OSC[\u{1B}]8;;https://evil.example\u{7}link\u{1B}]8;;\u{7}] clear[\u{1B}[2J\u{1B}[H]\n"
    + "RLO[\u{202E}gnp.exe] LRM[a\u{200E}b] RLM[\u{200F}] isolate[\u{2066}x\u{2069}] ALM[\u{61C}]\n"
    + "ZWSP[a\u{200B}b] BOM[\u{FEFF}] LS[a\u{2028}b] tag[\u{E0041}\u{E0042}]"

  @Test func everyMisleadingCharacterBecomesAVisibleEscape() {
    let shown = PrintableText.escaped(Self.hostile)
    #expect(!shown.unicodeScalars.contains { $0 != "\n" && PrintableText.needsEscaping($0) })
    for escape in [
      #"NUL[\u{0}]"#, #"BEL[\u{7}]"#, #"BS[x\u{8}y]"#, #"CR[fake\rreal]"#, #"DEL[\u{7F}]"#, #"CSI[\u{9B}31m]"#,
      #"ESC[\u{1B}[31mred\u{1B}[0m]"#, #"\u{1B}]8;;https://evil.example\u{7}link"#, #"clear[\u{1B}[2J\u{1B}[H]"#,
      #"RLO[\u{202E}gnp.exe]"#, #"LRM[a\u{200E}b]"#, #"RLM[\u{200F}]"#, #"isolate[\u{2066}x\u{2069}]"#, #"ALM[\u{61C}]"#,
      #"ZWSP[a\u{200B}b]"#, #"BOM[\u{FEFF}]"#, #"LS[a\u{2028}b]"#, #"tag[\u{E0041}\u{E0042}]"#,
    ] {
      #expect(shown.contains(escape), "\(escape)")
    }
    #expect(shown.split(separator: "\n").count == 4)
  }

  @Test func oneLineEscapesLineBreaksAndTabsToo() {
    #expect(PrintableText.escaped("a\nb\tc\r\nd", keepingLineBreaks: false) == #"a\nb\tc\r\nd"#)
    #expect(PrintableText.escaped("a\r\nb\tc") == "a\nb\tc")
  }

  @Test func ordinaryTextIsUnchanged() {
    for text in [
      "李雷 passed 5 / 8 ✓ 🎉", "é (e + \u{301})", "👨‍👩‍👧 family with joiners", "flag 🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}",
      "العربية עברית", "<tag> | % \"quotes\" \\escapes ::warning::", "",
    ] {
      #expect(PrintableText.escaped(text) == text, "\(text)")
    }
  }

  @Test func invalidUTF8IsMarkedAndCounted() {
    // A lone high surrogate as CESU bytes, a stray continuation byte, a truncated sequence, an overlong slash.
    let bytes: [UInt8] = Array("a".utf8) + [0xED, 0xA0, 0x80] + Array("b".utf8) + [0x80] + [0xE6, 0x9D] + Array("c".utf8) + [0xC0, 0xAF]
    let (text, invalid) = UTF8Text.decode(bytes)
    #expect(invalid >= 4)
    #expect(text.hasPrefix("a\u{FFFD}") && text.contains("b\u{FFFD}") && text.contains("\u{FFFD}c"))
    #expect(UTF8Text.decode(Array("李雷".utf8)) == ("李雷", 0))
  }

  @Test func anOpenAnswerInAnInvalidFileIsKeptAndFlagged() {
    var file = Array("public enum Open {\n  public static let answer1 = \"\"\"\n    单例 ".utf8)
    file += [0xED, 0xA0, 0x80, 0xFF]
    file += Array(" singleton \u{202E}txt.exe \u{1B}[2J\n    \"\"\"\n  public static let answer2 = \"clean\"\n}\n".utf8)
    let answers = OpenAnswerReader.answers(inSwiftFile: file)
    let first = answers["answer1"] ?? ""
    #expect(first.hasPrefix(OpenAnswerReader.invalidUTF8Note + "\n单例 \u{FFFD}"))
    #expect(first.contains("singleton \u{202E}txt.exe"))
    #expect(answers["answer2"] == "clean")
  }

  /// A report where every piece of student text is hostile.
  static var hostileReport: GradeReport {
    var report = ReportFixtures.report
    report.modifiedFiles = ["Tests/\u{202E}tfiws.evil\u{1B}[2J.swift"]
    for index in report.questions.indices {
      report.questions[index].checks = report.questions[index].checks.map {
        var check = $0
        if !check.passed { check.message = hostile }
        return check
      }
      if report.questions[index].diagnostics != nil { report.questions[index].diagnostics = hostile }
      if report.questions[index].answer != nil { report.questions[index].answer = hostile }
      if report.questions[index].review != nil { report.questions[index].review?.comment = hostile }
    }
    return report
  }

  @Test(arguments: [Language.en, .zh]) func textReportShowsEveryEscape(language: Language) {
    let text = TextReport(language: language, style: TerminalStyle(isEnabled: false)).render(Self.hostileReport)
    #expect(!text.unicodeScalars.contains { $0 != "\n" && PrintableText.needsEscaping($0) })
    #expect(text.contains(#"ESC[\u{1B}[31mred\u{1B}[0m]"#) && text.contains(#"RLO[\u{202E}gnp.exe]"#))
    #expect(text.contains(#"Tests/\u{202E}tfiws.evil\u{1B}[2J.swift"#))
  }

  @Test func colouredTextReportHasOnlyItsOwnEscapes() {
    let text = TextReport(language: .en, style: TerminalStyle(isEnabled: true)).render(Self.hostileReport)
    // The only ESC bytes left are the report's own SGR colours, never the student's clear-screen or hyperlink.
    let withoutColours = text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    #expect(withoutColours != text)
    #expect(!withoutColours.unicodeScalars.contains { $0 != "\n" && PrintableText.needsEscaping($0) })
  }

  @Test(arguments: [Language.en, .zh]) func markdownShowsEveryEscape(language: Language) {
    let markdown = MarkdownReport.render(Self.hostileReport, language: language)
    #expect(!markdown.unicodeScalars.contains { $0 != "\n" && PrintableText.needsEscaping($0) })
    #expect(markdown.contains(#"ESC[\u{1B}[31mred\u{1B}[0m]"#))
  }
}
