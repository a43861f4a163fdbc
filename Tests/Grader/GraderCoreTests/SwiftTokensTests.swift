import Testing

@testable import GraderCore
@testable import GraderStudent

/// The kit's one Swift tokenizer, read both ways: as code for the scans, with literal values for the answer readers.
@Suite struct SwiftTokensTests {
  private func values(_ source: String) -> [SwiftTokens.Token] { SwiftTokens(literalsIn: source).tokens }

  /// A word written right after `#` is a directive or a macro, told apart from the same word alone; a raw string's `#`
  /// and a comment's are not.
  @Test func wordsRightAfterAPoundSignAreNoted() {
    let lexed = SwiftTokens("#sourceLocation(file: \"a\", line: 1)\nlet sourceLocation = #\"x\"#\n// #if\n#if DEBUG\n#endif\n")
    let noted = lexed.poundWords.sorted().map { lexed.tokens[$0] }
    #expect(noted == [.word("sourceLocation"), .word("if"), .word("endif")], "\(noted)")
  }

  @Test func aStringLiteralIsOneTokenHoldingItsValue() {
    #expect(values(#"let a = "x\ty\u{41}\"""#) == [.word("let"), .word("a"), .symbol("="), .string("x\tyA\"")])
  }

  @Test func rawStringsKeepBackslashesUnlessTheyCarryTheirHashes() {
    #expect(values(##"#"a\nb"#"##) == [.string(#"a\nb"#)])
    #expect(values(###"##"say "#hi"# \##n"##"###) == [.string("say \"#hi\"# \n")])
    #expect(values(##"#"a"b"#"##) == [.string("a\"b")])
  }

  @Test func aMultiLineLiteralLosesTheClosingLinesIndentation() {
    let source = "  let t = \"\"\"\n    one\n      two \\\n    three\n    \"\"\"\n  let u = 1"
    #expect(values(source) == [
      .word("let"), .word("t"), .symbol("="), .string("one\n  two three"), .word("let"), .word("u"), .symbol("="),
      .word("1"),
    ])
    let lexed = SwiftTokens(literalsIn: source)
    #expect(lexed.line(at: 3) == 1)
    #expect(lexed.line(at: 4) == 6)
  }

  @Test func anUnterminatedLiteralIsNilAndTheNextLineStillReads() {
    #expect(values("let a = \"open\nlet b = \"shut\"") == [
      .word("let"), .word("a"), .symbol("="), .string(nil), .word("let"), .word("b"), .symbol("="), .string("shut"),
    ])
    #expect(values("let a = \"\"\"\nnever closed") == [.word("let"), .word("a"), .symbol("="), .string(nil)])
    #expect(values(#"let a = "\(x"#) == [.word("let"), .word("a"), .symbol("="), .string(nil)])
  }

  @Test func anInterpolationIsKeptAsWrittenAndNoted() {
    let lexed = SwiftTokens(literalsIn: #"f("plain", "n = \(n + "\(m)")!")"#)
    #expect(lexed.tokens == [
      .word("f"), .punctuation("("), .string("plain"), .punctuation(","), .string(#"n = \(n + "\(m)")!"#),
      .punctuation(")"),
    ])
    #expect(lexed.interpolated == [4])
  }

  @Test func commentsAreSkippedButLiteralsHoldingCommentMarksAreNot() {
    #expect(values("/* a /* nested */ \"no\" */ \"// yes\" // \"no\"\n1") == [.string("// yes"), .word("1")])
  }

  @Test func readingLiteralsKeepsEveryOtherCharacterAsASymbol() {
    #expect(values("#if X\n@A `p` ` q..<r") == [
      .symbol("#"), .word("if"), .word("X"), .attribute("A"), .word("p"), .symbol("`"), .word("q"),
      .punctuation("."), .punctuation("."), .punctuation("<"), .word("r"),
    ])
  }

  @Test func aCarriageReturnBreaksALineWhenReadingLiterals() {
    let lexed = SwiftTokens(literalsIn: "a\rb\r\nc\nd")
    #expect((0..<4).map(lexed.line(at:)) == [1, 2, 3, 4])
  }

  /// A bare `/…/` is a regex literal only where the compiler takes it for one: not ending in a space, with no unbalanced
  /// `)` (`f(/x) + g(y/)` divides); its range is kept for the reading that takes it for code.
  @Test func aBareRegexLiteralIsReadAsTheCompilerReadsIt() {
    let regex = SwiftTokens("let r = /a(b)@c/", regexLiterals: true)
    #expect(regex.tokens == [.word("let"), .word("r"), .symbol("=")] && regex.regexRanges == [8..<16], "\(regex.regexRanges)")
    #expect(SwiftTokens("let r = f(/x) + g(y/)", regexLiterals: true).regexRanges.isEmpty)
    #expect(SwiftTokens("let r = (/a b /)", regexLiterals: true).regexRanges.isEmpty)
    #expect(SwiftTokens("let r = #/a)@b/#", regexLiterals: true).regexRanges == [8..<16])
    let code = SwiftTokens("let r = /a(b)@c/")
    let inside = code.indices(inside: regex.regexRanges)
    #expect(inside == Set(3..<code.tokens.count) && code.tokens.contains(.attribute("c")), "\(code.tokens) \(inside)")
  }

  /// Swift's lexer ends a line at a lone `\r` (a `//` comment, a string), so both readings do, with its line numbers.
  @Test func aLoneCarriageReturnEndsALineForCodeAsForTheCompiler() {
    let lexed = SwiftTokens("// note\rlet a = \"x\rb\"\r\nc")
    #expect(lexed.tokens == [.word("let"), .word("a"), .symbol("="), .word("b"), .word("c")], "\(lexed.tokens)")
    #expect((0..<5).map(lexed.line(at:)) == [2, 2, 2, 3, 4])
    #expect(SwiftTokens(literalsIn: "// note\rlet").tokens == [.word("let")])
  }

  @Test func codeReadingSkipsStringsNumbersAndRegexLiterals() {
    let source = #"let r = /"x/ ; let s = "a \(b) c" + 12"#
    #expect(SwiftTokens(source, regexLiterals: true).tokens == [
      .word("let"), .word("r"), .symbol("="), .punctuation(";"), .word("let"), .word("s"), .symbol("="), .word("b"),
      .symbol("+"),
    ])
    #expect(SwiftTokens(source, regexLiterals: true).strings.map(\.text) == ["a \u{0} c"])
  }

  @Test func aRegexLiteralBesideAStringHidesNoQuoteWhenSkipped() {
    let source = ##"let r = #/"/# ; let s = "t""##
    #expect(SwiftTokens(source, regexLiterals: true).strings.map(\.text) == ["t"])
    #expect(values(source).contains(.string("t")) == false)
  }
}

/// The check intents are read from the tokens, so only real checks count.
@Suite struct CheckIntentsTokenTests {
  @Test func aCheckInACommentOrAStringIsNotOne() {
    let source = """
      // struct Fake {
      struct Real {
        /* @Test("no / no") func hidden() {} */
        let text = "@Test(\\"no / no\\") func quoted() {}"
        @Test("检查 / check", .tags(.fast))
        @available(macOS 15, *)
        nonisolated func visible() async throws {}
        @Test func unnamed() {}
        @Test(#"raw "q" / raw "q""#) func raw() {}
      }
      """
    let intents = CheckIntents.intentsBySuite(inSource: source)
    #expect(intents.keys.sorted() == ["Real"])
    #expect(intents["Real"]?.keys.sorted() == ["raw", "visible"])
    #expect(intents["Real"]?["visible"] == LocalizedText(en: "check", zh: "检查"))
    #expect(intents["Real"]?["raw"]?.en == "raw \"q\"")
  }

  @Test func classFuncIsNotASuite() {
    let source = "struct S {\n  class func helper() {}\n  @Test(\"a / b\") func c() {}\n}"
    #expect(CheckIntents.intentsBySuite(inSource: source)["S"]?["c"]?.en == "b")
  }
}
