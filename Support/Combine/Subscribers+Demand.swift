extension Subscribers {
  /// How many values a subscriber wants: a number, or unlimited.
  ///
  /// 订阅者想要的值的个数：一个数，或不限。
  public struct Demand: Equatable, Comparable, Hashable, CustomStringConvertible, Sendable {
    /// The wanted count; `nil` means unlimited.
    private let count: Int?

    private init(count: Int?) {
      self.count = count
    }

    /// As many values as the publisher produces.
    public static let unlimited = Demand(count: nil)

    /// No value at all.
    public static let none = Demand(count: 0)

    /// At most `value` values; `value` must not be negative.
    public static func max(_ value: Int) -> Demand {
      precondition(value >= 0, "Subscribers.Demand.max(_:) needs a count of zero or more, not \(value)")
      return Demand(count: value)
    }

    /// The number of values wanted, or `nil` when the demand is unlimited.
    public var max: Int? {
      count
    }

    public var description: String {
      count.map { "max(\($0))" } ?? "unlimited"
    }

    /// The sum of two demands; unlimited if either is (or if the sum overflows).
    public static func + (lhs: Demand, rhs: Demand) -> Demand {
      guard let left = lhs.count, let right = rhs.count else { return .unlimited }
      let (sum, overflow) = left.addingReportingOverflow(right)
      return overflow ? .unlimited : Demand(count: sum)
    }

    /// Adds `rhs` to `lhs`.
    public static func += (lhs: inout Demand, rhs: Demand) {
      lhs = lhs + rhs
    }

    /// `lhs` less `rhs`, never below none; unlimited less a number stays unlimited.
    public static func - (lhs: Demand, rhs: Demand) -> Demand {
      guard let left = lhs.count else { return .unlimited }
      guard let right = rhs.count else { return .none }
      return Demand(count: Swift.max(0, left - right))
    }

    /// Subtracts `rhs` from `lhs`.
    public static func -= (lhs: inout Demand, rhs: Demand) {
      lhs = lhs - rhs
    }

    /// Whether `lhs` asks for fewer values than `rhs`; unlimited is the largest demand.
    public static func < (lhs: Demand, rhs: Demand) -> Bool {
      switch (lhs.count, rhs.count) {
      case (nil, _): false
      case (_, nil): true
      case let (left?, right?): left < right
      }
    }
  }
}
