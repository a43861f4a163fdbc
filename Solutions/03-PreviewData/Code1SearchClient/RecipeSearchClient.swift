import RecipeAPI

// BEGIN GENERATED: requirements (swift run grader sync)
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
