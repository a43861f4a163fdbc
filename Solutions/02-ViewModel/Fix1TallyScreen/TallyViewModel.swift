import Observation
import SwiftUI

/// The state behind the tally screen, where the user counts something up: 计数界面背后的状态，用户在这里往上数数。
///
/// It owns the count and knows nothing about any view: the view reads `count` and calls the intents.
/// 计数归它所有，它不知道任何视图：视图读取 `count`，调用它的方法。
@MainActor
@Observable
public final class TallyViewModel {
  /// The number so far: 当前的数字。
  public private(set) var count = 0

  /// Creates a tally at zero: 创建一个从零开始的计数。
  public init() {}

  /// Counts one more: 加一。
  public func increment() {
    count += 1
  }

  /// Starts again from zero: 从零开始。
  public func reset() {
    count = 0
  }
}
