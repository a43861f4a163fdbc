import Foundation
import GraderTestSupport
import Testing

/// The kit an end-to-end test grades. Tests of one kit run one after another, since they share its files and its
/// build folder; for now the two kits share one hold as well (`KitQueue`). The kit is held for the whole test; a
/// parameterized test also needs `.serialized`, so that its cases take turns.
struct UsesKit: TestTrait, TestScoping {
  enum Kit: Sendable, Hashable { case fixture, course }

  let kit: Kit

  /// The kits the current task holds: the library may ask for a scope for the test and again for each of its cases.
  @TaskLocal private static var held: Set<Kit> = []

  func scopeProvider(for test: Test, testCase: Test.Case?) -> UsesKit? { self }

  /// The kit is held while the test runs and handed on when it ends, however it ends.
  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    if Self.held.contains(kit) { return try await function() }
    let queue = kit == .fixture ? KitQueue.fixture : KitQueue.course
    await queue.acquire()
    do {
      try await Self.$held.withValue(Self.held.union([kit])) { try await function() }
    } catch {
      await queue.release()
      throw error
    }
    await queue.release()
  }
}

extension Trait where Self == UsesKit {
  /// The test grades `kit`, and waits for any other test of that kit.
  static func kit(_ kit: UsesKit.Kit) -> Self { UsesKit(kit: kit) }
}

/// A first-come, first-served hold on one kit.
actor KitQueue {
  /// One hold for both kits: a test that blocks on grader processes holds a thread of the cooperative pool (two on a
  /// two-core machine), and two at once starved the async lesson suites that run beside them. So the end-to-end tests
  /// take turns, whichever kit they grade; the trait still says which kit each one uses.
  static let fixture = KitQueue()
  static let course = fixture

  private var held = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  func acquire() async {
    guard held else {
      held = true
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  func release() {
    if waiting.isEmpty { held = false } else { waiting.removeFirst().resume() }
  }
}

/// Every end-to-end test says which kit it grades: one that does not would run beside the tests of the kit it uses.
@Suite struct EndToEndKitTests {
  @Test func everyEndToEndTestNamesItsKit() throws {
    let folder = KitRoot.url.appendingPathComponent("Tests/Grader/GraderEndToEndTests")
    var tests = 0
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") && name != "KitTrait.swift" {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      // Test functions of the suite sit at two spaces; suites inside submissions' source strings sit deeper.
      for line in text.split(separator: "\n") where line.hasPrefix("  @Test") {
        tests += 1
        #expect(line.contains(".kit(.fixture)") || line.contains(".kit(.course)"), "\(name): \(line)")
      }
    }
    #expect(tests > 20)
  }

}
