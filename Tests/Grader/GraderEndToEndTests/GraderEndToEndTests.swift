import Foundation
import GraderTestSupport
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// The real grader, run end to end. Most tests grade the fixture kit (`Tests/Grader/Fixtures/kit`: a pass, a compile
/// error, a crash, a hang, a forgery, a test-writing exercise, closed and open questions, in two small lessons); the
/// few that prove something only the real course has grade a copy of it, and only the questions they need.
///
/// The tests share two copies of the fixture kit and one of the course (and so their warm build folders). Each test
/// names the kit it grades (`.kit(.fixture)`, `.kit(.course)`): tests of one copy run one after another, up to three
/// at the same time. That the real course's solutions score full marks and its stubs nothing is proven once, by
/// `grader verify`, which CI runs after the tests.
@Suite struct GraderEndToEndTests {
  static let kit = Result { try GradedKit.realCourse() }
  /// The copies of the fixture kit, one per `KitQueue.fixture` slot, each made when a test first needs it.
  static let fixtureKits = (0..<KitQueue.fixtureCopies).map { copy in
    MadeOnce { try GradedKit.fixture(name: copy == 0 ? "e2e-fixture-kit" : "e2e-fixture-kit-\(copy + 1)") }
  }
  /// The per-process limit used here, small so the endless loop costs little.
  static let timeout = 4

  /// The copy of the real course.
  func copy() throws -> GradedKit { try Self.kit.get() }

  /// The copy of the fixture kit the current test holds.
  func fixture() throws -> GradedKit {
    try Self.fixtureKits[UsesKit.fixtureCopy].get()
  }
}

/// A kit copy made the first time it is asked for, and the same copy (or the same error) every time after.
final class MadeOnce: @unchecked Sendable {
  private let lock = NSLock()
  private let make: @Sendable () throws -> GradedKit
  private var made: Result<GradedKit, any Error>?

  init(_ make: @escaping @Sendable () throws -> GradedKit) { self.make = make }

  func get() throws -> GradedKit {
    try lock.withLock {
      if made == nil { made = Result { try make() } }
      return made!
    }.get()
  }
}
