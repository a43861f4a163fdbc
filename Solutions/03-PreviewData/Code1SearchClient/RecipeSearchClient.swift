import RecipeAPI

/// Searches the recipe server, with a requirement called on the type itself: 搜索菜谱服务器（要求在类型本身上调用）。
///
/// Refining `Sendable` makes `any RecipeSearchClient.Type` `Sendable`, so the type can be stored in an environment
/// key and passed between actors.
public protocol RecipeSearchClient: Sendable {
  /// Returns the recipes that match `query`.
  static func searchRecipes(matching query: String) async throws -> [Recipe]
}

/// Answers searches from `Recipe.samples`, without a server: 用示例数据回答搜索，不访问服务器。
public enum MockRecipeSearchClient: RecipeSearchClient {
  /// Every sample for the empty query; otherwise the samples whose name contains `query`, ignoring case.
  public static func searchRecipes(matching query: String) -> [Recipe] {
    guard !query.isEmpty else { return Recipe.samples }
    return Recipe.samples.filter { $0.name.localizedCaseInsensitiveContains(query) }
  }
}

/// A search that always fails, for the offline state of a preview: 总是失败的搜索，用来预览离线状态。
public enum FailingRecipeSearchClient: RecipeSearchClient {
  /// Always throws `HTTPClientError.offline`.
  public static func searchRecipes(matching query: String) throws -> [Recipe] {
    throw HTTPClientError.offline
  }
}
