import Observation
import RecipeAPI

/// The recipe list's state, fetched from whichever client type the caller passes: 菜谱列表的状态，从调用方传入的客户端类型取得。
@MainActor
@Observable
public final class RecipeModel {
  /// The recipes from the last successful fetch.
  public private(set) var recipes: [Recipe] = []

  /// Creates an empty model; it fetches nothing until asked.
  public init() {}

  /// Replaces `recipes` with what `client` returns; on failure throws and leaves `recipes` alone.
  public func fetchRecipes(with client: any HTTPClient.Type) async throws {
    recipes = try await client.fetchRecipes()
  }
}
