import Foundation

/// The switch for the subject's faulty versions, set by the grader through `KIT_FAULT` (instructor's edition only).
/// 被测对象“故意改坏的版本”的开关，由评分程序通过 `KIT_FAULT` 打开（只在教师版里）。
enum Fault {
  /// Whether the faulty version `id` is switched on: 名为 `id` 的改坏版本是否打开。
  static func isActive(_ id: String) -> Bool {
    ProcessInfo.processInfo.environment["KIT_FAULT"] == id
  }
}
