/// A unique identifier for a publisher, subscriber or subscription.
///
/// 发布者、订阅者或订阅的唯一标识。
public struct CombineIdentifier: Hashable, CustomStringConvertible {
  private let value: UInt64

  /// Creates a new identifier, different from every other one made in this process.
  public init() {
    value = _IdentifierCounter.next()
  }

  /// Creates the identifier of `object`, equal for the same object and different for distinct live objects.
  public init(_ obj: AnyObject) {
    value = UInt64(UInt(bitPattern: ObjectIdentifier(obj).hashValue))
  }

  public var description: String {
    "0x" + String(value, radix: 16)
  }
}

/// A type that has a `CombineIdentifier`.
public protocol CustomCombineIdentifierConvertible {
  /// The identifier of this publisher, subscriber or subscription.
  var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
  /// The identifier of this object: the same for as long as it lives.
  public var combineIdentifier: CombineIdentifier {
    CombineIdentifier(self)
  }
}

/// The source of `CombineIdentifier()` values: a counter behind a lock.
enum _IdentifierCounter {
  private static let state = _LockedCounter()

  static func next() -> UInt64 {
    state.next()
  }
}

/// A counter that hands out increasing numbers, safe to use from any thread.
final class _LockedCounter: @unchecked Sendable {
  private let lock = _Lock()
  private var count: UInt64 = 0

  func next() -> UInt64 {
    lock.withLock {
      count += 1
      return count
    }
  }
}
