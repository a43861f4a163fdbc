/// Small arithmetic.
public enum Math {
  /// The sum of `a` and `b`.
  public static func add(_ a: Int, _ b: Int) -> Int {
    // TODO: add them
    0
  }

  /// Twice `value`.
  public static func double(_ value: Int) -> Int {
    // TODO: double it
    0
  }
}
