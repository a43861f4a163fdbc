// Alternative: the client's answer is caught into a Result first, and recipes are set from result.get().
import Observation
import RecipeAPI

@MainActor
@Observable
public final class RecipeModel {
  /// The recipes from the last successful fetch.
  public private(set) var recipes: [Recipe] = []

  /// Creates an empty model; it fetches nothing until asked.
  public init() {}

  /// Fetches the recipes from the client the caller chose.
  public func fetchRecipes(with client: any HTTPClient.Type) async throws {
    let result: Result<[Recipe], any Error>
    do {
      result = .success(try await client.fetchRecipes())
    } catch {
      result = .failure(error)
    }
    recipes = try result.get()
  }
}
