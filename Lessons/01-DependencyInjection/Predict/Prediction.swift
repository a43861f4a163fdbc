// 代码预测题 / Predict the result
//
// 阅读下面这段代码（类型都来自示例 Lessons/01-DependencyInjection/Example/BookshelfCore 与 Lessons/01-DependencyInjection/Example/Bookshelf）：
// Read this snippet (the types are the worked example's, in Lessons/01-DependencyInjection/Example/BookshelfCore and Lessons/01-DependencyInjection/Example/Bookshelf):
//
//     let mock = MockBookRepository(books: [Book(title: "A", author: "B")])
//     let viewModel = BookListViewModel(repository: mock)
//     await viewModel.load()
//
// 问题：执行完之后，`viewModel.books` 里是什么？
// Question: once it has run, what does `viewModel.books` hold?
//
// 作答：把下面两个 `nil` 换成你的预测，例如 `Int? = 5`、`[String]? = ["X", "Y"]`。保持 `nil` 表示还没作答。
// Answer: replace the two `nil`s below with your prediction, e.g. `Int? = 5` and `[String]? = ["X", "Y"]`.
// Leaving `nil` means "not answered yet".

/// The student's prediction of what `viewModel.books` holds after the snippet runs.
public enum Prediction {
  /// 书的数量 / how many books `viewModel.books` holds.
  public static let bookCount: Int? = nil

  /// 按顺序排列的书名 / the titles of those books, in order.
  public static let titles: [String]? = nil
}
