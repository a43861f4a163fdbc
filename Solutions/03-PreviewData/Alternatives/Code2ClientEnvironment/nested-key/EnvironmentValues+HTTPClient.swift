// Alternative: the key is nested in the EnvironmentValues extension, the mock keeps its own table, and the property is spelled HTTPClient.Type.
import RecipeAPI
import SwiftUI

public enum MockHTTPClient: HTTPClient {
  static let recipes: [Recipe] = Recipe.samples

  public static func fetchRecipes() -> [Recipe] {
    recipes
  }
}

extension EnvironmentValues {
  private struct ClientKey: EnvironmentKey {
    static let defaultValue: HTTPClient.Type = MockHTTPClient.self
  }

  public var httpClient: HTTPClient.Type {
    get { self[ClientKey.self] }
    set { self[ClientKey.self] = newValue }
  }
}
