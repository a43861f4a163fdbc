import ArticleReader
import ArticleReaderCore
import Combine
import Testing

/// The classic view model, tested through its state and its `objectWillChange` notices, with a mock and no view.
/// 经典写法的 ViewModel：用 Mock、不用任何视图，检查它的状态和 `objectWillChange` 通知。
@MainActor
@Suite("ArticleListViewModel（ObservableObject）")
struct ArticleListViewModelTests {
  @Test("读取成功：最新的在前 / a successful load shows the rows newest first")
  func loadShowsRowsNewestFirst() async {
    let viewModel = ArticleListViewModel(service: MockArticleService(articles: Samples.articles))

    await viewModel.load()

    #expect(viewModel.rows.map(\.id) == [Samples.newer.id, Samples.older.id])
    #expect(viewModel.errorMessage == nil)
    #expect(!viewModel.isLoading)
  }

  @Test("读取失败：给出提示，不再加载 / a failed load shows a message and stops loading")
  func failureShowsAMessage() async {
    let viewModel = ArticleListViewModel(service: MockArticleService(shouldFail: true))

    await viewModel.load()

    #expect(viewModel.errorMessage != nil)
    #expect(!viewModel.isLoading)

    viewModel.dismissError()
    #expect(viewModel.errorMessage == nil)
  }

  @Test("删除：交给服务，然后重新读取 / delete goes through the service, then reloads")
  func deleteReloads() async {
    let service = MockArticleService(articles: Samples.articles)
    let viewModel = ArticleListViewModel(service: service)
    await viewModel.load()

    await viewModel.delete(Samples.older.id)

    #expect(await service.deletedIDs == [Samples.older.id])
    #expect(viewModel.rows.map(\.id) == [Samples.newer.id])
  }

  @Test("objectWillChange 在改变之前发出 / objectWillChange fires before the change")
  func willChangeFiresBeforeTheChange() async {
    let viewModel = ArticleListViewModel(service: MockArticleService(articles: Samples.articles))
    var seenLoading: [Bool] = []
    let subscription = viewModel.objectWillChange.sink { _ in
      seenLoading.append(viewModel.isLoading)
    }

    await viewModel.load()
    subscription.cancel()

    // 第一条通知（isLoading 将变为 true）读到的还是 false；最后一条（isLoading 将变回 false）读到的还是 true。
    // The first notice (isLoading about to become true) still reads false; the last (about to become false) still reads true.
    #expect(seenLoading.first == false)
    #expect(seenLoading.last == true)
  }

  @Test("$isLoading 先给出当前值，再给出每个新值 / $isLoading gives the current value, then each new one")
  func loadingPublisherDeliversValues() async {
    let viewModel = ArticleListViewModel(service: MockArticleService(articles: Samples.articles))
    var values: [Bool] = []
    let subscription = viewModel.$isLoading.sink { values.append($0) }

    await viewModel.load()
    subscription.cancel()

    #expect(values == [false, true, false])
  }
}
