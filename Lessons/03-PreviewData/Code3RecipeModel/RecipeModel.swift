import Observation
import RecipeAPI

// 编程题 3：把客户端类型作为参数传给模型的方法
// Code 3: a model method that takes the client type as a parameter
//
// 现在的 `fetchRecipes()` 写死了 `RealHTTPClient`：菜谱列表的预览一出现就去访问服务器，测试也没办法换成 Mock。
// Right now `fetchRecipes()` hard-wires `RealHTTPClient`: the recipe list's preview reaches the server as soon as it
// appears, and tests cannot swap in a mock.
//
// TODO: 把它换成 `public func fetchRecipes(with client: any HTTPClient.Type) async throws`，由调用方传入客户端类型
// （视图传 `@Environment(\.httpClient)` 读到的值，测试和预览传 Mock 类型）。
// TODO: replace it with `public func fetchRecipes(with client: any HTTPClient.Type) async throws`, so that the
// caller passes the client type in (a view passes what it read with `@Environment(\.httpClient)`, tests and
// previews pass a mock type).
//
// BEGIN GENERATED: requirements (swift run grader sync)
// pv.code3 的要求（每条单独计分，分数四舍五入到 0.01）/ What pv.code3 requires (each scored on its own; points rounded to 0.01):
// 1. fetchRecipes(with:) 把 recipes 设成传入的客户端返回的内容。（1.6 分）
//    fetchRecipes(with:) sets recipes to exactly what the given client returned. (1.6 pts)
// 2. fetchRecipes(with:) 只向传入的客户端请求数据，永远不自己选择 RealHTTPClient；模型也没有不指明客户端就选择 RealHTTPClient 的调用（不留旧的 fetchRecipes()，也不把 RealHTTPClient 设为默认参数）。（1.6 分）
//    fetchRecipes(with:) asks only the given client, never RealHTTPClient by itself, and the model has no call naming no client that picks RealHTTPClient (no leftover fetchRecipes(), no RealHTTPClient default argument). (1.6 pts)
// 3. 之后每次成功取数据都替换 recipes：之前的菜谱一个都不留。（1.6 分）
//    A later successful fetch replaces the recipes: none of the earlier ones stay. (1.6 pts)
// 4. 客户端失败时，fetchRecipes(with:) 把客户端的错误继续抛给调用方。（1.6 分）
//    When the client fails, fetchRecipes(with:) throws the client's error on to the caller. (1.6 pts)
// 5. 取数据失败时，recipes 保持原样。（1.6 分）
//    A failed fetch leaves recipes as they were. (1.6 pts)
// END GENERATED: requirements
//
// 在改好签名之前，这道题的检查编译不通过。 / Until the signature is right, this question's checks do not compile.
// 检查 / Check:  swift run grader --question pv.code3

/// The recipe list's state: 菜谱列表的状态。
@MainActor
@Observable
public final class RecipeModel {
  /// The recipes from the last successful fetch.
  public private(set) var recipes: [Recipe] = []

  /// Creates an empty model; it fetches nothing until asked.
  public init() {}

  /// Fetches the recipes: 取菜谱。
  public func fetchRecipes() async throws {
    recipes = try await RealHTTPClient.fetchRecipes()
  }
}
