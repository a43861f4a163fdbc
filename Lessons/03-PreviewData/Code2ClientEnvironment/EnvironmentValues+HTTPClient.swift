import KitSupport
import RecipeAPI
import SwiftUI

// 编程题 2：默认是 Mock 的环境值
// Code 2: an environment value whose default is the mock
//
// 菜谱应用的视图用 `@Environment(\.httpClient)` 读取客户端类型，App 在根视图注入
// `.environment(\.httpClient, RealHTTPClient.self)`。`HTTPClient`、`RealHTTPClient`、`Recipe.samples` 来自 RecipeAPI。
// The recipe app's views read the client type with `@Environment(\.httpClient)`, and the app injects
// `.environment(\.httpClient, RealHTTPClient.self)` at its root. `HTTPClient`, `RealHTTPClient` and
// `Recipe.samples` come from RecipeAPI.
//
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
//
// TODO:
//   1. 写 `public enum MockHTTPClient: HTTPClient`（顶层类型，检查按这个名字查找它），`fetchRecipes()` 返回示例数据；
//      Write `public enum MockHTTPClient: HTTPClient` (a top-level type: the checks look it up by this name) whose
//      `fetchRecipes()` returns the sample data;
//   2. 写一个遵循 `EnvironmentKey` 的键，`defaultValue` 的类型是 `any HTTPClient.Type`，值是 `MockHTTPClient.self`；
//      Write a key conforming to `EnvironmentKey` whose `defaultValue` has type `any HTTPClient.Type` and is
//      `MockHTTPClient.self`;
//   3. 让下面的 `httpClient` 通过这个键读写（`self[...]`）。
//      Make `httpClient` below read and write through that key (`self[...]`).
//
// 在 Xcode 16 里，第 2、3 步可以合成一行 `@Entry var httpClient: any HTTPClient.Type = MockHTTPClient.self`。
// 本题请手写键和属性：评分在 Linux 上进行，那里的 SwiftUI 替身没有 `@Entry`。
// With Xcode 16, steps 2 and 3 fit in one line, `@Entry var httpClient: any HTTPClient.Type = MockHTTPClient.self`.
// Write the key and the property by hand here: grading runs on Linux, whose SwiftUI stand-in has no `@Entry`.
//
// 检查 / Check:  swift run grader --question pv.code2

/// Stands in until you write the real code; every fetch fails: 在你完成之前占位，每次取数据都失败。
private enum UnimplementedHTTPClient: HTTPClient {
  static func fetchRecipes() async throws -> [Recipe] {
    throw NotImplemented("EnvironmentValues.httpClient")
  }
}

extension EnvironmentValues {
  /// The client type views fetch recipes with: 视图取菜谱所用的客户端类型。
  public var httpClient: any HTTPClient.Type {
    get {
      // TODO: 通过环境键读取 / read through your environment key
      UnimplementedHTTPClient.self
    }
    set {
      // TODO: 通过环境键写入；现在写入的值被丢掉了 / write through your key; right now the value is dropped
    }
  }
}
