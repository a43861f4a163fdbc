import Testing
import GraderCore

@Suite struct OpenAnswerReaderTests {
  // MARK: - The answer file's shape

  @Test func readsTheShippedStubAsEmptyAnswers() {
    let source = """
      // 怎么作答 / How to answer
      // 在每对三引号之间用自己的话写几句。Write between each pair of triple quotes.

      /// Your answers to the lesson's open questions: 本课开放思考题的答案。
      public enum OpenAnswers {
        // 开放题 1：为什么 ViewModel 不应该直接使用单例？
        public static let answer1 = \"""
          
          \"""

        // 开放题 2：用 EnvironmentKey 注入依赖和通过初始化参数直接传入，有什么区别？
        public static let answer2 = \"""
          \"""
      }
      """
    #expect(OpenAnswerReader.answers(inSwiftSource: source) == ["answer1": "", "answer2": ""])
  }

  @Test func readsChineseParagraphsAndStripsTheClosingIndentation() {
    let source = """
      public enum OpenAnswers {
        // 题 1 …
        public static let answer1 = \"""
          单例让依赖变得隐蔽：测试时无法替换。
            缩进的行保留相对缩进。

          Second paragraph, in English.
          \"""
      }
      """
    #expect(
      OpenAnswerReader.answers(inSwiftSource: source)["answer1"]
        == "单例让依赖变得隐蔽：测试时无法替换。\n  缩进的行保留相对缩进。\n\nSecond paragraph, in English."
    )
  }

  @Test func trimsLeadingAndTrailingWhitespace() {
    let source = """
      static let a = "   padded \\t "
      static let b = \"""

          text

        \"""
      """
    #expect(OpenAnswerReader.answers(inSwiftSource: source) == ["a": "padded", "b": "text"])
  }

  // MARK: - Declarations

  @Test func acceptsModifiersAndATypeAnnotation() {
    let source = """
      public static let a = "one"
      nonisolated public static let b: String = "two"
      let c: String = "three"
      nonisolated(unsafe) static let d = "four"
      private let `default` = "five"
      static let 答案 = "六"
      let tight:String="seven"
      """
    #expect(
      OpenAnswerReader.answers(inSwiftSource: source)
        == ["a": "one", "b": "two", "c": "three", "d": "four", "default": "five", "答案": "六", "tight": "seven"]
    )
  }

  @Test func ignoresDeclarationsThatAreNotStringLets() {
    let source = """
      static var v = "variable"
      static let n = 42
      static let typed: Int = "not a string type"
      case x = "enum case"
      let array = ["in an array"]
      func f() -> String { "returned" }
      static let computed = answer("x")
      """
    #expect(OpenAnswerReader.answers(inSwiftSource: source).isEmpty)
  }

  @Test func joinsLiteralsAddedTogether() {
    #expect(OpenAnswerReader.answers(inSwiftSource: #"let k = "a" + "b" + "c""#) == ["k": "abc"])
  }

  @Test func keepsTheFirstDeclarationOfAName() {
    #expect(OpenAnswerReader.answers(inSwiftSource: "let a = \"first\"\nlet a = \"second\"") == ["a": "first"])
  }

  // MARK: - Escapes

  @Test func appliesEscapes() {
    let source = #"static let a = "n\nt\tq\"b\\s\'z\0r\rs\u{1F600}\u{4E2D}end""#
    #expect(OpenAnswerReader.answers(inSwiftSource: source)["a"] == "n\nt\tq\"b\\s'z\0r\rs😀中end")
  }

  @Test func keepsUnknownAndMalformedEscapesAsWritten() {
    let source = #"static let a = "\q \u{ZZ} \u{} \u{110000} \u{123456789}""#
    #expect(OpenAnswerReader.answers(inSwiftSource: source)["a"] == #"\q \u{ZZ} \u{} \u{110000} \u{123456789}"#)
  }

  @Test func keepsInterpolationsAsTheirText() {
    let source = ##"""
      let a = "Hello \(name("x, y")) and \(1 + (2 * 3))!"
      let b = """
        value: \(value)
        """
      let c = #"raw \#(x) and \(y)"#
      """##
    #expect(
      OpenAnswerReader.answers(inSwiftSource: source)
        == ["a": #"Hello \(name("x, y")) and \(1 + (2 * 3))!"#, "b": #"value: \(value)"#, "c": ##"raw \#(x) and \(y)"##]
    )
  }

  // MARK: - Multi-line literals

  @Test func joinsLinesEndingInABackslash() {
    let source = #"""
      let j = """
        one \
        two \   
        three
        """
      """#
    #expect(OpenAnswerReader.answers(inSwiftSource: source)["j"] == "one two three")
  }

  @Test func keepsEscapedQuotesAndEscapesInMultilineLiterals() {
    let source = #"""
      let m = """
        She said \"""hi\""" and "quoted".
        tab:\tdone
        """
      """#
    #expect(OpenAnswerReader.answers(inSwiftSource: source)["m"] == "She said \"\"\"hi\"\"\" and \"quoted\".\ntab:\tdone")
  }

  @Test func readsCRLFSources() {
    let source = "public enum OpenAnswers {\r\n  static let a = \"\"\"\r\n    第一行\r\n    second\r\n    \"\"\"\r\n}\r\n"
    #expect(OpenAnswerReader.answers(inSwiftSource: source)["a"] == "第一行\nsecond")
  }

  @Test func toleratesLinesIndentedLessThanTheClosingDelimiter() {
    let source = "let a = \"\"\"\n    deep\n  shallow\n    \"\"\"\n"
    #expect(OpenAnswerReader.answers(inSwiftSource: source)["a"] == "deep\nshallow")
  }

  // MARK: - Raw literals

  @Test func readsRawLiterals() {
    let source = ##"""
      let a = #"C:\path "quoted" \n stays"#
      let b = #"tab\#there"#
      let c = ##"one "# inside"##
      let d = #"""
        raw \n """ inside
        line two
        """#
      """##
    #expect(
      OpenAnswerReader.answers(inSwiftSource: source)
        == ["a": #"C:\path "quoted" \n stays"#, "b": "tab\there", "c": ##"one "# inside"##, "d": "raw \\n \"\"\" inside\nline two"]
    )
  }

  // MARK: - Comments

  @Test func ignoresCommentedOutDeclarationsAndQuotesInComments() {
    let source = #"""
      // static let hidden1 = "line comment"
      /* static let hidden2 = "block comment" */
      /* outer /* nested */ static let hidden3 = "still a comment" */
      // an unbalanced " quote and """ in a comment
      /// Doc comment with "quotes".
      static let shown = "visible // not a comment /* nor this */" // trailing "comment"
      static let after = /* inline */ "after a comment"
      """#
    #expect(
      OpenAnswerReader.answers(inSwiftSource: source)
        == ["shown": "visible // not a comment /* nor this */", "after": "after a comment"]
    )
  }

  // MARK: - Malformed input

  @Test func skipsAnUnterminatedSingleLineLiteral() {
    let source = "static let bad = \"no closing quote\nstatic let good = \"fine\"\n"
    #expect(OpenAnswerReader.answers(inSwiftSource: source) == ["good": "fine"])
  }

  @Test func skipsAnUnterminatedMultilineLiteral() {
    let source = "static let first = \"ok\"\nstatic let open = \"\"\"\n  never closed\n"
    #expect(OpenAnswerReader.answers(inSwiftSource: source) == ["first": "ok"])
  }

  @Test func survivesTruncatedAndOddInput() {
    let inputs = [
      "", "let", "let a", "let a =", "let a = ", "let a: String", "let a: String =", "\"", "\"\"\"", "#", "##\"", "#\"\"\"",
      "/*", "/* /*", "//", "`", "`x", "let a = \"\\", "let a = \"\\(", "let a = \"\\(\"", "let a = \"\"\"\n\\", "let a = \"\\u{",
      "let a = #\"\\#(x", "let a = \"a\" +", "let a = \"a\" + \"b", "\u{0}\u{FFFF}\u{1F600}", "let 😀 = \"emoji\"",
    ]
    for input in inputs {
      _ = OpenAnswerReader.answers(inSwiftSource: input)
    }
    #expect(OpenAnswerReader.answers(inSwiftSource: "let 😀 = \"emoji\"") == ["😀": "emoji"])
  }

  @Test func survivesDeeplyNestedInterpolations() {
    let deep = "let a = \"" + String(repeating: "\\(\"", count: 20_000) + "\nlet b = \"ok\""
    #expect(OpenAnswerReader.answers(inSwiftSource: deep) == ["b": "ok"])
    let nested = #"let c = "x \(f("y \(g("z")) w")) v""#
    #expect(OpenAnswerReader.answers(inSwiftSource: nested) == ["c": #"x \(f("y \(g("z")) w")) v"#])
  }

  @Test func survivesRandomFragments() {
    let pieces = ["let", " ", "a", "=", "\"", "\"\"\"", "#", "\\", "(", ")", "\n", "//", "/*", "*/", "`", "答", "u{", "}", ":", "String", "+"]
    var generator = SplitMix64(seed: 2024)
    for _ in 0..<500 {
      var source = ""
      for _ in 0..<Int.random(in: 1...40, using: &generator) {
        source += pieces.randomElement(using: &generator) ?? ""
      }
      _ = OpenAnswerReader.answers(inSwiftSource: source)
    }
  }
}

/// A small seeded random number generator, so the fuzz test is the same on every run.
private struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
