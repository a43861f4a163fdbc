import Foundation

/// The switch that turns one faulty version of the subject on, for grading the student's tests (instructor-only).
///
/// 打开被测对象某个“错误版本”的开关，用来检验学生写的测试（只在教师版里）。
enum Fault {
  /// Whether the fault named `id` is the one `KIT_FAULT` selects.
  static func isActive(_ id: String) -> Bool {
    ProcessInfo.processInfo.environment["KIT_FAULT"] == id
  }
}
