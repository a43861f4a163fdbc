// 代码预测题参考答案 / Predict the result, reference answer
//
//     let mock = MockBookRepository(books: [Book(title: "A", author: "B")])
//     let viewModel = BookListViewModel(repository: mock)
//     await viewModel.load()
//
// Mock 原样返回构造时给它的书，load() 把结果写进 books：所以只有一本书，书名是 "A"（"B" 是作者）。
// The mock returns exactly the books it was built with, and load() stores them in books:
// one book, titled "A" ("B" is its author).

/// The reference prediction of what `viewModel.books` holds after the snippet runs.
public enum Prediction {
  /// 书的数量 / how many books `viewModel.books` holds.
  public static let bookCount: Int? = 1

  /// 按顺序排列的书名 / the titles of those books, in order.
  public static let titles: [String]? = ["A"]
}
