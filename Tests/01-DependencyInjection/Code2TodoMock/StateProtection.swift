@_spi(Reflection) import Swift
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

  /// Judges `value` as `of(_:)` does; when its shape shows nothing, asks whether the main actor guards it instead: a
  /// `@MainActor` class keeps no lock in its storage, yet every one of its methods (`calls`) waits while the test holds
  /// the main actor. 形状里没有锁时，再看主 actor 是否保护了它：测试拿住主 actor 时，`calls` 全都在等待。
  static func judged(_ value: Any, calls: [@Sendable () async -> Void]) async -> StateProtection {
    let shape = of(value)
    guard shape == .none, !calls.isEmpty else { return shape }
    for call in calls {
      guard case .waited = await HeldLock.look(HeldLock.Lock.theMainActor, state: { "" }, within: 0.5, call) else {
        return .none
      }
    }
    return .lock("MainActor")
  }

  /// Looks at `value`, then at its stored properties, a few levels deep: 先看 `value` 本身，再看它的存储属性，向下几层。
  private static func search(_ value: Any, depth: Int, noncopyable: Bool = false, seen: inout Set<ObjectIdentifier>) -> StateProtection {
    if value is any Actor { return .actor }
    if let lock = lockName(of: value, noncopyable: noncopyable) { return .lock(lock) }
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
    for child in storedChildren(of: mirror) {
      let found = search(child.value, depth: depth + 1, noncopyable: child.noncopyable, seen: &seen)
      if found != .none { return found }
    }
    return .none
  }

  /// The stored properties a mirror shows, its superclasses' included, each with whether it is a value a mirror cannot
  /// copy (`Mutex`, `Atomic`: shown as `()`). 镜像显示的存储属性（含父类的），并标出哪些是镜像无法复制的值。
  ///
  /// Only a class can store one: a struct, tuple or optional a mirror reflects is copyable, so its `()` is a real `()`.
  /// In a class, a stored `()` takes no room (its field offset is 0, inside the object's header), while a `Mutex` or
  /// `Atomic` lies past the header. 只有类能存放这种值；类里真正的 `()` 不占空间（字段偏移为 0），`Mutex` 在对象头之后。
  private static func storedChildren(of mirror: Mirror) -> [(value: Any, noncopyable: Bool)] {
    var children: [(value: Any, noncopyable: Bool)] = []
    var level: Mirror? = mirror
    while let current = level {
      var empty: Set<String> = []
      var read = false
      if current.displayStyle == .class {
        // `_EachFieldOptions.classType` (raw value 1), spelled by value: the library declares it a `static var`.
        read = _forEachField(of: current.subjectType, options: _EachFieldOptions(rawValue: 1)) { name, offset, type, _ in
          if offset == 0, type == Void.self { empty.insert(String(cString: name)) }
          return true
        }
      }
      for child in current.children {
        let isUnit = child.value is Void
        // A field the runtime could not describe keeps the old reading: a `()` in a class may be a `Mutex`.
        let noncopyable = isUnit && current.displayStyle == .class && !(read && empty.contains(child.label ?? ""))
        children.append((child.value, noncopyable))
      }
      level = current.superclassMirror
    }
    return children
  }

  /// Every lock in `value`'s storage the test can hold itself (an `NSLocking` lock, a `DispatchQueue`, a
  /// `DispatchSemaphore`, an actor: the test runs a job on it that waits), or `nil` when there is none (a `Mutex`, no
  /// lock). An actor's `nonisolated(unsafe)` state read by `nonisolated` methods is seen as any unguarded state is. All of them, not the first: a
  /// mock may keep a queue for its delays before the lock that guards its todos, and holding only the queue would see
  /// its guarded methods finish. 值的存储里测试自己也能持有的所有锁（不只第一个）。
  static func holdableLock(in value: Any) -> HeldLock.Lock? {
    var seen: Set<ObjectIdentifier> = []
    var found = HeldLock.Lock()
    findLocks(value, depth: 0, seen: &seen, into: &found)
    return found.isEmpty ? nil : found
  }

  private static func findLocks(_ value: Any, depth: Int, seen: inout Set<ObjectIdentifier>, into found: inout HeldLock.Lock) {
    if let actor = value as? any Actor {
      if found.actors.allSatisfy({ $0 !== actor }) { found.actors.append(actor) }
      return
    }
    if let lock = value as? any NSLocking & AnyObject {
      if found.lockings.allSatisfy({ $0 !== lock }) { found.lockings.append(lock) }
      return
    } else if let queue = value as? DispatchQueue {
      if found.queues.allSatisfy({ $0 !== queue }) { found.queues.append(queue) }
      return
    } else if let semaphore = value as? DispatchSemaphore {
      if found.semaphores.allSatisfy({ $0 !== semaphore }) { found.semaphores.append(semaphore) }
      return
    }
    // A lock type of the student's own (`final class Locker { let lock = NSLock() }`) is looked into: the lock it keeps
    // is the one its methods take. 学生自己的锁类型也向里看：它持有的锁才是方法真正拿的锁。
    guard depth < 4 else { return }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .class:
      guard seen.insert(ObjectIdentifier(value as AnyObject)).inserted else { return }
    case .struct, .optional, .tuple:
      break
    default:
      return
    }
    for child in storedChildren(of: mirror) { findLocks(child.value, depth: depth + 1, seen: &seen, into: &found) }
  }

  /// The type name of `value` when it is a lock, or `nil`: `value` 是锁时返回它的类型名。
  ///
  /// `Mutex` and `Atomic` cannot be copied, and a mirror shows them as `()`: a `()` is one when it is a class's stored
  /// property past the object's header (`noncopyable`, see `storedChildren`), never a stored `()` of no size.
  /// A type named like a lock is one only when it keeps some state: an empty `final class SpinLock {}` locks nothing.
  /// `Mutex` 和 `Atomic` 不可复制，镜像把它们显示成 `()`：只有类里占空间的 `()` 才是它们。名字像锁的类型，只有存着状态才算锁。
  private static func lockName(of value: Any, noncopyable: Bool) -> String? {
    let name = String(describing: type(of: value))
    if value is any NSLocking || value is DispatchQueue || value is DispatchSemaphore { return name }
    if name == "()" { return noncopyable ? "Mutex" : nil }
    // "Clock" is not a lock (`ContinuousClock`, a stored clock of a mock that timestamps).
    let lowered = name.lowercased().replacingOccurrences(of: "clock", with: "")
    guard lowered.contains("lock") || lowered.contains("mutex") else { return nil }
    let mirror = Mirror(reflecting: value)
    guard [.class, .struct].contains(mirror.displayStyle) else { return name }
    return storedChildren(of: mirror).contains { !($0.value is Void) || $0.noncopyable } ? name : nil
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
  /// The locks the test can take and give back itself: 测试自己能拿住、再放开的锁。
  struct Lock: @unchecked Sendable {
    fileprivate var lockings: [any NSLocking & AnyObject] = []
    fileprivate var queues: [DispatchQueue] = []
    fileprivate var semaphores: [DispatchSemaphore] = []
    fileprivate var actors: [any Actor] = []
    /// The main actor, for a value the shape shows nothing guarding (a `@MainActor` class is guarded by it).
    fileprivate var mainActor = false

    var isEmpty: Bool { lockings.isEmpty && queues.isEmpty && semaphores.isEmpty && actors.isEmpty && !mainActor }

    /// The main actor alone: 只有主 actor。
    static var theMainActor: Lock {
      var lock = Lock()
      lock.mainActor = true
      return lock
    }

    /// The locks' types, for messages: 锁的类型名，用于提示。
    var name: String {
      (lockings.map { String(describing: type(of: $0)) } + queues.map { _ in "DispatchQueue" }
        + semaphores.map { _ in "DispatchSemaphore" } + actors.map { _ in "actor" } + (mainActor ? ["MainActor"] : []))
        .joined(separator: ", ")
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
    if case .finished(let observation) = await look(lock, state: state, within: seconds, call) { return observation }
    return nil
  }

  /// What one look saw: 一次观察的结果。
  enum Look<Value: Sendable>: Sendable {
    /// The test could not take every lock in time: no verdict. 测试没能及时拿到所有锁：不下结论。
    case couldNotHold
    /// The call did not finish while the locks were held: 拿着锁时调用没有结束。
    case waited
    /// The call finished while the locks were held: 拿着锁时调用结束了。
    case finished(Observation<Value>)
  }

  /// `finishesWhileHeld`, telling a call that waited from locks the test could not take.
  static func look<Value: Sendable>(
    _ lock: Lock, state: @escaping @Sendable () -> String, within seconds: Double,
    _ call: @escaping @Sendable () async -> Value
  ) async -> Look<Value> {
    await withCheckedContinuation { continuation in
      let thread = Thread {
        continuation.resume(returning: holdAndWatch(lock, state: state, within: seconds, call))
      }
      thread.start()
    }
  }

  /// Runs on the holder thread: takes the locks, starts `call`, waits a bounded time, gives the locks back, then waits
  /// (bounded) for `call` to end, so that no call of one look is still running when the next takes the locks.
  /// A lock the test cannot take within a few seconds (a semaphore used as a signal, a lock a method still holds)
  /// gives no verdict: `nil`, as for a method that waits.
  private static func holdAndWatch<Value: Sendable>(
    _ lock: Lock, state: @escaping @Sendable () -> String, within seconds: Double,
    _ call: @escaping @Sendable () async -> Value
  ) -> Look<Value> {
    let gate = DispatchSemaphore(value: 0)
    var heldLockings: [any NSLocking & AnyObject] = []
    var heldSemaphores: [DispatchSemaphore] = []
    var heldQueues = 0
    func release() {
      for locking in heldLockings.reversed() { locking.unlock() }
      for semaphore in heldSemaphores { semaphore.signal() }
      for _ in 0..<heldQueues { gate.signal() }
    }
    let deadline = Date().addingTimeInterval(5)
    for locking in lock.lockings {
      guard take(locking, before: deadline) else {
        release()
        return .couldNotHold
      }
      heldLockings.append(locking)
    }
    for queue in lock.queues {
      let entered = DispatchSemaphore(value: 0)
      queue.async(flags: .barrier) {
        entered.signal()
        gate.wait()
      }
      heldQueues += 1
      guard entered.wait(timeout: .now() + 5) == .success else {
        release()
        return .couldNotHold
      }
    }
    // An actor (or the main actor) is held by a job of its own that waits for the gate: its isolated methods wait too.
    var actorJobs: [@Sendable (DispatchSemaphore) async -> Void] = lock.actors.map { actor in
      { entered in await actor.holdForGrading(entered: entered, gate: gate) }
    }
    if lock.mainActor {
      actorJobs.append { entered in
        await MainActor.run {
          entered.signal()
          gate.wait()
        }
      }
    }
    for job in actorJobs {
      let entered = DispatchSemaphore(value: 0)
      Task.detached { await job(entered) }
      heldQueues += 1
      guard entered.wait(timeout: .now() + 5) == .success else {
        release()
        return .couldNotHold
      }
    }
    for semaphore in lock.semaphores where semaphore.wait(timeout: .now() + 0.5) == .success {
      heldSemaphores.append(semaphore)
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
    var seen: Look<Value> = .waited
    if started.wait(timeout: .now() + 5) == .success, finished.wait(timeout: .now() + seconds) == .success,
      let value = box.value
    {
      seen = .finished(Observation(value: value, changedState: state() != before))
      finished.signal()
    }
    release()
    _ = finished.wait(timeout: .now() + 5)
    return seen
  }

  /// Takes `locking`, giving up at `deadline` where the lock type allows it (`NSCondition` has no such call).
  private static func take(_ locking: any NSLocking & AnyObject, before deadline: Date) -> Bool {
    switch locking {
    case let lock as NSLock: return lock.lock(before: deadline)
    case let lock as Foundation.NSRecursiveLock: return lock.lock(before: deadline)
    case let lock as Foundation.NSConditionLock: return lock.lock(before: deadline)
    default:
      locking.lock()
      return true
    }
  }

  /// The value a finished call returned, handed from its task to the holder thread: 调用结束时的返回值。
  private final class ValueBox<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?

    func set(_ value: Value) { lock.withLock { stored = value } }
    var value: Value? { lock.withLock { stored } }
  }
}

extension Actor {
  /// A job on this actor that says it started, then waits for `gate`: while it waits, no other isolated code of the
  /// actor runs. 在 actor 上运行、等待 `gate` 的任务：它等待时，actor 的其他隔离代码都不能运行。
  fileprivate func holdForGrading(entered: DispatchSemaphore, gate: DispatchSemaphore) {
    entered.signal()
    gate.wait()
  }
}

/// The text `dump` writes for `value`: what the mock stores, as a test can see it. 用 `dump` 看到的存储内容。
func dumpedState(of value: Any) -> String {
  var text = ""
  Swift.dump(value, to: &text, maxDepth: 6)
  return text
}
