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
