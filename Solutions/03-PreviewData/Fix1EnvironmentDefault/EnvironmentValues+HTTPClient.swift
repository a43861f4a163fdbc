import RecipeAPI
import SwiftUI

// BEGIN GENERATED: requirements (swift run grader sync)
// pv.fix1 的要求（每条单独计分，分数四舍五入到 0.01）/ What pv.fix1 requires (each scored on its own; points rounded to 0.01):
// 1. 只有注入了 RealHTTPClient.self 的地方才访问真实服务器：没有注入时取数据不发请求；App 在根部注入 RealHTTPClient.self 之后，取数据会访问它。（4 分）
//    The real server is reached only where RealHTTPClient.self was injected: with nothing injected a fetch sends no request, and after the app injects RealHTTPClient.self at its root a fetch reaches it. (4 pts)
// 2. 没有注入时，通过 httpClient 取到的是 Recipe.samples。（4 分）
//    With nothing injected, fetching through httpClient gives Recipe.samples. (4 pts)
// END GENERATED: requirements

/// Sample recipes for previews, without a server: 预览用的示例菜谱，不访问服务器。
public enum SampleRecipesClient: HTTPClient {
  /// Returns `Recipe.samples`.
  public static func fetchRecipes() async throws -> [Recipe] {
    Recipe.samples  // SLIP defaultShowsSampleRecipes: []
  }
}

/// The key under which views find the client type; the default is the sample client, so the real one is opt-in.
private struct RecipeClientKey: EnvironmentKey {
  static let defaultValue: any HTTPClient.Type = SampleRecipesClient.self
}

extension EnvironmentValues {
  /// The client type views fetch recipes with.
  public var httpClient: any HTTPClient.Type {
    get { self[RecipeClientKey.self] }  // SLIP realClientOnlyWhereInjected: get { SampleRecipesClient.self }
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
