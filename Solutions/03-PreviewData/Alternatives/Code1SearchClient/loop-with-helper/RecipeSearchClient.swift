// Alternative: the mock builds its answer in a loop through a private helper, and a protocol extension adds a convenience.
import RecipeAPI

public protocol RecipeSearchClient: Sendable {
  static func searchRecipes(matching query: String) async throws -> [Recipe]
}

extension RecipeSearchClient {
  /// Every recipe the client knows: the empty query.
  public static func allRecipes() async throws -> [Recipe] {
    try await searchRecipes(matching: "")
  }
}

public enum MockRecipeSearchClient: RecipeSearchClient {
  private static let recipes: [Recipe] = Recipe.samples

  private static func matches(_ recipe: Recipe, _ query: String) -> Bool {
    recipe.name.lowercased().contains(query.lowercased())
  }

  public static func searchRecipes(matching query: String) -> [Recipe] {
    var result: [Recipe] = []
    for recipe in recipes where query.isEmpty || matches(recipe, query) {
      result.append(recipe)
    }
    return result
  }
}

public enum FailingRecipeSearchClient: RecipeSearchClient {
  public static func searchRecipes(matching query: String) throws -> [Recipe] {
    throw HTTPClientError.offline
  }
}
