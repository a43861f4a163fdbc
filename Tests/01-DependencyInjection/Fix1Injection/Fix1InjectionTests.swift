import BookshelfCore
@testable import DIFix1
import GradingSupport
import Testing

/// Grades fix 1: the view model must take its repository from outside, as `any BookRepository`, and really use it.
@MainActor
@Suite("改错题 1：让 ViewModel 可注入 / Fix 1: make the view model injectable")
struct Fix1Injection {
  @Test("init(repository:) 接受任意 BookRepository，并真正使用它 / init(repository:) takes any BookRepository and uses it")
  func acceptsAnyRepositoryThroughInit() async throws {
    let probeBook = Book(title: "探针书 / Probe book", author: "测试 / Test")
    let probe = ProbeRepository(books: [probeBook])
    let injected: any BookRepository = probe
    let viewModel = try #require(makeViewModel(injected), Self.cannotInject)

    await viewModel.load()

    let fetches = await probe.fetchCount
    #expect(
      fetches >= 1,
      "load() 没有向传进来的仓库读取数据 / load() never read from the repository it was given"
    )
    #expect(
      viewModel.books == [probeBook],
      "books 应该正好是注入的仓库返回的书 / books should be exactly what the injected repository returned"
    )
  }

  @Test("从注入的 Mock 加载书籍 / loads the books of an injected mock")
  func loadsFromInjectedRepository() async throws {
    let books = [
      Book(title: "第一本 / First", author: "甲 / A"),
      Book(title: "第二本 / Second", author: "乙 / B"),
    ]
    let viewModel = try #require(makeViewModel(MockBookRepository(books: books)), Self.cannotInject)

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
  func reportsInjectedRepositoryFailure() async throws {
    let viewModel = try #require(makeViewModel(MockBookRepository(shouldFail: true)), Self.cannotInject)

    await viewModel.load()

    #expect(
      viewModel.errorMessage != nil,
      "注入的仓库抛错时应设置 errorMessage / errorMessage should be set when the injected repository throws"
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

  /// Why a check cannot start: 检查无法开始的原因。
  static let cannotInject: Comment =
    "测试没法把自己的仓库交给 BookListViewModel：BookListViewModel(repository: 测试的仓库) 行不通 / the tests cannot hand BookListViewModel a repository of their own: BookListViewModel(repository: theTestsRepository) does not work"

  /// The student's view model made with `init(repository:)`, or `nil` when it has none taking `any BookRepository`.
  /// 用学生的 `init(repository:)` 创建 ViewModel；没有接收 `any BookRepository` 的版本时返回 `nil`。
  private func makeViewModel(_ repository: any BookRepository) -> BookListViewModel? {
    let made: BookListViewModel? = BookListViewModel(repository: repository)
    return made
  }
}
