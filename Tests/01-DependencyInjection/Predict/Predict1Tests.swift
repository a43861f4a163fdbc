import Bookshelf
import BookshelfCore
@testable import DIPredict
import GradingSupport
import Testing

/// Grades the prediction by running the snippet against the worked example's real types, never a stored key.
@MainActor
@Suite("代码预测：load() 之后的 books / Predict: books after load()")
struct Predict1 {
  /// Runs the snippet shown in `Prediction.swift` and returns what `viewModel.books` holds.
  private func runSnippet() async -> [Book] {
    let mock = MockBookRepository(books: [Book(title: "A", author: "B")])
    let viewModel = BookListViewModel(repository: mock)
    await viewModel.load()
    return viewModel.books
  }

  @Test("预测书的数量 / predict the number of books")
  func bookCount() async {
    let books = await runSnippet()
    expectAnswer(
      Prediction.bookCount,
      is: books.count,
      "Prediction.bookCount（viewModel.books 里书的数量 / the number of books in viewModel.books）"
    )
  }

  @Test("预测书名 / predict the titles")
  func titles() async {
    let books = await runSnippet()
    expectAnswer(
      Prediction.titles,
      is: books.map(\.title),
      "Prediction.titles（viewModel.books 里的书名 / the titles in viewModel.books）"
    )
  }
}
