#if os(macOS) || os(iOS) || KIT_TYPECHECK_APPLE_CODE
import SwiftUI

/// A small count in the toolbar. It does not own the view model: it observes the one its parent hands it.
/// 工具栏里的小计数。它不拥有 ViewModel，只观察父视图交给它的那一个。
///
/// `@ObservedObject` is right here because the object comes from outside; the parent keeps it alive with
/// `@StateObject`. `@ObservedObject` 用在这里是对的：对象来自外部，由父视图用 `@StateObject` 保存。
struct ArticleCountBadge: View {
  @ObservedObject var viewModel: ArticleListViewModel

  var body: some View {
    Text("\(viewModel.rows.count) 篇 / articles")
  }
}
#endif
