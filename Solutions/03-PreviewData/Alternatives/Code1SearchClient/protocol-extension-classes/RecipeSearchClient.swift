// Alternative: final classes; the mock's search comes from an extension of a refining protocol over a fixed list.
import Foundation
import RecipeAPI

public protocol RecipeSearchClient: Sendable {
  static func searchRecipes(matching query: String) async throws -> [Recipe]
}

/// Clients that search a fixed list of recipes.
public protocol FixedListSearchClient: RecipeSearchClient {
  static var recipes: [Recipe] { get }
}

extension FixedListSearchClient {
  public static func searchRecipes(matching query: String) async throws -> [Recipe] {
    query.isEmpty ? recipes : recipes.filter { $0.name.localizedCaseInsensitiveContains(query) }
  }
}

public final class MockRecipeSearchClient: FixedListSearchClient {
  public static var recipes: [Recipe] { Recipe.samples }
}

public final class FailingRecipeSearchClient: RecipeSearchClient {
  public static func searchRecipes(matching query: String) async throws -> [Recipe] {
    throw HTTPClientError.offline
  }
}
