import Foundation

/// Runs jobs on a few worker threads, each worker taking the next job as soon as it is free.
///
/// Jobs here mostly wait on child processes (builds, test runs), so plain threads fit better than the cooperative pool.
package enum ConcurrentWork {
  /// Runs `body` for every index below `count` on `workers` threads and returns the results in index order.
  ///
  /// `body` gets the worker's number (0 to `workers - 1`), so a worker can keep state such as a workspace of its own;
  /// `completed` is called with the number of finished jobs after each one.
  package static func map<Result: Sendable>(
    count: Int,
    workers: Int,
    _ body: @Sendable (_ worker: Int, _ index: Int) -> Result,
    completed: @Sendable (Int) -> Void = { _ in }
  ) -> [Result] {
    let box = _Box<Result>(count: count)
    DispatchQueue.concurrentPerform(iterations: max(1, min(workers, count))) { worker in
      while let index = box.next() {
        completed(box.store(body(worker, index), at: index))
      }
    }
    return box.results.compactMap { $0 }
  }
}

/// Hands out indices and collects results across worker threads.
private final class _Box<Result: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var nextIndex = 0
  private var finished = 0
  private(set) var results: [Result?]

  package init(count: Int) {
    results = Array(repeating: nil, count: count)
  }

  package func next() -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard nextIndex < results.count else { return nil }
    nextIndex += 1
    return nextIndex - 1
  }

  func store(_ result: Result, at index: Int) -> Int {
    lock.lock()
    defer { lock.unlock() }
    results[index] = result
    finished += 1
    return finished
  }
}
