import GradingSupport
import RecipeAPI
import SwiftUI
import Testing

@testable import PVFix1

/// Grades fix 1: an environment nobody configured must never reach the server, yet the root can still opt in.
@MainActor
@Suite("改错题 1：环境的默认客户端 / Fix 1: the environment's default client")
struct Fix1EnvironmentDefault {
  @Test("没有注入时不访问服务器，根视图注入后才访问 / no server unless the root injects the real client")
  func defaultNeverReachesServer() async {
    let byDefault = await RealHTTPClient.requests {
      _ = try? await EnvironmentValues().httpClient.fetchRecipes()
    }
    #expect(
      byDefault.isEmpty,
      "没有注入任何客户端时，从环境取菜谱访问了真实服务器（\(byDefault.count) 次）：预览和测试不该碰到服务器 / with nothing injected, fetching through the environment reached the real server (\(byDefault.count) request(s)): previews and tests must never touch it"
    )

    var atRoot = EnvironmentValues()
    atRoot.httpClient = RealHTTPClient.self
    let injected = atRoot.httpClient
    let afterInjection = await RealHTTPClient.requests {
      _ = try? await injected.fetchRecipes()
    }
    #expect(
      afterInjection == [RealHTTPClient.recipesRequest],
      "App 在根视图注入 RealHTTPClient.self 之后，取菜谱应该正好访问一次真实服务器，实际是 \(afterInjection.count) 次：根部的注入必须继续有效 / after the app injects RealHTTPClient.self at its root, a fetch should reach the real server exactly once, but it did \(afterInjection.count) time(s): injection at the root must keep working"
    )
  }

  @Test("没有注入时显示示例菜谱 / with nothing injected the previews show the sample recipes")
  func defaultShowsSampleRecipes() async {
    do {
      let recipes = try await EnvironmentValues().httpClient.fetchRecipes()
      #expect(
        recipes == Recipe.samples,
        "没有注入时取到的菜谱不是 Recipe.samples：预览应该显示示例数据 / with nothing injected the recipes were not Recipe.samples: previews should show the sample data"
      )
    } catch {
      Issue.record(
        "没有注入时取菜谱失败：\(error)。预览应该显示示例数据，而不是错误 / with nothing injected, fetching failed: \(error). Previews should show sample data, not an error"
      )
    }
  }
}
