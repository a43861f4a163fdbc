import RecipeAPI

// BEGIN GENERATED: requirements (swift run grader sync)
// pv.code1 的要求（每条单独计分，分数四舍五入到 0.01）/ What pv.code1 requires (each scored on its own; points rounded to 0.01):
// 1. RecipeSearchClient 继承 Sendable。（1 分）
//    RecipeSearchClient refines Sendable. (1 pt)
// 2. RecipeSearchClient 的要求是 static func searchRecipes(matching query: String) async throws -> [Recipe]，在类型本身上调用。（1 分）
//    RecipeSearchClient's requirement is static func searchRecipes(matching query: String) async throws -> [Recipe], called on the type itself. (1 pt)
// 3. 查询是空字符串 "" 时，MockRecipeSearchClient 返回 Recipe.samples 里的全部菜谱。（1 分）
//    For the empty query "", MockRecipeSearchClient returns every recipe of Recipe.samples. (1 pt)
// 4. 查询是其他字符串时，MockRecipeSearchClient 返回名字里包含查询词的示例菜谱；没有匹配时返回空数组，而不是抛错。（1 分）
//    For any other query, MockRecipeSearchClient returns the sample recipes whose name contains the query; no match gives an empty array, not an error. (1 pt)
// 5. MockRecipeSearchClient 匹配时不区分大小写：同一个查询不论大小写，找到的菜谱都一样（"Tofu"、"tofu"、"TOFU" 相同）。只有查询选出一部分（而不是全部）示例菜谱时才看得出这一点，所以不按查询筛选的 Mock 得不到这一分。（1 分）
//    MockRecipeSearchClient's matching ignores case: a query finds the same recipes however it is cased ("Tofu", "tofu" and "TOFU" alike). This shows only where a query finds some of the samples but not all, so a mock that ignores the query does not earn it. (1 pt)
// 6. MockRecipeSearchClient 返回的菜谱保持 Recipe.samples 里的顺序。（1 分）
//    MockRecipeSearchClient returns its recipes in the order of Recipe.samples. (1 pt)
// 7. MockRecipeSearchClient 从不访问服务器。（1 分）
//    MockRecipeSearchClient never reaches the server. (1 pt)
// 8. FailingRecipeSearchClient 每次都抛出 HTTPClientError.offline。（1 分）
//    FailingRecipeSearchClient always throws HTTPClientError.offline. (1 pt)
// END GENERATED: requirements

/// Searches the recipe server, with a requirement called on the type itself: 搜索菜谱服务器（要求在类型本身上调用）。
///
/// Refining `Sendable` makes `any RecipeSearchClient.Type` `Sendable`, so the type can be stored in an environment
/// key and passed between actors.
public protocol RecipeSearchClient: Sendable {  // SLIP protocolSendable: public protocol RecipeSearchClient {
  /// Returns the recipes that match `query`.
  static func searchRecipes(matching query: String) async throws -> [Recipe]  // SLIP staticRequirement: static func searchRecipes(matching query: String) throws -> [Recipe]
}

/// Answers searches from `Recipe.samples`, without a server: 用示例数据回答搜索，不访问服务器。
public enum MockRecipeSearchClient: RecipeSearchClient {
  /// Every sample for the empty query; otherwise the samples whose name contains `query`, ignoring case.
  // SLIP-BEGIN mockOffline
  public static func searchRecipes(matching query: String) -> [Recipe] {
  // SLIP-ELSE
  // public static func searchRecipes(matching query: String) async -> [Recipe] {
  //   _ = try? await RealHTTPClient.fetchRecipes()
  // SLIP-END
    guard !query.isEmpty else { return Recipe.samples }  // SLIP mockListsAll: guard !query.isEmpty else { return [] }
    let isMatch: (Recipe) -> Bool = { $0.name.localizedCaseInsensitiveContains(query) }  // SLIP mockIgnoresCase: let isMatch: (Recipe) -> Bool = { $0.name.contains(query) }
    let matches = Recipe.samples.filter(isMatch)  // SLIP mockFilters: let matches = Recipe.samples.filter { isMatch($0) && $0.name.lowercased().hasPrefix(query.lowercased()) }
    return matches  // SLIP mockKeepsOrder: return Array(matches.reversed())
  }
}

/// A search that always fails, for the offline state of a preview: 总是失败的搜索，用来预览离线状态。
// SLIP-BEGIN failingThrowsOffline
public enum FailingRecipeSearchClient: RecipeSearchClient {
  /// Always throws `HTTPClientError.offline`.
  public static func searchRecipes(matching query: String) throws -> [Recipe] {
    throw HTTPClientError.offline
  }
}
// SLIP-END
