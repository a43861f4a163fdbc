// Alternative: the fetch runs in a nonisolated static helper off the main actor, the method counts successful fetches.
import Observation
import RecipeAPI

@MainActor
@Observable
public final class RecipeModel {
  public private(set) var recipes: [Recipe] = []
  public private(set) var successfulFetches = 0

  public init() {}

  public func fetchRecipes(with client: HTTPClient.Type) async throws {
    let loaded = try await Self.load(from: client)
    recipes = loaded
    successfulFetches += 1
  }

  private nonisolated static func load(from client: any HTTPClient.Type) async throws -> [Recipe] {
    let result = try await client.fetchRecipes()
    return result
  }
}
