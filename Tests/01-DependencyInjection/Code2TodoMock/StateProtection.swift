import Dispatch
import Foundation

/// How a value keeps its mutable state safe when many tasks call it at once, judged from its shape, never by a race.
///
/// 判断一个值在多个任务同时调用时如何保护自己的可变状态：只看它的结构，从不靠“赛跑”碰运气。
/// A race between tasks is lost only sometimes, so a check built on one would grade the same work differently from run
/// to run. The shape is the same every time: an actor, or storage that holds a lock (`NSLock`, `Mutex`, a
/// `DispatchQueue`…), directly or inside a box it keeps. Anything else is unprotected.
/// 任务之间的竞争只是“有时”出错，靠它判分，同一份作业每次得分可能不同。结构每次都一样：actor，
/// 或者（直接或在它持有的盒子里）带锁（`NSLock`、`Mutex`、`DispatchQueue`……）的存储。其余都算没有保护。
enum StateProtection: Equatable {
  /// The value is an actor, or keeps its state in one: 值本身是 actor，或把状态放在 actor 里。
  case actor
  /// The value's storage holds a lock of the named type: 值的存储里有这种类型的锁。
  case lock(String)
  /// Nothing guards the state: 状态没有任何保护。
  case none

  /// Judges `value`: 判断 `value`。
  static func of(_ value: Any) -> StateProtection {
    var seen: Set<ObjectIdentifier> = []
    return search(value, depth: 0, seen: &seen)
  }

  /// Looks at `value`, then at its stored properties, a few levels deep: 先看 `value` 本身，再看它的存储属性，向下几层。
  private static func search(_ value: Any, depth: Int, seen: inout Set<ObjectIdentifier>) -> StateProtection {
    if value is any Actor { return .actor }
    if let lock = lockName(of: value) { return .lock(lock) }
    guard depth < 4 else { return .none }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .class:
      guard seen.insert(ObjectIdentifier(value as AnyObject)).inserted else { return .none }
    case .struct, .optional, .tuple:
      break
    default:
      return .none
    }
    var level: Mirror? = mirror
    while let current = level {
      for child in current.children {
        let found = search(child.value, depth: depth + 1, seen: &seen)
        if found != .none { return found }
      }
      level = current.superclassMirror
    }
    return .none
  }

  /// The first lock in `value`'s storage when the test can hold it itself (an `NSLocking` lock or a `DispatchQueue`),
  /// or `nil` (an actor, a `Mutex`, a semaphore, no lock): 值的存储里第一个测试自己也能持有的锁。
  static func holdableLock(in value: Any) -> HeldLock.Lock? {
    var seen: Set<ObjectIdentifier> = []
    return findLock(value, depth: 0, seen: &seen)
  }

  private static func findLock(_ value: Any, depth: Int, seen: inout Set<ObjectIdentifier>) -> HeldLock.Lock? {
    if value is any Actor { return nil }
    if lockName(of: value) != nil {
      if let lock = value as? any NSLocking & AnyObject { return HeldLock.Lock(locking: lock) }
      if let queue = value as? DispatchQueue { return HeldLock.Lock(queue: queue) }
      return nil
    }
    guard depth < 4 else { return nil }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .class:
      guard seen.insert(ObjectIdentifier(value as AnyObject)).inserted else { return nil }
    case .struct, .optional, .tuple:
      break
    default:
      return nil
    }
    var level: Mirror? = mirror
    while let current = level {
      for child in current.children {
        if let found = findLock(child.value, depth: depth + 1, seen: &seen) { return found }
      }
      level = current.superclassMirror
    }
    return nil
  }

  /// The type name of `value` when it is a lock, or `nil`: `value` 是锁时返回它的类型名。
  ///
  /// `Mutex` and `Atomic` cannot be copied, and a mirror shows them as `()`; nobody stores a real `()`.
  /// `Mutex` 和 `Atomic` 不可复制，镜像把它们显示成 `()`；没有人会真的存一个 `()`。
  private static func lockName(of value: Any) -> String? {
    let name = String(describing: type(of: value))
    if value is any NSLocking || value is DispatchQueue || value is DispatchSemaphore { return name }
    if name == "()" { return "Mutex" }
    // "Clock" is not a lock (`ContinuousClock`, a stored clock of a mock that timestamps).
    let lowered = name.lowercased().replacingOccurrences(of: "clock", with: "")
    return lowered.contains("lock") || lowered.contains("mutex") ? name : nil
  }
}

/// Holds a mock's own lock from the test and watches whether one of the mock's methods still reaches its state.
///
/// 测试自己拿住 Mock 的锁，看 Mock 的某个方法是否仍然读写了它的状态。
/// A lock in storage guards nothing unless the methods take it. While the test holds the lock, a method that takes it
/// waits, and so can never be seen to finish: a guarded mock is never failed. A method that finishes while the lock is
/// held and has read or changed the mock's state is the evidence of an unguarded one. The wait only bounds how long
/// the test looks (a method that does not take the lock runs its few lines at once); it can never fail a guarded mock.
/// 存储里有锁，方法却不去拿它，就什么也没保护。测试拿着锁时，拿锁的方法只能等待，不可能被看到已经结束，所以受保护的
/// Mock 永远不会因此失分；只有在锁被拿着时结束、并且读写了状态的方法，才是没有保护的证据。等待时间只限定观察多久。
enum HeldLock {
  /// A lock the test can take and give back itself: 测试自己能拿住、再放开的锁。
  struct Lock: @unchecked Sendable {
    fileprivate var locking: (any NSLocking & AnyObject)?
    fileprivate var queue: DispatchQueue?

    init(locking: any NSLocking & AnyObject) { self.locking = locking }
    init(queue: DispatchQueue) { self.queue = queue }

    /// The lock's type, for messages: 锁的类型名，用于提示。
    var name: String {
      locking.map { String(describing: type(of: $0)) } ?? "DispatchQueue"
    }
  }

  /// What a method did while the test held the lock: 测试拿着锁时方法做了什么。
  struct Observation<Value: Sendable>: Sendable {
    /// What the method returned: 方法的返回值。
    var value: Value
    /// Whether the mock's stored state (as `dump` shows it) changed: Mock 的存储状态（`dump` 所见）是否改变。
    var changedState: Bool
  }

  /// Runs `call` in another task while this test holds `lock` on a thread of its own; returns what `call` did if it
  /// finished within `seconds` while the lock was still held, `nil` when it did not (or the lock could not be taken).
  ///
  /// `state` is dumped before the call and after it finishes, both while the lock is held.
  static func finishesWhileHeld<Value: Sendable>(
    _ lock: Lock, state: @escaping @Sendable () -> String, within seconds: Double,
    _ call: @escaping @Sendable () async -> Value
  ) async -> Observation<Value>? {
    await withCheckedContinuation { continuation in
      let thread = Thread {
        continuation.resume(returning: holdAndWatch(lock, state: state, within: seconds, call))
      }
      thread.start()
    }
  }

  /// Runs on the holder thread: takes the lock, starts `call`, waits a bounded time, gives the lock back.
  private static func holdAndWatch<Value: Sendable>(
    _ lock: Lock, state: @escaping @Sendable () -> String, within seconds: Double,
    _ call: @escaping @Sendable () async -> Value
  ) -> Observation<Value>? {
    let gate = DispatchSemaphore(value: 0)
    if let locking = lock.locking {
      locking.lock()
    } else if let queue = lock.queue {
      let entered = DispatchSemaphore(value: 0)
      queue.async(flags: .barrier) {
        entered.signal()
        gate.wait()
      }
      guard entered.wait(timeout: .now() + 5) == .success else {
        gate.signal()
        return nil
      }
    }
    defer {
      lock.locking?.unlock()
      gate.signal()
    }
    let before = state()
    let started = DispatchSemaphore(value: 0)
    let finished = DispatchSemaphore(value: 0)
    let box = ValueBox<Value>()
    Task.detached {
      started.signal()
      let value = await call()
      box.set(value)
      finished.signal()
    }
    guard started.wait(timeout: .now() + 5) == .success,
      finished.wait(timeout: .now() + seconds) == .success,
      let value = box.value
    else { return nil }
    return Observation(value: value, changedState: state() != before)
  }

  /// The value a finished call returned, handed from its task to the holder thread: 调用结束时的返回值。
  private final class ValueBox<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?

    func set(_ value: Value) { lock.withLock { stored = value } }
    var value: Value? { lock.withLock { stored } }
  }
}

/// The text `dump` writes for `value`: what the mock stores, as a test can see it. 用 `dump` 看到的存储内容。
func dumpedState(of value: Any) -> String {
  var text = ""
  Swift.dump(value, to: &text, maxDepth: 6)
  return text
}
