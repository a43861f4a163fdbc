import RecipeAPI

// 编程题 1：带 static 要求的协议，以及遵循它的 Mock
// Code 1: a protocol with a static requirement, and mocks that conform to it
//
// 菜谱应用要加一个搜索功能。`Recipe`、示例数据 `Recipe.samples` 和 `HTTPClientError` 都来自 RecipeAPI
// （Lessons/03-PreviewData/Shared/RecipeAPI）。
// The recipe app gets a search. `Recipe`, the sample data `Recipe.samples` and `HTTPClientError` come from RecipeAPI
// (Lessons/03-PreviewData/Shared/RecipeAPI).
//
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
//
// TODO:
//   1. 声明 `public protocol RecipeSearchClient: Sendable`，它的要求是
//      `static func searchRecipes(matching query: String) async throws -> [Recipe]`
//      Declare `public protocol RecipeSearchClient: Sendable` whose requirement is
//      `static func searchRecipes(matching query: String) async throws -> [Recipe]`
//   2. 写 `public enum MockRecipeSearchClient: RecipeSearchClient`，只用 `Recipe.samples` 回答（见上面的要求）。
//      Write `public enum MockRecipeSearchClient: RecipeSearchClient` that answers from `Recipe.samples` (see the
//      requirements above).
//   3. 写 `public enum FailingRecipeSearchClient: RecipeSearchClient`，用来预览“离线”状态。
//      Write `public enum FailingRecipeSearchClient: RecipeSearchClient`, for previewing the offline state.
//
//   这三个名字和方法签名要照写：检查按这些名字查找你的类型（所以不要把它们声明成 private 或 fileprivate）。
//   Keep these three names and the method's signature: the checks look your types up by these names (so do not
//   make them private or fileprivate).
//
// 调用方式是 `let client: any RecipeSearchClient.Type = MockRecipeSearchClient.self`，
// 然后 `try await client.searchRecipes(matching: "tofu")`。
// Callers write `let client: any RecipeSearchClient.Type = MockRecipeSearchClient.self`,
// then `try await client.searchRecipes(matching: "tofu")`.
//
// 在声明 RecipeSearchClient 之前，这道题的检查编译不通过。 / Until RecipeSearchClient is declared, this question's checks do not compile.
// 检查 / Check:  swift run grader --question pv.code1
