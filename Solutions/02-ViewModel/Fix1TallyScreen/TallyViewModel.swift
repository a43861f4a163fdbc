import Observation
import SwiftUI

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

/// The state behind the tally screen, where the user counts something up: 计数界面背后的状态，用户在这里往上数数。
///
/// It owns the count and knows nothing about any view: the view reads `count` and calls the intents.
/// 计数归它所有，它不知道任何视图：视图读取 `count`，调用它的方法。
@MainActor
@Observable  // SLIP observable:
public final class TallyViewModel {
  /// The number so far: 当前的数字。
  public private(set) var count = 0  // SLIP startsAtZero: public private(set) var count = 1
  // SLIP-BEGIN holdsNoView
  // SLIP-ELSE
  // /// The screen, kept "just in case": 以防万一留着的界面。
  // private var screen: TallyView? = nil
  // SLIP-END

  /// Creates a tally at zero: 创建一个从零开始的计数。
  public init() {}

  /// Counts one more: 加一。
  public func increment() {
    count += 1  // SLIP increments: count += 2
  }

  // SLIP-BEGIN resets
  /// Starts again from zero: 从零开始。
  public func reset() {
    count = 0
  }
  // SLIP-END
}
