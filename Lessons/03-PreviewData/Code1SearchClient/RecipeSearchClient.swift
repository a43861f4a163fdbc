import RecipeAPI

// 编程题 1：带 static 要求的协议，以及遵循它的 Mock
// Code 1: a protocol with a static requirement, and mocks that conform to it
//
// 菜谱应用要加一个搜索功能。`Recipe`、示例数据 `Recipe.samples` 和 `HTTPClientError` 都来自 RecipeAPI
// （Support/03-PreviewData/RecipeAPI）。
// The recipe app gets a search. `Recipe`, the sample data `Recipe.samples` and `HTTPClientError` come from RecipeAPI
// (Support/03-PreviewData/RecipeAPI).
//
// BEGIN GENERATED: requirements (swift run grader sync)
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
//   这三个名字和方法签名要照写：检查按这些名字查找你的类型。
//   Keep these three names and the method's signature: the checks look your types up by these names.
//
// 调用方式是 `let client: any RecipeSearchClient.Type = MockRecipeSearchClient.self`，
// 然后 `try await client.searchRecipes(matching: "tofu")`。
// Callers write `let client: any RecipeSearchClient.Type = MockRecipeSearchClient.self`,
// then `try await client.searchRecipes(matching: "tofu")`.
//
// 在声明 RecipeSearchClient 之前，这道题的检查编译不通过。 / Until RecipeSearchClient is declared, this question's checks do not compile.
// 检查 / Check:  swift run grader --question pv.code1
