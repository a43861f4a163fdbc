import Testing

/// The kit an end-to-end test grades. Tests of one kit run one after another, since they share its files and its
/// build folder; tests of different kits (the fixture kit and the copy of the real course) run at the same time.
struct UsesKit: TestTrait, TestScoping {
  enum Kit: Sendable { case fixture, course }

  let kit: Kit

  /// One scope per test case: the kit is held while the test runs and handed on when it ends, however it ends.
  func scopeProvider(for test: Test, testCase: Test.Case?) -> UsesKit? {
    testCase == nil ? nil : self
  }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    let queue = kit == .fixture ? KitQueue.fixture : KitQueue.course
    await queue.acquire()
    do {
      try await function()
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
  static let fixture = KitQueue()
  static let course = KitQueue()

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
