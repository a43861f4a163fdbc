import BookAPI
import GradingSupport
import PVTestSubject
import Testing

@testable import PVFix2

/// Grades fix 2: the preview fixtures pass client types, load what they promise and never reach the server.
@MainActor
@Suite("改错题 2：预览夹具 / Fix 2: the preview fixtures")
struct Fix2PreviewFixtures {
  @Test("loaded() 显示示例书 / loaded() shows the sample books")
  func loadedFixtureShowsSampleBooks() async throws {
    let model = await BookPreviewFixtures.loaded()
    let sample: any HTTPClient.Type = PreviewBooksClient.self
    let expected = try await sample.fetchBooks().map(\.title)
    #expect(
      model.books.map(\.title) == expected,
      "loaded() 的模型没有显示 PreviewBooksClient 的示例书，而是 \(model.books.map(\.title)) / the model from loaded() does not show PreviewBooksClient's sample books but \(model.books.map(\.title))"
    )
    #expect(
      model.errorMessage == nil,
      "loaded() 的模型带着错误信息：\(model.errorMessage ?? "") / the model from loaded() shows an error: \(model.errorMessage ?? "")"
    )
  }

  @Test("offline() 显示错误 / offline() shows an error")
  func offlineFixtureShowsError() async {
    let model = await BookPreviewFixtures.offline()
    #expect(
      model.errorMessage != nil,
      "offline() 的模型没有错误信息：它应该展示离线时的出错状态 / the model from offline() has no error message: it should show the offline state"
    )
    #expect(
      model.books.isEmpty,
      "offline() 的模型里有书：加载失败的新模型应该是空的 / the model from offline() holds books: a new model whose fetch failed should be empty"
    )
  }

  @Test("两个夹具都不访问服务器 / neither fixture reaches the server")
  func fixturesNeverReachServer() async {
    var loadedTitles: [String] = []
    let requests = await RealHTTPClient.requests {
      loadedTitles = await BookPreviewFixtures.loaded().books.map(\.title)
      _ = await BookPreviewFixtures.offline()
    }
    #expect(
      requests.isEmpty,
      "预览夹具访问了真实服务器（\(requests.count) 次）：预览只能用示例客户端 / the preview fixtures reached the real server (\(requests.count) request(s)): previews must use sample clients only"
    )
    #expect(
      !loadedTitles.isEmpty,
      "loaded() 没有加载到任何书 / loaded() loaded no books"
    )
  }
}
