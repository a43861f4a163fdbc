// Alternative: the mock is private, like the stub's placeholder, so the checks reach it through the key's default rather than by name.
import RecipeAPI
import SwiftUI

private enum MockHTTPClient: HTTPClient {
  static func fetchRecipes() -> [Recipe] {
    Recipe.samples
  }
}

/// The key under which views find the client type.
private struct HTTPClientKey: EnvironmentKey {
  static let defaultValue: any HTTPClient.Type = MockHTTPClient.self
}

extension EnvironmentValues {
  /// The client type views fetch recipes with: 视图取菜谱所用的客户端类型。
  public var httpClient: any HTTPClient.Type {
    get { self[HTTPClientKey.self] }
    set { self[HTTPClientKey.self] = newValue }
  }
}
