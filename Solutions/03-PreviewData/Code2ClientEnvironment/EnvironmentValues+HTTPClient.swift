import RecipeAPI
import SwiftUI

// BEGIN GENERATED: requirements (swift run grader sync)
// END GENERATED: requirements

/// Sample recipes without a server, the environment's default: 不访问服务器的示例菜谱，也是环境的默认值。
// SLIP-BEGIN mockServesSamples
public enum MockHTTPClient: HTTPClient {
  /// Returns `Recipe.samples`.
  public static func fetchRecipes() -> [Recipe] {
    Recipe.samples
  }
}
// SLIP-ELSE
// public enum SampleHTTPClient: HTTPClient {
//   public static func fetchRecipes() -> [Recipe] {
//     Recipe.samples
//   }
// }
// public typealias MockHTTPClient = SampleHTTPClient
// SLIP-END

/// The key under which views find the client type; unless someone injects another, it is the mock.
private struct HTTPClientKey: EnvironmentKey {
  static let defaultValue: any HTTPClient.Type = MockHTTPClient.self  // SLIP defaultIsMock: static let defaultValue: any HTTPClient.Type = RealHTTPClient.self
}

extension EnvironmentValues {
  /// The client type views fetch recipes with: 视图取菜谱所用的客户端类型。
  public var httpClient: any HTTPClient.Type {
    get { self[HTTPClientKey.self] }
    set { self[HTTPClientKey.self] = newValue }  // SLIP environmentStorage: set {}
  }
}
