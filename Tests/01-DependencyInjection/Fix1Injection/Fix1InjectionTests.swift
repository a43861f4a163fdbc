import BookshelfCore
@testable import DIFix1
import GradingSupport
import Testing

/// Grades fix 1: the view model must take its repository from outside, as `any BookRepository`, and really use it.
@MainActor
@Suite("改错题 1：让 ViewModel 可注入 / Fix 1: make the view model injectable")
struct Fix1Injection {
  @Test("init(repository:) 接受任意 BookRepository，并真正使用它 / init(repository:) takes any BookRepository and uses it")
  func acceptsAnyRepositoryThroughInit() async {
    let probeBook = Book(title: "探针书 / Probe book", author: "测试 / Test")
    let probe = ProbeRepository(books: [probeBook])
    let injected: any BookRepository = probe
    let viewModel = BookListViewModel(repository: injected)

    await viewModel.load()

    let fetches = await probe.fetchCount
    #expect(
      fetches >= 1,
      "load() 没有向传进来的仓库读取数据：保存 init 的参数并在 load() 里用它，不要自己创建 LiveBookRepository / load() never read from the injected repository: store the init parameter and use it in load() instead of creating a LiveBookRepository"
    )
    #expect(
      viewModel.books == [probeBook],
      "books 应该正好是注入的仓库返回的书 / books should be exactly what the injected repository returned"
    )
  }

  @Test("从注入的 Mock 加载书籍 / loads the books of an injected mock")
  func loadsFromInjectedRepository() async {
    let books = [
      Book(title: "第一本 / First", author: "甲 / A"),
      Book(title: "第二本 / Second", author: "乙 / B"),
    ]
    let viewModel = BookListViewModel(repository: MockBookRepository(books: books))

    await viewModel.load()

    #expect(
      viewModel.books == books,
      "load() 之后 books 应该等于注入的 Mock 里的书 / after load(), books should equal the injected mock's books"
    )
    #expect(
      viewModel.errorMessage == nil,
      "加载成功时 errorMessage 应为 nil / errorMessage should be nil after a successful load"
    )
    #expect(
      !viewModel.isLoading,
      "load() 结束后 isLoading 应回到 false / isLoading should be false again once load() returns"
    )
  }

  @Test("注入的仓库失败时给出错误信息 / reports a failure of the injected repository")
  func reportsInjectedRepositoryFailure() async {
    let viewModel = BookListViewModel(repository: MockBookRepository(shouldFail: true))

    await viewModel.load()

    #expect(
      viewModel.errorMessage != nil,
      "注入的仓库抛错时应设置 errorMessage：确认 load() 用的是注入的仓库 / errorMessage should be set when the injected repository throws: make sure load() uses it"
    )
    #expect(
      viewModel.books.isEmpty,
      "加载失败时不应出现任何书 / no books should appear when loading failed"
    )
    #expect(
      !viewModel.isLoading,
      "失败后 isLoading 也应回到 false / isLoading should be false again after a failure"
    )
  }
}
