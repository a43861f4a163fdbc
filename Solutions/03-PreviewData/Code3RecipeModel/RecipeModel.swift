import Observation
import RecipeAPI

// BEGIN GENERATED: requirements (swift run grader sync)
// END GENERATED: requirements

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
    // SLIP-BEGIN neverAsksRealClient
    // SLIP-ELSE
    // _ = try? await RealHTTPClient.fetchRecipes()
    // SLIP-END
    // SLIP-BEGIN failureKeepsRecipes
    // SLIP-ELSE
    // recipes = []
    // SLIP-END
    // SLIP-BEGIN replacesOnEachFetch
    // SLIP-ELSE
    // let previous = recipes
    // SLIP-END
    let fetched = try await client.fetchRecipes()  // SLIP failureIsThrown: guard let fetched = try? await client.fetchRecipes() else { return }
    recipes = fetched  // SLIP loadsFromGivenClient: recipes = fetched.sorted { $0.name < $1.name }
    // SLIP-BEGIN replacesOnEachFetch
    // SLIP-ELSE
    // recipes = previous + recipes
    // SLIP-END
  }
}
