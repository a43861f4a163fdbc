import RecipeAPI

// 编程题 1：带 static 要求的协议，以及遵循它的 Mock
// Code 1: a protocol with a static requirement, and mocks that conform to it
//
// 菜谱应用要加一个搜索功能。`Recipe`、示例数据 `Recipe.samples` 和 `HTTPClientError` 都来自 RecipeAPI
// （Support/03-PreviewData/RecipeAPI）。
// The recipe app gets a search. `Recipe`, the sample data `Recipe.samples` and `HTTPClientError` come from RecipeAPI
// (Support/03-PreviewData/RecipeAPI).
//
// TODO:
//   1. 声明 `public protocol RecipeSearchClient: Sendable`，它只有一个要求，而且要求在类型本身上调用：
//      `static func searchRecipes(matching query: String) async throws -> [Recipe]`
//      Declare `public protocol RecipeSearchClient: Sendable` with one requirement, called on the type itself:
//      `static func searchRecipes(matching query: String) async throws -> [Recipe]`
//   2. 写 `public enum MockRecipeSearchClient: RecipeSearchClient`，不访问服务器，只用 `Recipe.samples` 回答：
//      - 查询是空字符串 "" 时，返回全部示例菜谱；
//      - 否则返回名字里包含查询词的菜谱，不区分大小写（"tofu" 和 "TOFU" 结果一样）；
//      - 两种情况都保持 `Recipe.samples` 里的顺序；没有匹配时返回空数组，不要抛错。
//      Write `public enum MockRecipeSearchClient: RecipeSearchClient` that never reaches a server and answers from
//      `Recipe.samples`:
//      - for the empty query "", every sample recipe;
//      - otherwise the recipes whose name contains the query, ignoring case ("tofu" and "TOFU" give the same);
//      - in both cases in the order of `Recipe.samples`; no match gives an empty array, not an error.
//   3. 写 `public enum FailingRecipeSearchClient: RecipeSearchClient`，每次都抛出 `HTTPClientError.offline`，
//      用来预览“离线”状态。
//      Write `public enum FailingRecipeSearchClient: RecipeSearchClient` that always throws `HTTPClientError.offline`,
//      for previewing the offline state.
//
// 调用方式是 `let client: any RecipeSearchClient.Type = MockRecipeSearchClient.self`，
// 然后 `try await client.searchRecipes(matching: "tofu")`。
// Callers write `let client: any RecipeSearchClient.Type = MockRecipeSearchClient.self`,
// then `try await client.searchRecipes(matching: "tofu")`.
//
// 在写完之前，这个练习和它的检查编译不通过。 / Until you write them, this exercise and its checks do not compile.
// 检查 / Check:  swift run grader --question pv.code1
