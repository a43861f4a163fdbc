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
  static let fixtureKit = Result { try GradedKit.fixture(name: "e2e-fixture-kit") }
  static let secondFixtureKit = Result { try GradedKit.fixture(name: "e2e-fixture-kit-2") }
  /// The per-process limit used here, small so the endless loop costs little.
  static let timeout = 4

  /// The copy of the real course.
  func copy() throws -> GradedKit { try Self.kit.get() }

  /// The copy of the fixture kit the current test holds.
  func fixture() throws -> GradedKit {
    try (UsesKit.fixtureCopy == 0 ? Self.fixtureKit : Self.secondFixtureKit).get()
  }
}
