import GradingSupport
import RecipeAPI
import Testing

@testable import PVRecipeModel

/// `error` as a message names it: an `HTTPClientError` by its case, because its own description already holds both
/// languages (`中文 / English`) and would split the message's line in the wrong place.
/// 消息里的错误：`HTTPClientError` 写成它的 case 名，因为它自己的描述已经带有两种语言，会让消息在错误的位置被分开。
private func described(_ error: any Swift.Error) -> String {
  guard let error = error as? RecipeAPI.HTTPClientError else { return "\(error)" }
  switch error {
  case .noServer: return "HTTPClientError.noServer"
  case .offline: return "HTTPClientError.offline"
  }
}

/// First probe: two recipes.
private enum FirstProbeClient: HTTPClient {
  static let recipes = [Recipe(id: 101, name: "探针甲 Probe A"), Recipe(id: 102, name: "探针乙 Probe B")]

  static func fetchRecipes() -> [Recipe] {
    recipes
  }
}

/// Second probe: one other recipe.
private enum SecondProbeClient: HTTPClient {
  static let recipes = [Recipe(id: 103, name: "探针丙 Probe C")]

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
/// Every check goes through it: `RecipeModel.fetchRecipes(with:)`, declared with `any HTTPClient.Type` as the stub
/// asks, or generic over the client type (`<C: HTTPClient>(with client: C.Type)`), which the lesson also teaches.
/// 所有检查都经过这里：按初始代码声明为 `any HTTPClient.Type`，或者写成泛型（课文也讲了这种写法），都能调用。
@MainActor
private func fetch<Client: HTTPClient>(_ model: RecipeModel, with client: Client.Type) async throws {
  // 调用你写的 fetchRecipes(with:)；这一行编译不通过时，检查它的签名 / calls your fetchRecipes(with:); if this fails to compile, check its signature
  try await model.fetchRecipes(with: client)
}

/// What the check's own `fetchRecipes()` returns: the model offers no call that names no client.
private struct Code3NoClientCall: Sendable {}

extension RecipeModel {
  /// Stands in when the model has no `fetchRecipes()` of its own: a leftover `fetchRecipes()`, or a default argument
  /// on `fetchRecipes(with:)`, wins over this disfavoured one, so the check observes what the student's call does.
  /// 学生的模型自己有不传客户端的调用（留下的 fetchRecipes()，或 fetchRecipes(with:) 的默认参数）时，它会胜过这个
  /// 标了 disfavored 的方法，检查观察到的就是学生的调用。
  @_disfavoredOverload
  fileprivate func fetchRecipes() async throws -> Code3NoClientCall {
    Code3NoClientCall()
  }
}

/// The names of `recipes`, for readable messages.
private func namesInMessage(_ recipes: [Recipe]) -> [String] {
  recipes.map(\.name)
}

/// Grades code 3, one requirement per check: `RecipeModel.fetchRecipes(with:)` loads from the client it is given,
/// never asks the real one, replaces on success, throws on failure and then keeps what it had.
/// 每项检查对应一个要求：从传入的客户端加载、不访问真实客户端、成功时替换、失败时抛出并保留原有菜谱。
@MainActor
@Suite("编程题 3：以客户端类型为参数的模型方法 / Code 3: a model method that takes the client type")
struct Code3RecipeModel {
  @Test("recipes 是传入的客户端返回的内容 / recipes are what the given client returned")
  func loadsFromGivenClient() async {
    let model = RecipeModel()
    do {
      try await fetch(model, with: FirstProbeClient.self)
    } catch {
      Testing.Issue.record(
        "用测试的 FirstProbeClient（返回 \(namesInMessage(FirstProbeClient.recipes))）取菜谱时抛出了 \(described(error)) / fetching with the check's FirstProbeClient, which returns \(namesInMessage(FirstProbeClient.recipes)), threw \(described(error))"
      )
      return
    }
    #expect(
      model.recipes == FirstProbeClient.recipes,
      "用 FirstProbeClient 取菜谱之后，recipes 是 \(namesInMessage(model.recipes))，应为它返回的 \(namesInMessage(FirstProbeClient.recipes)) / after fetching with FirstProbeClient, recipes were \(namesInMessage(model.recipes)); expected what it returned, \(namesInMessage(FirstProbeClient.recipes))"
    )
  }

  @Test("只向传入的客户端请求 / asks only the given client")
  func neverAsksRealClient() async {
    let model = RecipeModel()
    let requests = await RealHTTPClient.requests {
      try? await fetch(model, with: FirstProbeClient.self)
    }
    #expect(
      requests.isEmpty,
      "传入测试的 FirstProbeClient 调用 fetchRecipes(with:) 期间，真实服务器收到了 \(requests)；应一次也没有 / while fetchRecipes(with:) ran with the check's FirstProbeClient, the real server received \(requests); it should receive none"
    )    // A call that names no client: the student's leftover fetchRecipes() or default argument if there is one,
    // otherwise the check's own stand-in below, which sends nothing.
    // 不指明客户端的调用：学生留下的 fetchRecipes() 或默认参数（如果有），否则是下面检查自己的替身，它什么也不发送。
    let unnamed = await RealHTTPClient.requests {
      _ = try? await model.fetchRecipes()
    }
    #expect(
      unnamed.isEmpty,
      "调用 model.fetchRecipes()（不指明客户端）期间，真实服务器收到了 \(unnamed)；不指明客户端时，模型不应自己选择 RealHTTPClient / while model.fetchRecipes() ran, naming no client, the real server received \(unnamed); with no client named, the model should not pick RealHTTPClient itself"
    )
  }

  @Test("再次成功取数据时替换菜谱 / a later successful fetch replaces the recipes")
  func replacesOnEachFetch() async {
    let model = RecipeModel()
    try? await fetch(model, with: FirstProbeClient.self)
    do {
      try await fetch(model, with: SecondProbeClient.self)
    } catch {
      Testing.Issue.record(
        "第二次用 SecondProbeClient 取菜谱时抛出了 \(described(error)) / the second fetch, with SecondProbeClient, threw \(described(error))"
      )
      return
    }
    #expect(
      model.recipes == SecondProbeClient.recipes,
      "先用 FirstProbeClient、再用 SecondProbeClient 取菜谱之后，recipes 是 \(namesInMessage(model.recipes))，应只有第二次返回的 \(namesInMessage(SecondProbeClient.recipes)) / after fetching with FirstProbeClient and then SecondProbeClient, recipes were \(namesInMessage(model.recipes)); expected only the second fetch's \(namesInMessage(SecondProbeClient.recipes))"
    )
  }

  @Test("失败时把客户端的错误抛给调用方 / a failure throws the client's error on")
  func failureIsThrown() async {
    let model = RecipeModel()
    do {
      try await fetch(model, with: OfflineProbeClient.self)
      Testing.Issue.record(
        "用总是抛出 HTTPClientError.offline 的 OfflineProbeClient 调用 fetchRecipes(with:)，它正常返回了，没有抛错 / fetchRecipes(with:) returned normally with OfflineProbeClient, which always throws HTTPClientError.offline; it should throw"
      )
    } catch let error as HTTPClientError {
      #expect(
        error == .offline,
        "客户端抛出 HTTPClientError.offline，fetchRecipes(with:) 抛出的是 HTTPClientError（\(described(error))）/ the client threw HTTPClientError.offline; fetchRecipes(with:) threw the HTTPClientError \"\(described(error))\""
      )
    } catch {
      Testing.Issue.record(
        "客户端抛出 HTTPClientError.offline，fetchRecipes(with:) 抛出的是 \(described(error)) / the client threw HTTPClientError.offline; fetchRecipes(with:) threw \(described(error))"
      )
    }
  }

  @Test("失败时 recipes 保持原样 / a failure leaves the recipes as they were")
  func failureKeepsRecipes() async {
    let model = RecipeModel()
    try? await fetch(model, with: FirstProbeClient.self)
    let before = model.recipes
    guard !before.isEmpty else {
      Testing.Issue.record(
        "用 FirstProbeClient 成功取菜谱之后 recipes 仍是空的，所以无法观察失败时是否保留原有菜谱 / after a successful fetch with FirstProbeClient recipes were still empty, so whether a failure keeps them could not be observed"
      )
      return
    }
    try? await fetch(model, with: OfflineProbeClient.self)
    #expect(
      model.recipes == before,
      "recipes 原来是 \(namesInMessage(before))，用 OfflineProbeClient 取菜谱失败之后变成了 \(namesInMessage(model.recipes))，应保持不变 / recipes were \(namesInMessage(before)); after a failed fetch with OfflineProbeClient they were \(namesInMessage(model.recipes)); they should not change"
    )
  }
}
