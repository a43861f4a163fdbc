/// The arithmetic a scheduler's stride has, shared by the dispatch and run-loop strides (not part of Combine's API).
///
/// Apple's strides are `Comparable`, `SignedNumeric`, literals in seconds, and convertible from seconds,
/// milliseconds, …; the stand-in keeps them as whole nanoseconds.
public protocol _NanosecondStride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
  Hashable, Sendable
where Magnitude == Int, IntegerLiteralType == Int, FloatLiteralType == Double {
  init(nanoseconds: Int)
  var magnitude: Int { get set }
}

extension _NanosecondStride {
  /// `n` seconds, as in `.debounce(for: 1, scheduler: …)`.
  public init(integerLiteral value: Int) {
    self.init(nanoseconds: value * 1_000_000_000)
  }

  /// `n` seconds, as in `.debounce(for: 0.3, scheduler: …)`.
  public init(floatLiteral value: Double) {
    self.init(nanoseconds: Int(value * 1_000_000_000))
  }

  public init?<T: BinaryInteger>(exactly source: T) {
    guard let seconds = Int(exactly: source) else { return nil }
    self.init(nanoseconds: seconds * 1_000_000_000)
  }

  public static func seconds(_ s: Int) -> Self { Self(nanoseconds: s * 1_000_000_000) }
  public static func seconds(_ s: Double) -> Self { Self(nanoseconds: Int(s * 1_000_000_000)) }
  public static func milliseconds(_ ms: Int) -> Self { Self(nanoseconds: ms * 1_000_000) }
  public static func microseconds(_ us: Int) -> Self { Self(nanoseconds: us * 1_000) }
  public static func nanoseconds(_ ns: Int) -> Self { Self(nanoseconds: ns) }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }
  public static func + (lhs: Self, rhs: Self) -> Self { Self(nanoseconds: lhs.magnitude + rhs.magnitude) }
  public static func - (lhs: Self, rhs: Self) -> Self { Self(nanoseconds: lhs.magnitude - rhs.magnitude) }
  public static func * (lhs: Self, rhs: Self) -> Self { Self(nanoseconds: lhs.magnitude * rhs.magnitude) }
  public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
  public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
  public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
}
