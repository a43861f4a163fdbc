import Foundation
import Testing

@testable import GraderCore
@testable import GraderInstructor

/// The numbered requirements list `grader sync` writes into stubs and references.
@Suite struct RequirementBlocksTests {
  static var question: Question {
    var question = RequirementTests.question([
      RequirementTests.requirement("one", ["a"], 2.67), RequirementTests.requirement("two", ["b", "c"], 5.33),
    ])
    question.requirements?[0].text = .init(en: "Todo conforms to Hashable.", zh: "Todo 遵循 Hashable。")
    question.requirements?[1].points = 1
    return question
  }

  @Test func theListIsNumberedBilingualAndCarriesEachShare() {
    #expect(RequirementBlocks.render(Self.question, indentation: "  ") == """
        // x.code1 的要求（每条单独计分）/ What x.code1 requires (each scored on its own):
        // 1. Todo 遵循 Hashable。（2.67 分）
        //    Todo conforms to Hashable. (2.67 pts)
        // 2. 做到 two（1 分）
        //    does two (1 pt)
      """)
  }

  @Test func theBlockIsFilledAtItsIndentationAndTheRestIsKept() throws {
    let text = """
      import Foundation
        // BEGIN GENERATED: requirements (swift run grader sync)
        // stale line
        // END GENERATED: requirements
      struct Todo {}
      """
    let filled = try #require(RequirementBlocks.filled(text, for: Self.question))
    let lines = filled.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == "import Foundation" && lines.last == "struct Todo {}")
    #expect(lines[1] == "  " + RequirementBlocks.begin && lines[lines.count - 2] == "  " + RequirementBlocks.end)
    #expect(lines[2] == "  // x.code1 的要求（每条单独计分）/ What x.code1 requires (each scored on its own):")
    #expect(!filled.contains("stale line"))
    #expect(RequirementBlocks.filled("struct Todo {}", for: Self.question) == nil)
  }
}
