import Combine
import Foundation
import Testing

/// What a scheduled subscriber saw, guarded by a lock because deliveries come from other threads.
final class LockedLog: @unchecked Sendable {
  private let lock = NSLock()
  private var entries: [String] = []

  func append(_ entry: String) {
    lock.withLock { entries.append(entry) }
  }

  var snapshot: [String] {
    lock.withLock { entries }
  }
}

/// Whether the caller runs on the main queue, that is on the main actor (on Linux the main queue may be drained by a
/// thread other than the process's first one, so `Thread.isMainThread` alone is not enough).
enum MainQueue {
  private static let key = DispatchSpecificKey<UInt8>()

  static var isCurrent: Bool {
    DispatchQueue.main.setSpecific(key: key, value: 1)
    return Thread.isMainThread || DispatchQueue.getSpecific(key: key) == 1
  }
}

/// Waits, at most ten seconds (a loaded machine), until `condition` holds; the condition runs in the caller's isolation.
func waitUntil(isolation: isolated (any Actor)? = #isolation, _ condition: () -> Bool) async {
  for _ in 0..<1000 where !condition() {
    try? await Task.sleep(for: .milliseconds(10))
  }
}

/// A lesson-2 style search model: the query is debounced and delivered on the main run loop.
@MainActor
final class DebouncedSearch: ObservableObject {
  @Published var query = ""
  @Published private(set) var searched: [String] = []
  private var subscriptions = Set<AnyCancellable>()

  init() {
    $query
      .dropFirst()
      .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
      .removeDuplicates()
      .receive(on: DispatchQueue.main)
      .sink { [weak self] in self?.searched.append($0) }
      .store(in: &subscriptions)
  }
}

@Suite("调度器、receive(on:)、debounce 替身的语义 / semantics of the scheduler, receive(on:) and debounce stand-ins")
struct SchedulerTests {
  // https://developer.apple.com/documentation/combine/publisher/receive(on:options:): "Specifies the scheduler on
  // which to receive elements from the publisher."
  @Test("receive(on: DispatchQueue.main) 在主线程上、稍后送出 / delivers later, on the main thread")
  @MainActor
  func receiveOnMainQueue() async {
    _ = MainQueue.isCurrent
    let log = LockedLog()
    let subject = PassthroughSubject<Int, Never>()
    let cancellable = subject.receive(on: DispatchQueue.main).sink { log.append("\($0) main: \(MainQueue.isCurrent)") }
    subject.send(1)
    log.append("sent")
    await waitUntil { log.snapshot.count == 2 }
    #expect(log.snapshot == ["sent", "1 main: true"])
    DispatchQueue.global().sync { subject.send(2) }
    await waitUntil { log.snapshot.count == 3 }
    #expect(log.snapshot.last == "2 main: true")
    _ = cancellable
  }

  @Test("receive(on: RunLoop.main) 也在主线程上送出 / RunLoop.main delivers on the main thread too")
  @MainActor
  func receiveOnMainRunLoop() async {
    let log = LockedLog()
    let cancellable = Just(7).receive(on: RunLoop.main).sink { log.append("\($0) main: \(MainQueue.isCurrent)") }
    log.append("subscribed")
    await waitUntil { log.snapshot.count == 2 }
    #expect(log.snapshot == ["subscribed", "7 main: true"])
    _ = cancellable
  }

  @Test("ImmediateScheduler 当场送出 / ImmediateScheduler delivers at once")
  func immediate() {
    let log = LockedLog()
    let cancellable = Just(1).receive(on: ImmediateScheduler.shared).sink { log.append("\($0)") }
    #expect(log.snapshot == ["1"])
    _ = cancellable
  }

  // https://developer.apple.com/documentation/combine/publisher/debounce(for:scheduler:options:): "Publishes
  // elements only after a specified time interval elapses between events."
  @Test("debounce 只送出停顿之后的最后一个值 / debounce sends only the last value before a pause")
  func debounce() async {
    let log = LockedLog()
    let subject = PassthroughSubject<String, Never>()
    let queue = DispatchQueue(label: "kit.debounce")
    let cancellable = subject.debounce(for: .milliseconds(100), scheduler: queue).sink { log.append($0) }
    ["t", "to", "tof"].forEach(subject.send)
    await waitUntil { !log.snapshot.isEmpty }
    #expect(log.snapshot == ["tof"])
    subject.send("tofu")
    await waitUntil { log.snapshot.count == 2 }
    #expect(log.snapshot == ["tof", "tofu"])
    _ = cancellable
  }

  @Test("ViewModel 里的 debounce 和 receive(on:) 在主 actor 上更新状态 / a view model's pipeline updates on the main actor")
  @MainActor
  func viewModelPipeline() async {
    let model = DebouncedSearch()
    model.query = "t"
    model.query = "tofu"
    await waitUntil { !model.searched.isEmpty }
    #expect(model.searched == ["tofu"])
  }

  @Test("时间间隔的写法 / the ways to write an interval")
  func strides() {
    typealias QueueStride = DispatchQueue.SchedulerTimeType.Stride
    typealias Loop = RunLoop.SchedulerTimeType.Stride
    #expect(QueueStride.milliseconds(300) == QueueStride(.milliseconds(300)))
    #expect(QueueStride.seconds(1) == 1)
    #expect(QueueStride.seconds(0.5) == 0.5)
    #expect(Loop.milliseconds(300).timeInterval == 0.3)
    #expect(Loop.seconds(2) + 1 == 3)
    let start = DispatchQueue.main.now
    #expect(start.distance(to: start.advanced(by: .seconds(2))) == .seconds(2))
  }
}
