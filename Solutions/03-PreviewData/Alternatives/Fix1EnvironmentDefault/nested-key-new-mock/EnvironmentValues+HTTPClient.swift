// Alternative: a new caseless mock forwarding to SampleRecipesClient, and the key nested in the extension with a computed default.
import RecipeAPI
import SwiftUI

public enum SampleRecipesClient: HTTPClient {
  /// Returns `Recipe.samples`.
  public static func fetchRecipes() -> [Recipe] {
    Recipe.samples
  }
}

/// A caseless mock: only its type is ever passed around.
public enum PreviewRecipesClient: HTTPClient {
  public static func fetchRecipes() async throws -> [Recipe] {
    SampleRecipesClient.fetchRecipes()
  }
}

extension EnvironmentValues {
  /// The key under which views find the client type; the default never reaches a server.
  private enum HTTPClientKey: EnvironmentKey {
    static var defaultValue: any HTTPClient.Type { PreviewRecipesClient.self }
  }

  /// The client type views fetch recipes with.
  public var httpClient: any HTTPClient.Type {
    get { self[HTTPClientKey.self] }
    set { self[HTTPClientKey.self] = newValue }
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
