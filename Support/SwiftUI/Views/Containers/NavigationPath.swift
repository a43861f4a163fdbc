/// The values on a navigation stack, of any `Hashable` types.
///
/// 导航栈上的值（可以是任意 `Hashable` 类型）。
public struct NavigationPath: Equatable {
  private var elements: [AnyHashable] = []

  /// An empty path.
  public init() {}

  /// A path holding `elements`, first at the bottom.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  /// The number of values on the path.
  public var count: Int {
    elements.count
  }

  /// Whether the path is empty (the stack shows its root).
  public var isEmpty: Bool {
    elements.isEmpty
  }

  /// Pushes `value`.
  public mutating func append<V: Hashable>(_ value: V) {
    elements.append(AnyHashable(value))
  }

  /// Pops the last `k` values.
  public mutating func removeLast(_ k: Int = 1) {
    elements.removeLast(k)
  }
}
