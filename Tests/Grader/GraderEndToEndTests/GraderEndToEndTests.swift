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
/// The tests share one fixture kit and one copy of the course (and so their warm build folders). Each test names the
/// kit it grades (`.kit(.fixture)`, `.kit(.course)`): tests of one kit run one after another, the two kits' tests at
/// the same time. That the real course's solutions score full marks and its stubs nothing is proven once, by
/// `grader verify`, which CI runs after the tests.
@Suite struct GraderEndToEndTests {
  static let kit = Result { try GradedKit.realCourse() }
  static let fixtureKit = Result { try GradedKit.fixture() }
  /// The per-process limit used here, small so the endless loop costs little.
  static let timeout = 4

  /// The copy of the real course.
  func copy() throws -> GradedKit { try Self.kit.get() }

  /// The fixture kit.
  func fixture() throws -> GradedKit { try Self.fixtureKit.get() }
}
