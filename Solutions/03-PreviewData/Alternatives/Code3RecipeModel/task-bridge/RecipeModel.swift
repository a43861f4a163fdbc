// Alternative: the client is called inside an unstructured Task whose value the method awaits, and the result is assigned with a switch over Result.
import Observation
import RecipeAPI

@MainActor
@Observable
public final class RecipeModel {
  public private(set) var recipes: [Recipe] = []

  public init() {}

  public func fetchRecipes(with client: any HTTPClient.Type) async throws {
    let task = Task { () async -> Result<[Recipe], any Error> in
      do {
        return .success(try await client.fetchRecipes())
      } catch {
        return .failure(error)
      }
    }
    switch await task.value {
    case .success(let fetched):
      recipes = fetched
    case .failure(let error):
      throw error
    }
  }
}
