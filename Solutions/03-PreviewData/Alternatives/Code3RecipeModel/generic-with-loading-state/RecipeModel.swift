// Alternative: the method is generic over the client type, tracks isLoading, and rethrows from a do/catch.
import Observation
import RecipeAPI

@MainActor
@Observable
public final class RecipeModel {
  public private(set) var recipes: [Recipe] = []
  public private(set) var isLoading = false

  public init() {}

  public func fetchRecipes<Client: HTTPClient>(with client: Client.Type) async throws {
    isLoading = true
    defer { isLoading = false }
    do {
      let fresh = try await client.fetchRecipes()
      recipes = fresh
    } catch {
      throw error
    }
  }
}
