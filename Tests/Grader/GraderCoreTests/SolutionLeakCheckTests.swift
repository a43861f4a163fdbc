import Testing

@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// The proof that no answer's code ships outside the student's own folder, on small in-memory editions.
@Suite struct SolutionLeakCheckTests {
  static let stub = """
    public struct Counter {
      public var value = 0

      /// Given: not the student's work.
      public func describe() -> String {
        if value > 0 { return "up \\(value)" } else { return "down \\(-value)" }
      }

      public mutating func increment(by step: Int) {
        // TODO
      }
    }
    """

  static let solution = """
    public struct Counter {
      public var value = 0

      /// Given: not the student's work.
      public func describe() -> String {
        if value > 0 { return "up \\(value)" } else { return "down \\(-value)" }
      }

      public mutating func increment(by step: Int) {
        if step > 0 {
          value += step
        } else {
          value = 0
        }
      }
    }
    """

  static let answer = SolutionLeakCheck.Answer(
    exercise: "x.code1", ownFolder: "Lessons/01-X/Code1Counter/", solutionSources: [solution], stubSources: [stub])

  @Test func aBodyCopiedUnderOtherNamesIsFoundAtItsLine() {
    let renamed = """
      import Foundation

      final class Tally {
        private var total = 10
        var label = "tally"

        func bump(by amount: Int) {
          if amount > 1 {
            total += amount
          } else {
            total = 5
          }
        }
      }
      """
    let problems = SolutionLeakCheck.leaks(answers: [Self.answer], files: [("Support/Kit/Tally.swift", renamed)])
    #expect(problems == [
      "the body of Counter.increment(by:) of x.code1's solution appears in Support/Kit/Tally.swift:7"
    ])
  }

  @Test func aTypeCopiedWholeIsOneLeakNamedByTheType() {
    let copy = "// A worked example.\nstruct Clicks {\n" + Self.solution.split(separator: "\n").dropFirst().joined(separator: "\n")
    let problems = SolutionLeakCheck.leaks(answers: [Self.answer], files: [("Examples/Clicks.swift", copy)])
    #expect(problems == ["the body of struct Counter of x.code1's solution appears in Examples/Clicks.swift:2"])
  }

  @Test func anUnrelatedBodyOfTheSameLengthIsNotALeak() {
    let unrelated = """
      struct Gauge {
        var level = 0
        mutating func lower(by step: Int) {
          while step < level {
            level -= step
          }
          level = step
          return
        }
      }
      """
    let gauge = SolutionLeakCheck.declarations(in: SwiftTokens(unrelated).tokens).first { $0.name == "Gauge.lower(by:)" }
    let counter = SolutionLeakCheck.declarations(in: SwiftTokens(Self.solution).tokens).first {
      $0.name == "Counter.increment(by:)"
    }
    #expect(gauge?.body.count == counter?.body.count)
    #expect(SolutionLeakCheck.leaks(answers: [Self.answer], files: [("Support/Gauge.swift", unrelated)]).isEmpty)
  }

  @Test func theStubsOwnBodiesAndTheStudentsFolderAreNotLeaks() {
    let given = """
      extension Int {
        func describe(_ value: Int) -> String {
          if value > 0 { return "up \\(value)" } else { return "down \\(-value)" }
        }
      }
      """
    let problems = SolutionLeakCheck.leaks(
      answers: [Self.answer],
      files: [("Support/Given.swift", given), ("Lessons/01-X/Code1Counter/Counter.swift", Self.solution)])
    #expect(problems.isEmpty)
  }

  @Test func anInitializerThatOnlyCopiesItsParametersIsNotALeak() {
    let model = """
      struct Point {
        var x: Int, y: Int, z: Int
        init(x: Int, y: Int, z: Int) {
          self.x = x
          self.y = y
          self.z = z
        }
      }
      """
    let answer = SolutionLeakCheck.Answer(
      exercise: "x.code2", ownFolder: "Lessons/01-X/Code2Point/", solutionSources: [model], stubSources: ["struct Point {}"])
    let other = """
      struct Size {
        let width: Double
        let height: Double
        let depth: Double
        init(width: Double, height: Double, depth: Double) {
          self.width = width
          self.height = height
          self.depth = depth
        }
      }
      """
    #expect(SolutionLeakCheck.leaks(answers: [answer], files: [("Support/Size.swift", other)]).isEmpty)
    #expect(SolutionLeakCheck.leaks(answers: [answer], files: [("Support/Point.swift", model)]) == [
      "the body of struct Point of x.code2's solution appears in Support/Point.swift:1"
    ])
  }

  @Test func aSwiftBlockOfMarkdownIsSearchedAtItsOwnLine() {
    let readme = """
      # Counting

      ```swift
      mutating func add(_ n: Int) {
        if n > 0 {
          total += n
        } else {
          total = 0
        }
      }
      ```

      ```text
      if n > 0 { total += n } else { total = 0 }
      ```
      """
    let problems = SolutionLeakCheck.leaks(answers: [Self.answer], files: [("Lessons/01-X/README.md", readme)])
    #expect(problems == [
      "the body of Counter.increment(by:) of x.code1's solution appears in Lessons/01-X/README.md:4"
    ])
  }

  @Test func declarationsAreNamedWithTheirTypesAndLabels() {
    let source = """
      protocol Store: Sendable {
        func fetch() async throws -> [Int]
        var isReady: Bool { get }
      }
      struct Box<T> {
        let items: [T] = []
        var total: Int { items.count }
        init(first item: T, _ other: [T] = [], using transform: @escaping (T) -> T = { $0 }) { }
        func map<U>(_ transform: (T, Int) -> U) -> [U] where U: Sendable { [] }
      }
      """
    let names = SolutionLeakCheck.declarations(in: SwiftTokens(source).tokens).map(\.name)
    #expect(names == [
      "protocol Store", "var Store.isReady", "struct Box", "var Box.total", "Box.init(first:_:using:)",
      "Box.map(_:)",
    ])
  }
}
