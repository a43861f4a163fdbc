// Alternative: the clients are structs whose witnesses keep the requirement's async throws, matching uses range(of:options:).
import Foundation
import RecipeAPI

public protocol RecipeSearchClient: Sendable {
  static func searchRecipes(matching query: String) async throws -> [Recipe]
}

public struct MockRecipeSearchClient: RecipeSearchClient {
  public static func searchRecipes(matching query: String) async throws -> [Recipe] {
    if query.isEmpty {
      return Recipe.samples
    }
    return Recipe.samples.filter { recipe in
      recipe.name.range(of: query, options: .caseInsensitive) != nil
    }
  }
}

public struct FailingRecipeSearchClient: RecipeSearchClient {
  public static func searchRecipes(matching query: String) async throws -> [Recipe] {
    throw HTTPClientError.offline
  }
}
