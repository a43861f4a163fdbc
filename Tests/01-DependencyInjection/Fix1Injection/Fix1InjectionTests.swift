import BookshelfCore
@testable import DIFix1
import GradingSupport
import Testing

/// Grades fix 1: the view model must take its repository from outside, as `any BookRepository`, and really use it.
///
/// One requirement per check: `acceptsAnyRepositoryThroughInit` only asks whether a repository of the test's own type
/// can be handed in; the other two give the view model the lesson's `MockBookRepository` itself, so an initializer that
/// takes only that concrete type still earns them, and judge only whether `load()` used what it was given.
/// 每项检查对应一个要求：第一项只看能否把测试自己定义的仓库交进去；另外两项直接交入课程的 `MockBookRepository`，
/// 所以只接受这个具体类型的初始化方法也能拿到它们，它们只判断 `load()` 是否使用了交进来的仓库。
@MainActor
@Suite("改错题 1：让 ViewModel 可注入 / Fix 1: make the view model injectable")
struct Fix1Injection {
  @Test("init(repository:) 接受任意 BookRepository / init(repository:) takes any BookRepository")
  func acceptsAnyRepositoryThroughInit() {
    let injected: any BookRepository = ProbeRepository(books: [])
    let viewModel: BookListViewModel? = BookListViewModel(repository: injected)
    #expect(
      viewModel != nil,
      "测试用自己定义的仓库类型（不是 MockBookRepository）调用 BookListViewModel(repository:)，没有找到接受 any BookRepository 的这个初始化方法 / the tests called BookListViewModel(repository:) with a repository type of their own (not MockBookRepository) and found no such initializer taking any BookRepository"
    )
  }

  @Test("load() 显示注入的仓库里的书名 / load() shows the titles of the injected repository's books")
  func loadsFromInjectedRepository() async throws {
    let books = [
      Book(title: "第一本 / First", author: "甲 / A"),
      Book(title: "第二本 / Second", author: "乙 / B"),
    ]
    let made: BookListViewModel? = BookListViewModel(repository: MockBookRepository(books: books))
    let viewModel = try #require(made, Self.cannotInject)

    await viewModel.load()

    #expect(
      viewModel.titles == books.map(\.title),
      "注入一个有 \(books.count) 本书的 MockBookRepository，load() 返回后 titles 是 \(viewModel.titles)，不是这些书的书名 / with a MockBookRepository holding \(books.count) books injected, titles was \(viewModel.titles) after load() returned, not those books' titles"
    )
  }

  @Test("注入的仓库失败时给出错误信息 / a failure of the injected repository is reported")
  func reportsInjectedRepositoryFailure() async throws {
    let made: BookListViewModel? = BookListViewModel(repository: MockBookRepository(shouldFail: true))
    let viewModel = try #require(made, Self.cannotInject)

    await viewModel.load()

    #expect(
      viewModel.errorMessage != nil,
      "注入了 MockBookRepository(shouldFail: true)，load() 返回后 errorMessage 是 nil，应有一条错误信息 / with MockBookRepository(shouldFail: true) injected, errorMessage was nil after load() returned; it should hold a message"
    )
    #expect(
      viewModel.titles.isEmpty,
      "注入的仓库读取失败，load() 返回后 titles 却有 \(viewModel.titles.count) 个书名，应为空 / the injected repository failed to fetch, yet titles held \(viewModel.titles.count) after load() returned; it should be empty"
    )
  }

  /// Why a check cannot start: 检查无法开始的原因。
  static let cannotInject: Testing.Comment =
    "BookListViewModel(repository: MockBookRepository(...)) 没有可用的初始化方法，无法开始检查 / BookListViewModel(repository: MockBookRepository(...)) found no initializer, so the check could not start"
}
