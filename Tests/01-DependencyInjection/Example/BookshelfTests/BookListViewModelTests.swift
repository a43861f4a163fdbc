import Bookshelf
import BookshelfCore
import Testing

/// The lesson's view-model tests: a mock repository makes every result predictable and instant.
@MainActor
@Suite("BookListViewModel 用 Mock 测试 / BookListViewModel against mocks")
struct BookListViewModelTests {
  @Test("加载成功时显示仓库里的书 / a successful load shows the repository's books")
  func loadShowsRepositoryBooks() async {
    let book = Book(title: "测试书 / Test book", author: "测试作者 / Test author")
    let viewModel = BookListViewModel(repository: MockBookRepository(books: [book]))

    await viewModel.load()

    #expect(viewModel.books == [book])
    #expect(viewModel.errorMessage == nil)
    #expect(!viewModel.isLoading)
  }

  @Test("加载失败时设置错误信息 / a failed load sets an error message")
  func loadFailureSetsErrorMessage() async {
    let viewModel = BookListViewModel(repository: MockBookRepository(shouldFail: true))

    await viewModel.load()

    #expect(viewModel.books.isEmpty)
    #expect(viewModel.errorMessage != nil)
    #expect(!viewModel.isLoading)
  }

  @Test("添加后重新加载能看到新书 / adding reloads and shows the new book")
  func addThenReloadShowsBook() async {
    let viewModel = BookListViewModel(repository: MockBookRepository())
    let book = Book(title: "新书 / New book", author: "作者 / Author")

    await viewModel.add(book)

    #expect(viewModel.books == [book])
  }

  @Test("删除后重新加载不再有这本书 / deleting reloads without the book")
  func deleteThenReloadDropsBook() async {
    let kept = Book(title: "留下 / Kept", author: "甲 / A")
    let removed = Book(title: "删掉 / Removed", author: "乙 / B")
    let viewModel = BookListViewModel(repository: MockBookRepository(books: [kept, removed]))

    await viewModel.delete(removed)

    #expect(viewModel.books == [kept])
  }

  @Test("成功加载会清除旧的错误 / a successful load clears an earlier error")
  func successClearsEarlierError() async {
    let viewModel = BookListViewModel(repository: MockBookRepository())
    viewModel.errorMessage = "旧错误 / old error"

    await viewModel.load()

    #expect(viewModel.errorMessage == nil)
  }
}
