#if os(macOS) || os(iOS) || KIT_TYPECHECK_APPLE_CODE
import ArticleReaderCore
import SwiftUI

/// The article list screen, which owns its view model with `@StateObject`. 文章列表界面，用 `@StateObject` 拥有它的 ViewModel。
///
/// The view reads state and sends intents; it never changes the view model's state itself, and the view model never
/// sees the view. 视图读取状态、发送意图；它从不直接改 ViewModel 的状态，ViewModel 也看不到视图。
public struct ArticleListView: View {
  // 拥有者用 @StateObject，并写成 private / the owner uses @StateObject, kept private.
  @StateObject private var viewModel: ArticleListViewModel

  /// Creates the screen reading from `service`. 创建从 `service` 读取数据的界面。
  ///
  /// `StateObject(wrappedValue:)` takes an autoclosure: SwiftUI calls it only the first time, so a later `service`
  /// has no effect on a screen that already exists.
  /// `StateObject(wrappedValue:)` 接收自动闭包，SwiftUI 只在第一次调用它，所以之后传入的 `service` 对已存在的界面不起作用。
  public init(service: any ArticleService) {
    _viewModel = StateObject(wrappedValue: ArticleListViewModel(service: service))
  }

  public var body: some View {
    NavigationStack {
      List {
        ForEach(viewModel.rows) { row in
          ArticleRowView(row: row)
        }
        .onDelete { offsets in
          // 先取出 id：每次删除都会重新读取，下标会变 / take the ids first: each delete reloads and the offsets move.
          let ids = offsets.map { viewModel.rows[$0].id }
          Task {
            for id in ids {
              await viewModel.delete(id)
            }
          }
        }
      }
      .overlay {
        if viewModel.isLoading {
          ProgressView()
        }
      }
      .navigationTitle("文章 / Articles")
      .toolbar {
        ArticleCountBadge(viewModel: viewModel)
        Button("刷新 / Refresh") {
          Task { await viewModel.load() }
        }
      }
      .task {
        await viewModel.load()
      }
      .alert("提示 / Notice", isPresented: errorIsShown) {
        Button("好 / OK") {}
      } message: {
        Text(viewModel.errorMessage ?? "")
      }
    }
  }

  /// True while there is an error to show; dismissing the alert sends the `dismissError()` intent.
  /// 有错误要显示时为 true；关闭提示框时发送 `dismissError()` 意图。
  private var errorIsShown: Binding<Bool> {
    let viewModel = viewModel
    return Binding(
      get: { @MainActor in viewModel.errorMessage != nil },
      set: { @MainActor isShown in
        if !isShown {
          viewModel.dismissError()
        }
      }
    )
  }
}
#endif
