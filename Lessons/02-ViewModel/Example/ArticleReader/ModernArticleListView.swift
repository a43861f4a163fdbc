#if os(macOS) || os(iOS) || KIT_TYPECHECK_APPLE_CODE
import ArticleReaderCore
import SwiftUI

/// The same screen with an `@Observable` model, which the view owns with `@State`. 同一个界面，改用 `@Observable` 模型，视图用 `@State` 拥有它。
///
/// There is no `@StateObject`, `@ObservedObject` or `@Published` here: the view reads the model's properties directly,
/// and Observation refreshes it only when one of the properties it read changes.
/// 这里没有 `@StateObject`、`@ObservedObject` 和 `@Published`：视图直接读模型的属性，Observation 只在它读过的属性变化时刷新它。
public struct ModernArticleListView: View {
  @State private var model: ArticleListModel

  /// Creates the screen reading from `service`. 创建从 `service` 读取数据的界面。
  ///
  /// `@State` evaluates its initial value each time the view struct is made and keeps only the first, so the model's
  /// `init` stays cheap and loading waits for `.task`. `@State` 每次创建视图结构体都会求一次初始值，但只保留第一个，
  /// 所以模型的 `init` 要轻量，加载放到 `.task` 里。
  public init(service: any ArticleService) {
    _model = State(initialValue: ArticleListModel(service: service))
  }

  public var body: some View {
    NavigationStack {
      List(model.rows) { row in
        ArticleRowView(row: row)
      }
      .overlay {
        if model.isLoading {
          ProgressView()
        }
      }
      .navigationTitle("文章 / Articles")
      .task {
        await model.load()
      }
    }
  }
}
#endif
