import Observation
import SwiftUI

// BEGIN GENERATED: requirements (swift run grader sync)
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
