import RecipeAPI
import SwiftUI

/// Sample recipes without a server, the environment's default: 不访问服务器的示例菜谱，也是环境的默认值。
public enum MockHTTPClient: HTTPClient {
  /// Returns `Recipe.samples`.
  public static func fetchRecipes() -> [Recipe] {
    Recipe.samples
  }
}

/// The key under which views find the client type; unless someone injects another, it is the mock.
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
