import RecipeAPI
import SwiftUI

// 改错题 1 / Fix 1
//
// 现象：菜谱列表的每一个预览都显示“没有可用的服务器”，服务器日志里还出现了来自预览和测试的请求，
// 而这些预览和测试一个都没有注入客户端。App 本身（它在根视图注入了真实客户端）一切正常。
// 找出原因并改正；App 在根视图注入真实客户端的方式要继续有效。
// Symptom: every preview of the recipe list shows "no server is available", and the server's log shows requests
// from previews and tests, none of which injected a client. The app itself (which injects the real client at its
// root) works fine. Find the cause and fix it; the app's injection of the real client at its root must keep working.
//
// BEGIN GENERATED: requirements (swift run grader sync)
// pv.fix1 的要求（每条单独计分，分数四舍五入到 0.01）/ What pv.fix1 requires (each scored on its own; points rounded to 0.01):
// 1. 只有注入了 RealHTTPClient.self 的地方才访问真实服务器：没有注入时取数据不发请求；App 在根部注入 RealHTTPClient.self 之后，取数据会访问它。（4 分）
//    The real server is reached only where RealHTTPClient.self was injected: with nothing injected a fetch sends no request, and after the app injects RealHTTPClient.self at its root a fetch reaches it. (4 pts)
// 2. 没有注入时，通过 httpClient 取到的是 Recipe.samples。（4 分）
//    With nothing injected, fetching through httpClient gives Recipe.samples. (4 pts)
// END GENERATED: requirements
//
// 保留 `EnvironmentValues.httpClient` 这个名字和 `any HTTPClient.Type` 这个类型：测试读写的是 `EnvironmentValues().httpClient`。
// Keep the name `EnvironmentValues.httpClient` and its type `any HTTPClient.Type`: the tests read and write
// `EnvironmentValues().httpClient`.
//
// 检查 / Check:  swift run grader --question pv.fix1

/// Sample recipes for previews, without a server: 预览用的示例菜谱，不访问服务器。
public enum SampleRecipesClient: HTTPClient {
  /// Returns `Recipe.samples`.
  public static func fetchRecipes() async throws -> [Recipe] {
    Recipe.samples
  }
}

/// The key under which views find the client type.
private struct RecipeClientKey: EnvironmentKey {
  static let defaultValue: any HTTPClient.Type = RealHTTPClient.self
}

extension EnvironmentValues {
  /// The client type views fetch recipes with.
  public var httpClient: any HTTPClient.Type {
    get { self[RecipeClientKey.self] }
    set { self[RecipeClientKey.self] = newValue }
  }
}

#if os(macOS) || os(iOS) || KIT_TYPECHECK_APPLE_CODE
/// The recipe list, fetching with the client type from the environment.
struct RecipeListView: View {
  @Environment(\.httpClient) private var httpClient
  @State private var recipes: [Recipe] = []
  @State private var message: String?

  var body: some View {
    List(recipes) { recipe in
      Text(recipe.name)
    }
    .overlay {
      if let message {
        Text(message).foregroundStyle(.red)
      }
    }
    .task { @MainActor in
      do {
        recipes = try await httpClient.fetchRecipes()
        message = nil
      } catch {
        message = "\(error)"
      }
    }
  }
}

extension RecipeListView {
  /// The list as a preview shows it: with nothing injected, so with the environment's default client.
  static var preview: some View { RecipeListView() }
}

#if os(macOS) || os(iOS)
#Preview("菜谱 / Recipes") { RecipeListView.preview }
#endif
#endif
