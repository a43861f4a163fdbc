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
// vm.fix1 的要求（每条单独计分，分数四舍五入到 0.01）/ What vm.fix1 requires (each scored on its own; points rounded to 0.01):
// 1. TallyViewModel() 不需要任何视图就能单独创建 ViewModel，它的 count 从 0 开始。（1.33 分）
//    TallyViewModel() creates the view model on its own, without a view, and its count starts at 0. (1.33 pts)
// 2. increment() 让 ViewModel 的 count 加一。（1.33 分）
//    increment() adds one to the view model's count. (1.33 pts)
// 3. reset() 让 count 回到 0。（1.33 分）
//    reset() sets count back to 0. (1.33 pts)
// 4. 读取 count 的视图会在它变化时收到通知，屏幕上的数字跟着它变。（1.33 分）
//    A view that reads count is told when it changes, so the number on screen follows it. (1.33 pts)
// 5. ViewModel 不持有任何视图。（1.33 分）
//    The view model holds no view. (1.33 pts)
// 6. TallyView() 用 @State（ObservableObject 则用 @StateObject）持有它的 TallyViewModel，自己不再存 count：屏幕上的数字就是 ViewModel 的 count。（1.33 分）
//    TallyView() keeps its TallyViewModel in @State (or @StateObject, for an ObservableObject) and stores no count of its own: the number on screen is the view model's count. (1.33 pts)
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
