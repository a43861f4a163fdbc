import Observation
import RecipeAPI

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

/// The recipe list's state, fetched from whichever client type the caller passes: 菜谱列表的状态，从调用方传入的客户端类型取得。
@MainActor
@Observable
public final class RecipeModel {
  /// The recipes from the last successful fetch.
  public private(set) var recipes: [Recipe] = []

  /// Creates an empty model; it fetches nothing until asked.
  public init() {}

  /// Replaces `recipes` with what `client` returns; on failure throws and leaves `recipes` alone.
  public func fetchRecipes(with client: any HTTPClient.Type) async throws {
    // SLIP-BEGIN neverAsksRealClient
    // SLIP-ELSE
    // _ = try? await RealHTTPClient.fetchRecipes()
    // SLIP-END
    // SLIP-BEGIN failureKeepsRecipes
    // SLIP-ELSE
    // recipes = []
    // SLIP-END
    // SLIP-BEGIN replacesOnEachFetch
    // SLIP-ELSE
    // let previous = recipes
    // SLIP-END
    let fetched = try await client.fetchRecipes()  // SLIP failureIsThrown: guard let fetched = try? await client.fetchRecipes() else { return }
    recipes = fetched  // SLIP loadsFromGivenClient: recipes = fetched.sorted { $0.name < $1.name }
    // SLIP-BEGIN replacesOnEachFetch
    // SLIP-ELSE
    // recipes = previous + recipes
    // SLIP-END
  }
}
