// Differs from the reference: the classic ObservableObject with @Published, owned by the view through @StateObject.
import Combine
import SwiftUI

/// The state behind the tally screen, as an `ObservableObject`: 计数界面背后的状态，写成 `ObservableObject`。
@MainActor
public final class TallyViewModel: ObservableObject {
  /// The number so far: 当前的数字。
  @Published public private(set) var count = 0

  /// Creates a tally at zero: 创建一个从零开始的计数。
  public init() {}

  /// Counts one more: 加一。
  public func increment() { count += 1 }

  /// Starts again from zero: 从零开始。
  public func reset() { count = 0 }
}
