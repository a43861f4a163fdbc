import Testing

@testable import GraderCore

@Suite struct RequirementTests {
  static func question(_ requirements: [Requirement]?, hidden: [String]? = nil) -> Question {
    var question = Question(
      id: "x.code1", kind: .code, section: "coding", points: 8, exercise: "X", suite: "S",
      checks: ["a", "b", "c"], hiddenChecks: hidden,
      title: .init(en: "t", zh: "t"), hint: .init(en: "h", zh: "h"), explanation: .init(en: "e", zh: "e"))
    question.requirements = requirements
    return question
  }

  static func requirement(_ id: String, _ checks: [String], _ points: Double) -> Requirement {
    Requirement(id: id, checks: checks, points: points, text: .init(en: "does \(id)", zh: "做到 \(id)"))
  }

  @Test func sharesFollowTheChecksAndAddUpToThePoints() {
    let question = Self.question([Self.requirement("one", ["a"], 2), Self.requirement("two", ["b", "c", "d"], 6)], hidden: ["d"])
    #expect(question.requirementProblems().isEmpty)
    #expect(question.requirement(ofCheck: "d")?.id == "two")
    #expect(question.requirement(ofCheck: "zz") == nil)
  }

  @Test func everyCheckBelongsToExactlyOneRequirement() {
    let problems = Self.question([Self.requirement("one", ["a", "b"], 5.33), Self.requirement("two", ["b"], 2.67)])
      .requirementProblems()
    #expect(problems.contains { $0.contains("b already belongs to requirement one") })
    #expect(problems.contains { $0.contains("check c belongs to no requirement") })
  }

  @Test func aWrongShareAnUnknownCheckAndABadIdAreNamed() {
    let problems = Self.question([
      Self.requirement("one", ["a", "b"], 4), Self.requirement("Two", ["c", "nope"], 2.67),
    ]).requirementProblems()
    #expect(problems.contains { $0.contains("requirement one: points 4.0 should be its checks' share, 5.33") })
    #expect(problems.contains { $0.contains("nope is not one of the question's checks") })
    #expect(problems.contains { $0.contains("requirement Two: an id is lowerCamelCase") })
  }

  @Test func theStudentEditionCountsHiddenChecksItDoesNotName() {
    var question = Self.question([Self.requirement("one", ["a"], 2), Self.requirement("two", ["b", "c"], 6)])
    question.heldBackChecks = 1
    question.requirements?[1].heldBackChecks = 1
    #expect(question.requirementProblems().isEmpty)
  }

  @Test func onlyFixAndCodeQuestionsListRequirements() {
    var question = Self.question([Self.requirement("one", ["a", "b", "c"], 8)])
    question.kind = .predict
    #expect(question.requirementProblems() == ["x.code1: only fix and code questions list requirements"])
  }
}
