/// Small arithmetic, step by step.
public enum Math {
  public static func add(_ a: Int, _ b: Int) -> Int {
    var total = a
    total += b
    return total
  }

  public static func double(_ value: Int) -> Int {
    value << 1
  }
}
