import Observation
import SwiftUI

// 改错题 1 / Fix 1
//
// 现象：计数界面上点 “+”，屏幕上的数字一直是 0，点 “归零” 也没有任何反应。
//       而且测试和预览想创建这个 ViewModel，得先造出整个界面。
// Symptom: on the tally screen, tapping "+" leaves the number on screen at 0, and "Reset" does nothing visible.
//          And a test or a preview that wants this view model has to build the whole screen first.
//
// 找出原因并改正，两个文件（TallyViewModel.swift、TallyView.swift）都可以改。
// 改好之后，测试会这样使用 ViewModel：`TallyViewModel()` 创建，读 `count`，调用 `increment()` 和 `reset()`。
// Find the cause and fix it; you may change both files (TallyViewModel.swift and TallyView.swift).
// Once it is fixed, the tests use the view model like this: create it with `TallyViewModel()`, read `count`, and
// call `increment()` and `reset()`.
//
// BEGIN GENERATED: requirements (swift run grader sync)
// END GENERATED: requirements
//
// 检查 / Check:  swift run grader --question vm.fix1

/// The state behind the tally screen, where the user counts something up: 计数界面背后的状态，用户在这里往上数数。
@MainActor
@Observable
public final class TallyViewModel {
  /// The screen this view model updates: 这个 ViewModel 负责更新的界面。
  private var screen: TallyView

  /// Creates the view model for `screen`: 为 `screen` 创建 ViewModel。
  public init(screen: TallyView) {
    self.screen = screen
  }

  /// Counts one more: 加一。
  public func increment() {
    screen.count += 1
  }

  /// Starts again from zero: 从零开始。
  public func reset() {
    screen.count = 0
  }
}
