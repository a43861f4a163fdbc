#if os(macOS) || os(iOS) || KIT_TYPECHECK_APPLE_CODE
import BookshelfCore
import SwiftUI

/// The book list screen: it takes its repository from the environment and builds its view model from it.
///
/// 书籍列表界面：从环境里取出 `BookRepository`，再交给 ViewModel。视图本身不知道用的是真实实现还是 Mock，
/// 所以换实现（App 里用真实的、预览里用 Mock）时视图代码一行都不用改。
/// The view never knows which implementation it got, so swapping one (live in the app, mock in previews)
/// needs no change here.
public struct BookListView: View {
  // 第 3 步：从环境读取依赖 / step 3: read the dependency from the environment.
  @Environment(\.bookRepository) private var repository

  // 环境值在 init 里还读不到，所以 ViewModel 先留空，等 `.task` 运行时再创建。
  // The environment is not readable in `init`, so the view model starts empty and is made in `.task`.
  @State private var viewModel: BookListViewModel?

  /// Creates the list; the repository comes from `\.bookRepository` in the environment.
  public init() {}

  public var body: some View {
    NavigationStack {
      Group {
        if let viewModel {
          list(showing: viewModel)
        } else {
          ProgressView()
        }
      }
      .navigationTitle("书库 / Bookshelf")
      .toolbar {
        Button("添加 / Add") {
          guard let viewModel else { return }
          let book = Book(title: "新书 / New book \(Int.random(in: 1...100))", author: "匿名 / Anonymous")
          Task { await viewModel.add(book) }
        }
      }
      .task { @MainActor in
        // 此时环境已就绪：用注入的仓库创建 ViewModel（只创建一次）/ the environment is ready: create it once.
        // `.task` 的闭包是 `@Sendable` 的，写明 `@MainActor` 才能直接读写视图状态。
        // `.task` takes a `@Sendable` closure; spelling out `@MainActor` lets it touch the view's state directly.
        if viewModel == nil {
          viewModel = BookListViewModel(repository: repository)
        }
        await viewModel?.load()
      }
    }
  }

  /// The list of books with swipe-to-delete, a loading spinner and an error alert.
  private func list(showing viewModel: BookListViewModel) -> some View {
    List {
      ForEach(viewModel.books) { book in
        VStack(alignment: .leading) {
          Text(book.title).font(.headline)
          Text(book.author).foregroundStyle(.secondary)
        }
      }
      .onDelete { offsets in
        // 先把要删的书取出来：每次删除后都会重新加载，下标会变 / capture the books first:
        // every delete reloads the list, so the offsets would point at the wrong rows afterwards.
        let doomed = offsets.map { viewModel.books[$0] }
        Task {
          for book in doomed {
            await viewModel.delete(book)
          }
        }
      }
    }
    .overlay {
      if viewModel.isLoading {
        ProgressView()
      }
    }
    .alert("提示 / Notice", isPresented: errorIsShown(for: viewModel)) {
      Button("确定 / OK") { viewModel.errorMessage = nil }
    } message: {
      Text(viewModel.errorMessage ?? "")
    }
  }

  /// A binding that is true while the view model holds an error; dismissing the alert clears it.
  ///
  /// `Binding(get:set:)` takes `@Sendable` closures, which do not inherit the main actor on their own;
  /// marking them `@MainActor` lets them read and write the main-actor view model in Swift 6.
  /// `Binding(get:set:)` 的闭包是 `@Sendable` 的，不会自动继承主 actor；标上 `@MainActor` 才能访问 ViewModel。
  private func errorIsShown(for viewModel: BookListViewModel) -> Binding<Bool> {
    Binding(
      get: { @MainActor in viewModel.errorMessage != nil },
      set: { @MainActor isShown in
        if !isShown {
          viewModel.errorMessage = nil
        }
      }
    )
  }
}
#endif
