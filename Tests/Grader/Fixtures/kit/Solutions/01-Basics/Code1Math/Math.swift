/// Small arithmetic.
public enum Math {
  /// The sum of `a` and `b`.
  public static func add(_ a: Int, _ b: Int) -> Int {
    a + b
  }

  /// Twice `value`.
  public static func double(_ value: Int) -> Int {
    value * 2
  }
}
