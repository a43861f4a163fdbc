import Testing

@testable import GraderCore

@Suite struct SlipMarkersTests {
  static let source = """
    struct Todo: Identifiable, Hashable {  // SLIP hashable: struct Todo: Identifiable {
      let id: UUID
      var title: String  // SLIP title:
      // SLIP-BEGIN sorted
      func sorted() -> [Int] {
        [3, 1].sorted()
      }
      // SLIP-ELSE
      // func sorted() -> [Int] {
      //   [3, 1]
      // }
      // SLIP-END
      // SLIP-BEGIN title
      var label: String { title }
      // SLIP-END
    }
    """

  @Test func idsAreListedInTheOrderTheyFirstAppear() throws {
    #expect(try SlipMarkers.ids(in: Self.source) == ["hashable", "title", "sorted"])
  }

  @Test func theReferenceDropsEveryMarkerAndEverySlip() throws {
    #expect(try SlipMarkers.reference(Self.source) == """
      struct Todo: Identifiable, Hashable {
        let id: UUID
        var title: String
        func sorted() -> [Int] {
          [3, 1].sorted()
        }
        var label: String { title }
      }
      """)
  }

  @Test func anInlineSlipReplacesItsLineKeepingTheIndentation() throws {
    let slipped = try SlipMarkers.applying("hashable", to: Self.source)
    #expect(slipped.hasPrefix("struct Todo: Identifiable {\n  let id: UUID\n  var title: String\n  func sorted()"))
  }

  @Test func aBlockSlipIsUncommentedAndOtherSlipsStayTheReference() throws {
    let slipped = try SlipMarkers.applying("sorted", to: Self.source)
    #expect(slipped.contains("  func sorted() -> [Int] {\n    [3, 1]\n  }"))
    #expect(!slipped.contains(".sorted()"))
    #expect(slipped.contains("Hashable"))
  }

  @Test func markersWithOneIdApplyTogetherAndAnEmptySlipDeletes() throws {
    let slipped = try SlipMarkers.applying("title", to: Self.source)
    #expect(!slipped.contains("var title"))
    #expect(!slipped.contains("var label"))
    #expect(slipped.contains("let id: UUID"))
  }

  @Test(arguments: [
    ("// SLIP-BEGIN a\nx\n", 1, "has no SLIP-END"),
    ("x\n// SLIP-END", 2, "without SLIP-BEGIN"),
    ("// SLIP-ELSE", 1, "outside"),
    ("// SLIP-BEGIN a\n// SLIP-BEGIN b\n", 2, "inside another"),
    ("// SLIP-BEGIN a\nx\n// SLIP-ELSE\nnot a comment\n// SLIP-END", 4, "are comments"),
    ("let x = 1  // SLIP Bad: let x = 2", 1, "inline slip"),
    ("// SLIP a: let x = 2", 1, "inline slip"),
  ])
  func malformedMarkersNameTheirLine(source: String, line: Int, reason: String) {
    #expect {
      _ = try SlipMarkers.reference(source)
    } throws: { error in
      guard let problem = error as? SlipMarkers.Problem else { return false }
      return problem.line == line && problem.reason.contains(reason)
    }
  }

  @Test func textWithoutMarkersIsUnchanged() throws {
    let text = "let a = 1 // a comment\n// SLIPPERY is not a marker\n"
    #expect(try SlipMarkers.reference(text) == text)
    #expect(try SlipMarkers.ids(in: text).isEmpty)
  }
}
