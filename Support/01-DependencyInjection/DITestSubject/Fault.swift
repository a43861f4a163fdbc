import Foundation

/// The switch for the subject's faulty versions; only the instructor's edition has this file and the fault regions.
///
/// 故障版本的开关；只有教师版有这个文件和故障代码段。
/// `KIT_FAULT=<id>` turns on the region marked `// FAULT <id>`; the grader runs the student's tests once per fault.
/// `KIT_FAULT=<id>` 打开标着 `// FAULT <id>` 的代码段；评分器对每个故障各运行一次学生的测试。
enum Fault {
  /// Whether the fault `id` is switched on for this process: 本进程是否打开了故障 `id`。
  static func isActive(_ id: String) -> Bool {
    ProcessInfo.processInfo.environment["KIT_FAULT"] == id
  }
}
