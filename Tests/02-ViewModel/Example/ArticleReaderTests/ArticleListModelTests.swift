import ArticleReaderCore
import Observation
import Testing

/// The Observation model: the same behaviour, observed with `withObservationTracking`.
/// Observation 写法的模型：行为相同，用 `withObservationTracking` 观察。
@MainActor
@Suite("ArticleListModel（@Observable）")
struct ArticleListModelTests {
  @Test("读取成功：最新的在前 / a successful load shows the rows newest first")
  func loadShowsRowsNewestFirst() async {
    let model = ArticleListModel(service: MockArticleService(articles: Samples.articles))

    await model.load()

    #expect(model.rows.map(\.id) == [Samples.newer.id, Samples.older.id])
    #expect(model.errorMessage == nil)
    #expect(!model.isLoading)
  }

  @Test("isLoading 的变化会被追踪 / a change of isLoading is tracked")
  func loadingIsTracked() async {
    let model = ArticleListModel(service: MockArticleService(articles: Samples.articles))
    let changed = Flag()
    withObservationTracking {
      _ = model.isLoading
    } onChange: {
      changed.raise()
    }

    await model.load()

    #expect(changed.isRaised)
  }

  @Test("只追踪读过的属性 / only the properties that were read are tracked")
  func onlyReadPropertiesAreTracked() async {
    let model = ArticleListModel(service: MockArticleService(shouldFail: true))
    let rowsChanged = Flag()
    withObservationTracking {
      _ = model.rows
    } onChange: {
      rowsChanged.raise()
    }

    // 失败的读取改了 isLoading 和 errorMessage，没有改 articles，所以读过 rows 的观察者不会收到通知。
    // A failed load changes isLoading and errorMessage but not articles, so an observer of rows hears nothing.
    await model.load()

    #expect(model.errorMessage != nil)
    #expect(!rowsChanged.isRaised)
  }

  @Test("onChange 只调用一次 / onChange runs once")
  func onChangeRunsOnce() async {
    let model = ArticleListModel(service: MockArticleService(articles: Samples.articles))
    let calls = Counter()
    withObservationTracking {
      _ = model.isLoading
    } onChange: {
      calls.increment()
    }

    // isLoading 变了两次（true，再 false），但一次登记只通知一次 / isLoading changes twice, yet one registration hears once.
    await model.load()

    #expect(calls.value == 1)
  }
}
