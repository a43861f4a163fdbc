import RecipeAPI
import SwiftUI

// BEGIN GENERATED: requirements (swift run grader sync)
// pv.code2 的要求（每条单独计分，分数四舍五入到 0.01）/ What pv.code2 requires (each scored on its own; points rounded to 0.01):
// 1. MockHTTPClient 的 fetchRecipes() 返回 Recipe.samples，不访问服务器。（2 分）
//    MockHTTPClient's fetchRecipes() returns Recipe.samples without reaching the server. (2 pts)
// 2. 没人配置过的 EnvironmentValues，httpClient 是 MockHTTPClient.self。（2 分）
//    An EnvironmentValues nobody configured gives MockHTTPClient.self as httpClient. (2 pts)
// 3. 写入 httpClient 的任何客户端类型（包括 RealHTTPClient.self）都能从同一个 EnvironmentValues 原样读回。（2 分）
//    Any client type set on httpClient, RealHTTPClient.self included, is read back unchanged from the same EnvironmentValues. (2 pts)
// 4. 写入 httpClient 的客户端类型只留在那一个 EnvironmentValues 里（存在 EnvironmentKey 之下的值就是这样）：其他 EnvironmentValues（包括副本和新建的）都看不到它。只有写入的值能读回时才看得出这一点，所以丢掉写入值的 setter 得不到这一分。（2 分）
//    A client type set on httpClient stays in that EnvironmentValues alone, as a value stored under an EnvironmentKey does: no other EnvironmentValues, copies and newly created ones included, sees it. This shows only where the value set is read back, so a setter that drops it does not earn it. (2 pts)
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

// SLIP-BEGIN environmentStaysApart
// SLIP-ELSE
// private enum ClientStore {
//   nonisolated(unsafe) static var current: (any HTTPClient.Type)?
// }
// SLIP-END

extension EnvironmentValues {
  /// The client type views fetch recipes with: 视图取菜谱所用的客户端类型。
  public var httpClient: any HTTPClient.Type {
    get { self[HTTPClientKey.self] }  // SLIP environmentStaysApart: get { ClientStore.current ?? self[HTTPClientKey.self] }
    set {
      self[HTTPClientKey.self] = newValue  // SLIP environmentReadBack: if newValue != RealHTTPClient.self { self[HTTPClientKey.self] = newValue }
      // SLIP-BEGIN environmentStaysApart
      // SLIP-ELSE
      // ClientStore.current = newValue
      // SLIP-END
    }
  }
}
