import GradingSupport
import RecipeAPI
import Testing

@testable import PVSearchClient

/// Searches through the protocol's metatype, as callers do: `client` is `any RecipeSearchClient.Type`.
private func search(_ client: any RecipeSearchClient.Type, _ query: String) async throws -> [Recipe] {
  try await client.searchRecipes(matching: query)
}

/// The names of `recipes`, for readable messages.
private func names(_ recipes: [Recipe]) -> [String] {
  recipes.map(\.name)
}

/// Grades code 1: a protocol with a static requirement, a sample-data mock and a failing mock.
@Suite("编程题 1：带 static 要求的搜索客户端 / Code 1: a search client with a static requirement")
struct Code1SearchClient {
  @Test("空查询返回全部示例菜谱，且不访问服务器 / the empty query lists every sample, without a server")
  func mockListsAllSamplesForEmptyQuery() async {
    var found: [Recipe]?
    let requests = await RealHTTPClient.requests {
      found = try? await search(MockRecipeSearchClient.self, "")
    }
    guard let found else {
      Issue.record("MockRecipeSearchClient 搜索 \"\" 时抛出了错误 / MockRecipeSearchClient threw for the query \"\"")
      return
    }
    #expect(
      found == Recipe.samples,
      "搜索 \"\" 应按顺序返回全部 Recipe.samples，实际是 \(names(found)) / searching \"\" should return every Recipe.samples in order, got \(names(found))"
    )
    #expect(requests.isEmpty, "Mock 访问了真实服务器 / the mock reached the real server")
  }

  @Test("按名字过滤，不区分大小写，保持顺序 / filters by name, ignoring case, keeping the order")
  func mockFiltersByName() async {
    let tofu = Recipe.samples.filter { [1, 4].contains($0.id) }
    let egg = Recipe.samples.filter { $0.id == 2 }
    let cases: [(query: String, expected: [Recipe])] = [
      ("tofu", tofu), ("TOFU", tofu), ("Egg", egg), ("豆腐", tofu), ("pizza", []),
    ]
    for (query, expected) in cases {
      do {
        let found = try await search(MockRecipeSearchClient.self, query)
        #expect(
          found == expected,
          "搜索 \"\(query)\" 应返回 \(names(expected))，实际是 \(names(found)) / searching \"\(query)\" should return \(names(expected)), got \(names(found))"
        )
      } catch {
        Issue.record(
          "搜索 \"\(query)\" 时抛出了错误：\(error)。没有匹配时应返回空数组 / searching \"\(query)\" threw \(error); no match should give an empty array"
        )
      }
    }
  }

  @Test("FailingRecipeSearchClient 抛出 offline / FailingRecipeSearchClient throws offline")
  func failingClientThrowsOffline() async {
    for query in ["", "tofu"] {
      do {
        let found = try await search(FailingRecipeSearchClient.self, query)
        Issue.record(
          "FailingRecipeSearchClient 搜索 \"\(query)\" 时没有抛错，而是返回了 \(names(found)) / FailingRecipeSearchClient returned \(names(found)) for \"\(query)\" instead of throwing"
        )
      } catch let error as HTTPClientError {
        #expect(error == .offline, "应抛出 HTTPClientError.offline，实际是 \(error) / expected HTTPClientError.offline, got \(error)")
      } catch {
        Issue.record("应抛出 HTTPClientError.offline，实际是 \(error) / expected HTTPClientError.offline, got \(error)")
      }
    }
  }
}
