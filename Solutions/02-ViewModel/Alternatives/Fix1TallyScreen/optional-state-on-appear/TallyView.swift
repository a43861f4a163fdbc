// Differs from the reference: the view keeps the stub's optional @State and creates its view model in onAppear.
import SwiftUI

/// The tally screen: the number so far, a "+" button and a reset button. 计数界面：当前的数字、“+” 按钮和归零按钮。
public struct TallyView: View {
  @State private var viewModel: TallyViewModel?

  /// Creates the screen: 创建界面。
  public init() {}

  public var body: some View {
    VStack {
      Text("\(viewModel?.count ?? 0)")
      Button("+") { viewModel?.increment() }
      Button("归零 / Reset") { viewModel?.reset() }
    }
    .onAppear {
      if viewModel == nil {
        viewModel = TallyViewModel()
      }
    }
  }
}
