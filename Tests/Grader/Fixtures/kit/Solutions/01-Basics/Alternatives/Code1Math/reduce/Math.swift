/// Small arithmetic, with reduce.
public enum Math {
  public static func add(_ a: Int, _ b: Int) -> Int { [a, b].reduce(0, +) }

  public static func double(_ value: Int) -> Int { add(value, value) }
}
