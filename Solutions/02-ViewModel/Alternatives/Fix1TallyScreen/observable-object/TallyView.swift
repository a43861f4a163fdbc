// Differs from the reference: the view owns its ObservableObject view model through @StateObject.
import SwiftUI

/// The tally screen: 计数界面。
public struct TallyView: View {
  @StateObject private var viewModel = TallyViewModel()

  /// Creates the screen: 创建界面。
  public init() {}

  public var body: some View {
    VStack {
      Text("\(viewModel.count)")
      Button("+") { viewModel.increment() }
      Button("归零 / Reset") { viewModel.reset() }
    }
  }
}
