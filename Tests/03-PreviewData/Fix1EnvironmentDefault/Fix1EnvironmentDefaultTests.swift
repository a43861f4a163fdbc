import GradingSupport
import RecipeAPI
import SwiftUI
import Testing

@testable import PVFix1

/// `error` as a message names it: an `HTTPClientError` by its case, because its own description already holds both
/// languages (`中文 / English`) and would split the message's line in the wrong place.
/// 消息里的错误：`HTTPClientError` 写成它的 case 名，因为它自己的描述已经带有两种语言，会让消息在错误的位置被分开。
private func described(_ error: any Swift.Error) -> String {
  guard let error = error as? RecipeAPI.HTTPClientError else { return "\(error)" }
  switch error {
  case .noServer: return "HTTPClientError.noServer"
  case .offline: return "HTTPClientError.offline"
  }
}

/// The names of `recipes`, for readable messages.
private func namesInMessage(_ recipes: [Recipe]) -> [String] {
  recipes.map(\.name)
}

/// Grades fix 1: an environment nobody configured must never reach the server, yet the root can still opt in.
@MainActor
@Suite("改错题 1：环境的默认客户端 / Fix 1: the environment's default client")
struct Fix1EnvironmentDefault {
  @Test("只有注入了真实客户端才访问服务器 / the server is reached only where the real client was injected")
  func realClientOnlyWhereInjected() async {
    let byDefault = await RealHTTPClient.requests {
      _ = try? await EnvironmentValues().httpClient.fetchRecipes()
    }
    #expect(
      byDefault.isEmpty,
      "没有注入任何客户端，通过 EnvironmentValues().httpClient 取菜谱时，真实服务器收到了 \(byDefault)；应一次也没有 / with nothing injected, fetching through EnvironmentValues().httpClient sent \(byDefault) to the real server; it should send none"
    )

    var atRoot = EnvironmentValues()
    atRoot.httpClient = RealHTTPClient.self
    let injected = atRoot.httpClient
    let afterInjection = await RealHTTPClient.requests {
      _ = try? await injected.fetchRecipes()
    }
    #expect(
      afterInjection == [RealHTTPClient.recipesRequest],
      "像 App 在根部那样写入 httpClient = RealHTTPClient.self 之后，用读回的 \(String(describing: injected)) 取一次菜谱，真实服务器收到了 \(afterInjection)；应为 [\"\(RealHTTPClient.recipesRequest)\"] / after setting httpClient = RealHTTPClient.self as the app does at its root, one fetch with what was read back (\(String(describing: injected))) sent \(afterInjection) to the real server; expected [\"\(RealHTTPClient.recipesRequest)\"]"
    )
  }

  @Test("没有注入时取到示例菜谱 / with nothing injected the recipes are the samples")
  func defaultShowsSampleRecipes() async {
    do {
      let recipes = try await EnvironmentValues().httpClient.fetchRecipes()
      #expect(
        recipes == Recipe.samples,
        "没有注入时通过 httpClient 取到 \(namesInMessage(recipes))，应为 Recipe.samples / with nothing injected, fetching through httpClient gave \(namesInMessage(recipes)); expected Recipe.samples"
      )
    } catch {
      Testing.Issue.record(
        "没有注入时通过 httpClient 取菜谱抛出了 \(described(error))，应得到 Recipe.samples / with nothing injected, fetching through httpClient threw \(described(error)); expected Recipe.samples"
      )
    }
  }
}
