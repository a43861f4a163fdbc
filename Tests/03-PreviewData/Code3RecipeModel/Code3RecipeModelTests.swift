import GradingSupport
import RecipeAPI
import Testing

@testable import PVRecipeModel

/// First probe: two recipes.
private enum FirstProbeClient: HTTPClient {
  static let recipes = [Recipe(id: 101, name: "探针甲 / Probe A"), Recipe(id: 102, name: "探针乙 / Probe B")]

  static func fetchRecipes() -> [Recipe] {
    recipes
  }
}

/// Second probe: one other recipe.
private enum SecondProbeClient: HTTPClient {
  static let recipes = [Recipe(id: 103, name: "探针丙 / Probe C")]

  static func fetchRecipes() -> [Recipe] {
    recipes
  }
}

/// A probe that always fails with `.offline`.
private enum OfflineProbeClient: HTTPClient {
  static func fetchRecipes() throws -> [Recipe] {
    throw HTTPClientError.offline
  }
}

/// Calls the method the exercise asks for, in one place, so that a wrong signature gives one clear error here.
///
/// Every check goes through it: `RecipeModel.fetchRecipes(with: any HTTPClient.Type) async throws`.
@MainActor
private func fetch(_ model: RecipeModel, with client: any HTTPClient.Type) async throws {
  // 调用你写的 fetchRecipes(with:)；这一行编译不通过时，检查它的签名 / calls your fetchRecipes(with:); if this fails to compile, check its signature
  try await model.fetchRecipes(with: client)
}

/// The names of `recipes`, for readable messages.
private func names(_ recipes: [Recipe]) -> [String] {
  recipes.map(\.name)
}

/// Grades code 3: `RecipeModel.fetchRecipes(with:)` takes the client type as a parameter.
@MainActor
@Suite("编程题 3：以客户端类型为参数的模型方法 / Code 3: a model method that takes the client type")
struct Code3RecipeModel {
  @Test("显示传入的客户端返回的菜谱 / shows what the given client returns")
  func loadsFromGivenClient() async {
    let model = RecipeModel()
    do {
      try await fetch(model, with: FirstProbeClient.self)
    } catch {
      Issue.record("用一个会成功的客户端取菜谱时抛出了错误：\(error) / fetching with a client that succeeds threw \(error)")
    }
    #expect(
      model.recipes == FirstProbeClient.recipes,
      "recipes 应该是传入的客户端返回的内容，实际是 \(names(model.recipes)) / recipes should be what the given client returned, got \(names(model.recipes))"
    )
  }

  @Test("从不自己选择真实客户端 / never picks the real client by itself")
  func neverAsksRealClient() async {
    let model = RecipeModel()
    let requests = await RealHTTPClient.requests {
      try? await fetch(model, with: FirstProbeClient.self)
    }
    #expect(
      requests.isEmpty,
      "传入的是 Mock，模型却访问了真实服务器（\(requests.count) 次）/ given a mock, the model still reached the real server (\(requests.count) request(s))"
    )
    #expect(
      model.recipes == FirstProbeClient.recipes,
      "recipes 应该来自传入的客户端 / recipes should come from the given client"
    )
  }

  @Test("每次成功都替换菜谱 / each success replaces the recipes")
  func replacesOnEachFetch() async {
    let model = RecipeModel()
    try? await fetch(model, with: FirstProbeClient.self)
    try? await fetch(model, with: SecondProbeClient.self)
    #expect(
      model.recipes == SecondProbeClient.recipes,
      "第二次取菜谱之后，recipes 应该只有第二个客户端的内容，实际是 \(names(model.recipes)) / after a second fetch recipes should hold only the second client's recipes, got \(names(model.recipes))"
    )
  }

  @Test("失败时把客户端的错误抛给调用方 / a failure throws the client's error on")
  func failureIsThrown() async {
    let model = RecipeModel()
    do {
      try await fetch(model, with: OfflineProbeClient.self)
      Issue.record("客户端失败了，fetchRecipes(with:) 却没有抛错 / the client failed but fetchRecipes(with:) did not throw")
    } catch let error as HTTPClientError {
      #expect(error == .offline, "应抛出客户端的错误 HTTPClientError.offline，实际是 \(error) / expected the client's HTTPClientError.offline, got \(error)")
    } catch {
      Issue.record("应抛出客户端的错误 HTTPClientError.offline，实际是 \(error) / expected the client's HTTPClientError.offline, got \(error)")
    }
  }

  @Test("失败时保留原来的菜谱 / a failure keeps the recipes")
  func failureKeepsRecipes() async {
    let model = RecipeModel()
    try? await fetch(model, with: FirstProbeClient.self)
    try? await fetch(model, with: OfflineProbeClient.self)
    #expect(
      model.recipes == FirstProbeClient.recipes,
      "失败之后 recipes 变了，实际是 \(names(model.recipes))：失败时应保持原样 / after a failure recipes changed to \(names(model.recipes)): a failure should leave them as they were"
    )
  }
}
