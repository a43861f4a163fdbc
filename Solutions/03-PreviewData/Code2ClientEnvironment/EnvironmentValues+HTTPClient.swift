import RecipeAPI
import SwiftUI

// BEGIN GENERATED: requirements (swift run grader sync)
// pv.code2 的要求（每条单独计分）/ What pv.code2 requires (each scored on its own):
// 1. MockHTTPClient 的 fetchRecipes() 返回 Recipe.samples，不访问服务器。（2 分）
//    MockHTTPClient's fetchRecipes() returns Recipe.samples without reaching the server. (2 pts)
// 2. 没人配置过的 EnvironmentValues，httpClient 是 MockHTTPClient.self。（2 分）
//    An EnvironmentValues nobody configured gives MockHTTPClient.self as httpClient. (2 pts)
// 3. httpClient 通过 EnvironmentKey 读写：写入的客户端类型能从同一个 EnvironmentValues 原样读回，其他 EnvironmentValues（包括副本）都看不到它。（4 分）
//    httpClient reads and writes through an EnvironmentKey: a client type set on it is read back from the same EnvironmentValues, and no other EnvironmentValues, copies included, sees it. (4 pts)
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
