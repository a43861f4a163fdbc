import Foundation
import GraderTestSupport
import Testing

/// The kit an end-to-end test grades. Tests of one copy of a kit run one after another, since they share its files and
/// its build folder. The fixture kit has two copies (`KitQueue.fixtureCopies`) and the course one, so up to three
/// tests run at a time. The copy is held for the whole test; a parameterized test also needs `.serialized`, so that
/// its cases take turns in one copy.
///
/// The tests are async and wait for the grader off the cooperative pool (`GradedKit.grade`): blocking two of the pool's
/// threads (two on a two-core machine) starved the async lesson suites that run beside them.
struct UsesKit: TestTrait, TestScoping {
  enum Kit: Sendable, Hashable { case fixture, course }

  let kit: Kit

  /// The kits the current task holds: the library may ask for a scope for the test and again for each of its cases.
  @TaskLocal private static var held: Set<Kit> = []
  /// Which copy of the fixture kit the current test holds.
  @TaskLocal static var fixtureCopy = 0

  func scopeProvider(for test: Test, testCase: Test.Case?) -> UsesKit? { self }

  /// The kit is held while the test runs and handed on when it ends, however it ends.
  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    if Self.held.contains(kit) { return try await function() }
    let queue = kit == .fixture ? KitQueue.fixture : KitQueue.course
    let asked = ContinuousClock.now
    let copy = await queue.acquire()
    let started = ContinuousClock.now
    // How long each test held its copy, for whoever shortens the run: Swift Testing's own figure counts the wait.
    defer { log(test: test, copy: copy, waited: started - asked, held: .now - started) }
    do {
      try await Self.$held.withValue(Self.held.union([kit])) {
        try await Self.$fixtureCopy.withValue(kit == .fixture ? copy : Self.fixtureCopy) { try await function() }
      }
    } catch {
      await queue.release(copy)
      throw error
    }
    await queue.release(copy)
  }

  private func log(test: Test, copy: Int, waited: Duration, held: Duration) {
    let seconds = { (duration: Duration) in String(format: "%.1f", Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18) }
    let line = "e2e: \(test.name) held \(kit) copy \(copy + 1) for \(seconds(held)) s after waiting \(seconds(waited)) s\n"
    FileHandle.standardError.write(Data(line.utf8))
  }
}

extension Trait where Self == UsesKit {
  /// The test grades `kit`, and waits for any other test of that kit.
  static func kit(_ kit: UsesKit.Kit) -> Self { UsesKit(kit: kit) }
}

/// First-come, first-served holds on the copies of one kit.
actor KitQueue {
  /// How many copies of the fixture kit the end-to-end tests grade at once, each in its own folder.
  static let fixtureCopies = 2
  static let fixture = KitQueue(copies: fixtureCopies)
  static let course = KitQueue(copies: 1)

  private var free: [Int]
  private var waiting: [CheckedContinuation<Int, Never>] = []

  init(copies: Int) { free = Array(0..<copies) }

  /// Waits for a free copy and returns its number.
  func acquire() async -> Int {
    if !free.isEmpty { return free.removeFirst() }
    return await withCheckedContinuation { waiting.append($0) }
  }

  /// Hands copy `copy` to the next test waiting, or frees it.
  func release(_ copy: Int) {
    if waiting.isEmpty { free.append(copy) } else { waiting.removeFirst().resume(returning: copy) }
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
