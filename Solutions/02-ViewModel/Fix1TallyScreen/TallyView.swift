import SwiftUI

/// The tally screen: the number so far, a "+" button and a reset button. 计数界面：当前的数字、“+” 按钮和归零按钮。
///
/// It owns its view model in `@State` and shows the view model's `count`, so the number follows the state.
/// 它用 `@State` 持有 ViewModel，显示 ViewModel 的 `count`，所以数字跟着状态走。
public struct TallyView: View {
  @State private var viewModel = TallyViewModel()  // SLIP viewOwnsModel: private var viewModel = TallyViewModel()

  /// Creates the screen: 创建界面。
  public init() {}

  public var body: some View {
    VStack {
      Text("\(viewModel.count)")
      Button("+") { viewModel.increment() }
      Button("归零 / Reset") { viewModel.reset() }  // SLIP resets:
    }
  }
}
