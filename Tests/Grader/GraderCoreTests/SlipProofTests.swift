import Foundation
import GraderTestSupport
import Testing

@testable import GraderCore
@testable import GraderInstructor

/// The slip proof on a two-exercise kit on disk, graded by a stand-in that fails the checks the source asks it to:
/// what `grader verify` plans, grades round by round, and concludes.
@Suite struct SlipProofTests {
  static func requirement(_ id: String, _ checks: [String], _ points: Double) -> Requirement {
    Requirement(id: id, checks: checks, points: points, text: .init(en: id, zh: id))
  }

  static func question(_ id: String, kind: QuestionKind, exercise: String, checks: [String], _ requirements: [Requirement])
    -> Question
  {
    var question = Question(
      id: id, kind: kind, section: "coding", points: 4, exercise: exercise, suite: "S", checks: checks,
      title: .init(en: id, zh: id), hint: .init(en: "h", zh: "h"), explanation: .init(en: "e", zh: "e"))
    question.requirements = requirements
    return question
  }

  static let course = Course(
    title: .init(en: "t", zh: "t"), sections: [.init(id: "coding", title: .init(en: "c", zh: "c"))],
    lessons: [
      Lesson(
        id: "x", folder: "01-X", title: .init(en: "x", zh: "x"), summary: nil,
        exercises: [
          Exercise(module: "XFix", folder: "Fix", testTarget: "XFixTests", stubBuilds: true, files: ["Fix.swift"]),
          Exercise(module: "XCode", folder: "Code", testTarget: "XCodeTests", stubBuilds: true, files: ["Code.swift"]),
        ],
        questions: [
          question("x.fix1", kind: .fix, exercise: "XFix", checks: ["a", "b"], [requirement("alpha", ["a"], 2), requirement("beta", ["b"], 2)]),
          question("x.code1", kind: .code, exercise: "XCode", checks: ["c", "d"], [requirement("gamma", ["c", "d"], 4)]),
        ])
    ])

  /// Lays the kit: references with slips, and the alternatives of x.code1.
  static func kit(alternatives: [String: String]) throws -> TemporaryFolder {
    let kit = try TemporaryFolder()
    try kit.write("let a = \"ok a\"  // SLIP alpha: let a = \"FAIL a\"\n// SLIP-BEGIN beta\nlet b = \"ok b\"\n// SLIP-ELSE\n// let b = \"FAIL b\"\n// SLIP-END\n", to: "Solutions/01-X/Fix/Fix.swift")
    try kit.write("let c = \"ok c\"  // SLIP gamma: let c = \"FAIL c FAIL d\"\n", to: "Solutions/01-X/Code/Code.swift")
    for (name, text) in alternatives {
      try kit.write(text, to: "Solutions/01-X/Alternatives/Code/\(name)/Code.swift")
    }
    try kit.write("{}", to: "Course/course.json")
    return kit
  }

  /// A stand-in for the grader: a check fails when its exercise's file in the graded kit says `FAIL <check>`.
  static func grade(_ root: URL, _ ids: [String]) throws -> GradeReport {
    var questions: [GradeReport.Question] = []
    for (lesson, question) in course.questions where ids.contains(question.id) {
      let folder = question.exercise == "XFix" ? "Fix/Fix.swift" : "Code/Code.swift"
      let text = try String(contentsOf: root.appendingPathComponent("Solutions/01-X/\(folder)"), encoding: .utf8)
      let checks = (question.checks ?? []).map { name in
        CheckResult(name: name, status: text.contains("FAIL \(name)") ? .failed : .passed, message: "")
      }
      questions.append(Scorer.grade(question, lesson: lesson, checks: checks))
    }
    return Scorer.report(course: course, sources: .solutions, questions: questions, durationSeconds: 0)
  }

  @Test func everySlipAndAlternativeIsPlannedAndRoundsHoldOneVariantPerExercise() throws {
    let kit = try Self.kit(alternatives: ["callbacks": "let c = 1\n", "actor": "let c = 2\n"])
    defer { kit.remove() }
    let plan = SlipProof.plan(root: kit.url, course: Self.course)
    #expect(plan.problems.isEmpty)
    #expect(plan.variants.map(\.name) == [
      "x.fix1 slip alpha", "x.fix1 slip beta", "x.code1 slip gamma", "x.code1 alternative actor", "x.code1 alternative callbacks",
    ])
    #expect(SlipProof.rounds(plan.variants).map { $0.map(\.name) } == [
      ["x.fix1 slip alpha", "x.code1 slip gamma"], ["x.fix1 slip beta", "x.code1 alternative actor"],
      ["x.code1 alternative callbacks"],
    ])
  }

  @Test func slipsThatCostTheirShareAndFullMarksAlternativesProveEverything() throws {
    let kit = try Self.kit(alternatives: ["callbacks": "let c = 1\n", "actor": "let c = 2\n"])
    defer { kit.remove() }
    let copy = kit.url.appendingPathComponent(".build/copy")
    let plan = SlipProof.plan(root: kit.url, course: Self.course)
    #expect(try SlipProof.run(plan, master: kit.url, copy: copy, grade: Self.grade).isEmpty)
    // Every round's files were put back: the copy ends as the reference.
    #expect(try String(contentsOf: copy.appendingPathComponent("Solutions/01-X/Code/Code.swift"), encoding: .utf8)
      .contains("let c = \"ok c\""))
  }

  @Test func aSlipThatCostsMoreOrLessAndAnAlternativeThatLosesPointsAreNamed() throws {
    let kit = try Self.kit(alternatives: ["callbacks": "let c = \"FAIL d\"\n", "actor": "let c = 2\n"])
    defer { kit.remove() }
    try kit.write("let a = \"ok a\"  // SLIP alpha: let a = \"FAIL a FAIL b\"\n// SLIP-BEGIN beta\n// SLIP-END\n", to: "Solutions/01-X/Fix/Fix.swift")
    try kit.write("let c = \"ok c\"  // SLIP gamma: let c = \"FAIL c\"\n", to: "Solutions/01-X/Code/Code.swift")
    let plan = SlipProof.plan(root: kit.url, course: Self.course)
    let problems = try SlipProof.run(plan, master: kit.url, copy: kit.url.appendingPathComponent(".build/copy"), grade: Self.grade)
    #expect(problems == [
      "x.fix1 slip alpha: expected only a to fail (score 2); saw score 0 / 4, failed, failing: a, b",
      "x.code1 slip gamma: expected only c, d to fail (score 0); saw score 2 / 4, partial, failing: c",
      "x.fix1 slip beta: expected only b to fail (score 2); saw score 4 / 4, passed",
      "x.code1 alternative callbacks: expected full marks; saw score 2 / 4, partial, failing: d",
    ])
  }

  @Test func aSlipOfARequirementWithAHiddenCheckIsJudgedUnderTheNameReportsGiveIt() {
    var question = Self.question("x.code1", kind: .code, exercise: "XCode", checks: ["c"], [Self.requirement("gamma", ["c", "secret"], 4)])
    question.hiddenChecks = ["secret"]
    let lesson = Self.course.lessons[0]
    let variant = SlipProof.Variant(question: question, kind: .slip(question.requirements![0]), files: [:])
    let slipped = Scorer.grade(question, lesson: lesson, checks: [
      CheckResult(name: "c", status: .failed, message: ""), CheckResult(name: "secret", status: .failed, message: ""),
    ])
    #expect(slipped.checks.map(\.name) == ["c", "hidden-1"])
    #expect(SlipProof.problems(of: variant, graded: slipped).isEmpty)
    let half = Scorer.grade(question, lesson: lesson, checks: [
      CheckResult(name: "c", status: .failed, message: ""), CheckResult(name: "secret", status: .passed, message: ""),
    ])
    #expect(SlipProof.problems(of: variant, graded: half) == [
      "x.code1 slip gamma: expected only c, secret to fail (score 0); saw score 2 / 4, partial, failing: c"
    ])
  }

  @Test func missingSlipsUnknownSlipsBadMarkersAndTooFewAlternativesAreProblemsBeforeGrading() throws {
    let kit = try Self.kit(alternatives: ["only": "let c = 2\n"])
    defer { kit.remove() }
    try kit.write("let a = 1  // SLIP alpha: let a = 2\nlet z = 1  // SLIP zeta: let z = 2\n", to: "Solutions/01-X/Fix/Fix.swift")
    try kit.write("// SLIP-BEGIN gamma\nlet c = 1\n", to: "Solutions/01-X/Code/Code.swift")
    let plan = SlipProof.plan(root: kit.url, course: Self.course)
    #expect(plan.problems == [
      "x.fix1: a SLIP names zeta, which is not one of its requirements",
      "x.fix1: requirement beta has no SLIP in its reference",
      "Solutions/01-X/Code/Code.swift: line 1: SLIP-BEGIN gamma has no SLIP-END",
      "x.code1: 1 correct alternatives in Solutions/01-X/Alternatives/Code/ (at least 2)",
    ])
  }
}

/// The student edition carries no slip of a reference and names no hidden check.
@Suite struct EditionSlipsAndHiddenChecksTests {
  @Test func slipMarkersInAnEditionsSwiftFileAreFound() throws {
    let edition = try TemporaryFolder()
    defer { edition.remove() }
    try edition.write("let a = 1  // SLIP alpha: let a = 2\n", to: "Lessons/01-X/Code/Code.swift")
    try edition.write("let b = 1\n", to: "Lessons/01-X/Code/Other.swift")
    // The grader's own sources describe the markers: not a slip.
    try edition.write("/// code  // SLIP id: replacement\n", to: "Grader/GraderCore/1-Manifest/SlipMarkers.swift")
    let files = ["Lessons/01-X/Code/Code.swift", "Lessons/01-X/Code/Other.swift", "Grader/GraderCore/1-Manifest/SlipMarkers.swift"]
    let found = EditionCheck.fileProblems(files, edition: edition.url)
    #expect(found.problems == ["slip markers (the master's wrong variants of a reference) in the edition: Lessons/01-X/Code/Code.swift"])
    #expect(found.hashes.count == 3)
  }

  @Test func aHiddenCheckNamedInTheEditionsManifestIsFound() throws {
    let edition = try TemporaryFolder()
    defer { edition.remove() }
    let question = Question(
      id: "x.code1", kind: .code, section: "coding", points: 2, exercise: "XCode", suite: "S", checks: ["a"],
      hiddenChecks: ["keepsEmoji"], title: .init(en: "t", zh: "t"), hint: .init(en: "h", zh: "h"),
      explanation: .init(en: "e", zh: "e"))
    let master = Course(
      title: .init(en: "t", zh: "t"), sections: [.init(id: "coding", title: .init(en: "c", zh: "c"))],
      lessons: [Lesson(id: "x", folder: "01-X", title: .init(en: "x", zh: "x"), exercises: [], questions: [question])])
    try edition.write(#"{"requirements": [{"checks": ["a"], "heldBackChecks": 1}]}"#, to: Course.relativePath)
    #expect(try EditionCheck.manifestProblems(edition: edition.url, master: master).isEmpty)
    try edition.write(#"{"requirements": [{"checks": ["a", "keepsEmoji"]}]}"#, to: Course.relativePath)
    #expect(try EditionCheck.manifestProblems(edition: edition.url, master: master) == [
      "Course/course.json names x.code1's hidden check keepsEmoji"
    ])
  }
}
