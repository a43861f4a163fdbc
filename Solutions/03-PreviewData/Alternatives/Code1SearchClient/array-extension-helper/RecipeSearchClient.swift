// Alternative: the matching lives in a helper on [Recipe] named after the requirement's label (`matching(_:)`), with
// Foundation's localizedStandardContains, the search Apple recommends for user-typed text.
import Foundation
import RecipeAPI

public protocol RecipeSearchClient: Sendable {
  static func searchRecipes(matching query: String) async throws -> [Recipe]
}

extension Array where Element == Recipe {
  /// The recipes whose name contains `query`, ignoring case; all of them for an empty query.
  func matching(_ query: String) -> [Recipe] {
    guard !query.isEmpty else { return self }
    return filter { $0.name.localizedStandardContains(query) }
  }
}

public enum MockRecipeSearchClient: RecipeSearchClient {
  public static func searchRecipes(matching query: String) async throws -> [Recipe] {
    Recipe.samples.matching(query)
  }
}

public enum FailingRecipeSearchClient: RecipeSearchClient {
  public static func searchRecipes(matching query: String) async throws -> [Recipe] {
    throw HTTPClientError.offline
  }
}
