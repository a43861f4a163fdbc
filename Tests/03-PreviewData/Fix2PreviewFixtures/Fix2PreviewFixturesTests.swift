import BookAPI
import GradingSupport
import PVTestSubject
import Testing

@testable import PVFix2

/// `error` as a message names it: an `HTTPClientError` by its case, because its own description already holds both
/// languages (`中文 / English`) and would split the message's line in the wrong place.
/// 消息里的错误：`HTTPClientError` 写成它的 case 名，因为它自己的描述已经带有两种语言，会让消息在错误的位置被分开。
private func described(_ error: any Swift.Error) -> String {
  guard let error = error as? BookAPI.HTTPClientError else { return "\(error)" }
  switch error {
  case .noServer: return "HTTPClientError.noServer"
  case .offline: return "HTTPClientError.offline"
  }
}

/// The titles of `books`, for readable messages.
private func titlesInMessage(_ books: [Book]) -> [String] {
  books.map(\.title)
}

/// The student's `PreviewBooksClient`, looked up by name so that a missing one costs only the check that needs it.
private func lookUpPreviewClient() -> Swift.Result<any HTTPClient.Type, Fix2LookupFailure> {
  guard let type = StudentType.named("PreviewBooksClient", in: "PVFix2") else {
    return .failure(Fix2LookupFailure(
      description: "在 PVFix2 模块里按名字没有找到顶层类型 PreviewBooksClient（按名字只能找到 public 或 internal 的类型，找不到 private 或 fileprivate 的） / found no top-level type PreviewBooksClient in the module PVFix2 by name (a lookup by name finds public and internal types, not private or fileprivate ones)"
    ))
  }
  guard let client = type as? any HTTPClient.Type else {
    return .failure(Fix2LookupFailure(
      description: "找到了 PreviewBooksClient，但它没有遵循 HTTPClient / found PreviewBooksClient, but it does not conform to HTTPClient"
    ))
  }
  return .success(client)
}

/// A lookup that found no usable `PreviewBooksClient`.
private struct Fix2LookupFailure: Swift.Error, CustomStringConvertible {
  var description: String
}

/// Grades fix 2: each fixture shows what its name promises, and each stays away from the server, one check apiece.
@MainActor
@Suite("改错题 2：预览夹具 / Fix 2: the preview fixtures")
struct Fix2PreviewFixtures {
  @Test("loaded() 显示 PreviewBooksClient 的书 / loaded() shows PreviewBooksClient's books")
  func loadedFixtureShowsSampleBooks() async {
    let preview: any HTTPClient.Type
    switch lookUpPreviewClient() {
    case .success(let found):
      preview = found
    case .failure(let failure):
      Testing.Issue.record("\(failure)")
      return
    }
    let expected: [String]
    do {
      expected = try await preview.fetchBooks().map(\.title)
    } catch {
      Testing.Issue.record(
        "PreviewBooksClient.fetchBooks() 抛出了 \(described(error))，所以无法知道 loaded() 应显示哪些书 / PreviewBooksClient.fetchBooks() threw \(described(error)), so the books loaded() should show are unknown"
      )
      return
    }
    let model = await BookPreviewFixtures.loaded()
    #expect(
      titlesInMessage(model.books) == expected,
      "loaded() 返回的模型显示 \(titlesInMessage(model.books))，PreviewBooksClient.fetchBooks() 返回的是 \(expected)，两者应相同 / the model from loaded() shows \(titlesInMessage(model.books)); PreviewBooksClient.fetchBooks() returns \(expected); they should be the same"
    )
    #expect(
      model.errorMessage == nil,
      "loaded() 返回的模型带着错误信息 \"\(model.errorMessage ?? "")\"，应没有 / the model from loaded() shows the error \"\(model.errorMessage ?? "")\"; it should show none"
    )
  }

  @Test("loaded() 不访问服务器 / loaded() never reaches the server")
  func loadedFixtureNeverReachesServer() async {
    let requests = await RealHTTPClient.requests {
      _ = await BookPreviewFixtures.loaded()
    }
    #expect(
      requests.isEmpty,
      "loaded() 运行期间，真实服务器收到了 \(requests)；应一次也没有 / while loaded() ran, the real server received \(requests); it should receive none"
    )
  }

  @Test("offline() 显示错误、没有书 / offline() shows an error and no books")
  func offlineFixtureShowsError() async {
    let model = await BookPreviewFixtures.offline()
    #expect(
      model.errorMessage != nil,
      "offline() 返回的模型没有错误信息，显示的书是 \(titlesInMessage(model.books))；应显示错误信息 / the model from offline() has no error message and shows \(titlesInMessage(model.books)); it should show an error"
    )
    #expect(
      model.books.isEmpty,
      "offline() 返回的模型显示了 \(titlesInMessage(model.books))；离线状态应没有书 / the model from offline() shows \(titlesInMessage(model.books)); the offline state should show no books"
    )
  }

  @Test("offline() 不访问服务器 / offline() never reaches the server")
  func offlineFixtureNeverReachesServer() async {
    let requests = await RealHTTPClient.requests {
      _ = await BookPreviewFixtures.offline()
    }
    #expect(
      requests.isEmpty,
      "offline() 运行期间，真实服务器收到了 \(requests)；应一次也没有 / while offline() ran, the real server received \(requests); it should receive none"
    )
  }
}
