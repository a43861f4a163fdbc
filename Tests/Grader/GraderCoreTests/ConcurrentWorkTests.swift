import Foundation
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

@Suite struct ConcurrentWorkTests {
  @Test func resultsComeBackInIndexOrderFromEveryWorker() {
    let workers = LockedSet()
    let results = ConcurrentWork.map(count: 50, workers: 3) { worker, index in
      workers.insert(worker)
      return index * index
    }
    #expect(results == (0..<50).map { $0 * $0 })
    #expect(workers.values.isSubset(of: [0, 1, 2]))
  }

  @Test func completionCountsEveryJob() {
    let counts = LockedSet()
    _ = ConcurrentWork.map(count: 7, workers: 2) { _, index in index } completed: { done in counts.insert(done) }
    #expect(counts.values == Set(1...7))
  }

  @Test func noJobsMeansNoResults() {
    #expect(ConcurrentWork.map(count: 0, workers: 4) { _, index in index }.isEmpty)
  }
}

/// A set of integers shared between threads.
private final class LockedSet: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: Set<Int> = []

  func insert(_ value: Int) {
    lock.lock()
    defer { lock.unlock() }
    storage.insert(value)
  }

  var values: Set<Int> {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }
}
