import Foundation

/// The switch for the subject's faulty versions; only the instructor's edition has this file and the fault regions.
///
/// 故障版本的开关；只有教师版有这个文件和故障代码段。
/// The grader builds this module once per faulty version, with `-D KIT_FAULT_<id>`, which turns on the region marked
/// `// FAULT <id>`, and runs the student's tests against each build in turn: the same executable path, environment and
/// files for every version, so only behaviour tells them apart. Nothing at run time selects a version.
/// 评分器对每个故障版本用 `-D KIT_FAULT_<id>` 单独编译这个模块（打开标着 `// FAULT <id>` 的代码段），再分别运行学生的测试：
/// 每个版本的可执行文件路径、环境变量和文件都一样，只有行为不同。运行时没有任何东西选择版本。
enum Fault {
  /// Whether the fault `id` is compiled in: 本次编译是否打开了故障 `id`。
  static func isActive(_ id: String) -> Bool {
    id == selected
  }

  #if KIT_FAULT_unsorted
  private static let selected = "unsorted"
  #elseif KIT_FAULT_swallowsError
  private static let selected = "swallowsError"
  #elseif KIT_FAULT_keepsStaleError
  private static let selected = "keepsStaleError"
  #elseif KIT_FAULT_loadingStuck
  private static let selected = "loadingStuck"
  #elseif KIT_FAULT_wipesOnFailure
  private static let selected = "wipesOnFailure"
  #elseif KIT_FAULT_noReloadAfterDelete
  private static let selected = "noReloadAfterDelete"
  #elseif KIT_FAULT_deletesLocally
  private static let selected = "deletesLocally"
  #else
  private static let selected = ""
  #endif
}
