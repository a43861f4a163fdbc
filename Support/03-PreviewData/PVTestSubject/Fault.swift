import Foundation

/// The faulty versions of `BookModel` that grade the test-writing exercise (instructor edition only).
///
/// 用来给“写测试”练习评分的 `BookModel` 错误版本（仅教师版）。The grader runs the student's tests once per fault with
/// `KIT_FAULT=<id>`; a fault counts as caught when some test fails. `grader release` leaves this file out.
enum Fault {
  /// Whether the fault `id` is switched on for this process.
  static func isActive(_ id: String) -> Bool {
    ProcessInfo.processInfo.environment["KIT_FAULT"] == id
  }
}
