// Alternative: the parameter is an opaque metatype, (some HTTPClient).Type, and the fetch goes through async let.
import Observation
import RecipeAPI

/// The recipe list's state: 菜谱列表的状态。
@MainActor
@Observable
public final class RecipeModel {
  /// The recipes from the last successful fetch.
  public private(set) var recipes: [Recipe] = []

  /// Creates an empty model; it fetches nothing until asked.
  public init() {}

  /// Fetches the recipes from `client`; a failure leaves `recipes` as they were and is thrown on.
  public func fetchRecipes(with client: (some HTTPClient).Type) async throws {
    async let loaded = client.fetchRecipes()
    let result = try await loaded
    recipes = result
  }
}
