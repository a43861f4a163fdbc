// BEGIN GENERATED: requirements (swift run grader sync)
// f.code1 的要求（每条单独计分，分数四舍五入到 0.01）/ What f.code1 requires (each scored on its own; points rounded to 0.01):
// 1. add(_:_:) 能算小数之和。（1.67 分）
//    add(_:_:) adds small numbers. (1.67 pts)
// 2. add(_:_:) 能算负数之和。（1.67 分）
//    add(_:_:) adds negative numbers. (1.67 pts)
// 3. double(_:) 返回参数的两倍。（1.67 分）
//    double(_:) doubles its argument. (1.67 pts)
// END GENERATED: requirements

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
