// Alternative: one generic key type parameterised by its default client, and an async mock reading its own table.
import RecipeAPI
import SwiftUI

public enum MockHTTPClient: HTTPClient {
  public static let recipes = Recipe.samples

  public static func fetchRecipes() async -> [Recipe] {
    recipes
  }
}

/// An environment key whose default is the client type `Default`.
struct ClientTypeKey<Default: HTTPClient>: EnvironmentKey {
  static var defaultValue: any HTTPClient.Type { Default.self }
}

extension EnvironmentValues {
  /// The client type views fetch recipes with: 视图取菜谱所用的客户端类型。
  public var httpClient: any HTTPClient.Type {
    get { self[ClientTypeKey<MockHTTPClient>.self] }
    set { self[ClientTypeKey<MockHTTPClient>.self] = newValue }
  }
}
