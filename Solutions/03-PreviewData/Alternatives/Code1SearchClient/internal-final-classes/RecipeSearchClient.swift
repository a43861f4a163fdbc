// Alternative: internal declarations, final classes as the clients, and a loop with localizedCaseInsensitiveContains.
import Foundation
import RecipeAPI

/// Searches recipes by name: 按名字搜索菜谱。
protocol RecipeSearchClient: Sendable {
  /// The recipes whose name matches `query`.
  static func searchRecipes(matching query: String) async throws -> [Recipe]
}

/// Answers from `Recipe.samples`, without a server: 只用示例数据回答，不访问服务器。
final class MockRecipeSearchClient: RecipeSearchClient {
  /// Every sample for "", otherwise the samples whose name contains `query`, ignoring case.
  static func searchRecipes(matching query: String) async throws -> [Recipe] {
    if query == "" {
      return Recipe.samples
    }
    var result: [Recipe] = []
    for recipe in Recipe.samples where recipe.name.localizedCaseInsensitiveContains(query) {
      result.append(recipe)
    }
    return result
  }
}

/// Always offline, for previewing the error state: 总是离线，用来预览出错状态。
final class FailingRecipeSearchClient: RecipeSearchClient {
  /// Always throws `HTTPClientError.offline`.
  static func searchRecipes(matching query: String) async throws -> [Recipe] {
    throw HTTPClientError.offline
  }
}
