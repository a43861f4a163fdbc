import GradingSupport
import RecipeAPI
import Testing

@testable import PVSearchClient

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

/// Searches through the protocol's metatype, as callers do: `client` is `any RecipeSearchClient.Type`.
private func searchProbe(_ client: any RecipeSearchClient.Type, _ query: String) async throws -> [Recipe] {
  try await client.searchRecipes(matching: query)
}

/// The names of `recipes`, for readable messages.
private func namesInMessage(_ recipes: [Recipe]) -> [String] {
  recipes.map(\.name)
}

/// The client type a lookup found, or `nil` after recording, as the check's issue, what the lookup found instead.
private func recordingFailure(
  of lookup: Swift.Result<any RecipeSearchClient.Type, Code1LookupFailure>
) -> (any RecipeSearchClient.Type)? {
  switch lookup {
  case .success(let client):
    return client
  case .failure(let failure):
    Testing.Issue.record("\(failure)")
    return nil
  }
}

/// The sample recipes with these ids, in the order of `Recipe.samples`.
private func samples(_ ids: Set<Int>) -> [Recipe] {
  Recipe.samples.filter { ids.contains($0.id) }
}

/// Grades code 1, one requirement per check: the protocol's `Sendable` and its static requirement, each promise of the
/// sample-data mock, and the failing mock. The mocks are looked up by name at run time, so a missing one costs only
/// its own checks.
/// 每项检查对应一个要求：协议的 `Sendable` 与 static 要求、示例数据 Mock 的每一条承诺、失败的 Mock。
/// Mock 在运行时按名字查找，缺少其中一个只影响它自己的检查。
@Suite("编程题 1：带 static 要求的搜索客户端 / Code 1: a search client with a static requirement")
struct Code1SearchClient {
  @Test("RecipeSearchClient 继承 Sendable / RecipeSearchClient refines Sendable")
  func protocolIsSendable() {
    #expect(
      Code1Probe.isSendable((any RecipeSearchClient).self),
      "测试把 any RecipeSearchClient 交给一个要求 Sendable 的泛型参数，编译器判定它不是 Sendable，应为 Sendable / the check passed any RecipeSearchClient to a generic parameter that requires Sendable, and the compiler found it not Sendable; it should be"
    )
  }

  @Test("要求是 static func searchRecipes(matching:) async throws -> [Recipe] / the requirement is static func searchRecipes(matching:) async throws -> [Recipe]")
  func requirementIsStatic() async {
    // The student's own clients, as any RecipeSearchClient.Type: the check has no client of its own, so that a
    // protocol with a further requirement still compiles here.
    // 用学生自己的客户端来观察：测试不自带客户端，这样协议多一个要求时这里照样能编译。
    let found = ["MockRecipeSearchClient", "FailingRecipeSearchClient"].compactMap {
      try? Code1Lookup.client(named: $0).get()
    }
    guard let client = found.first else {
      Testing.Issue.record(
        "没有找到遵循 RecipeSearchClient 的 MockRecipeSearchClient 或 FailingRecipeSearchClient，所以无法在类型上调用这个要求 / found neither MockRecipeSearchClient nor FailingRecipeSearchClient conforming to RecipeSearchClient, so the requirement could not be called on a type"
      )
      return
    }
    do {
      _ = try await searchProbe(client, "")
    } catch let error as Code1MissingRequirement {
      Testing.Issue.record(
        "测试在 any RecipeSearchClient.Type（\(String(describing: client))）上调用 searchRecipes(matching:)，没有调用到任何 static 方法：\(described(error))；应在类型本身上调用 / the check called searchRecipes(matching:) on an any RecipeSearchClient.Type (\(String(describing: client))) and reached no static method: \(described(error)); the requirement should be called on the type itself"
      )
      return
    } catch {
      // The client's own error: the static requirement was reached. 客户端自己的错误：说明调用到了 static 要求。
    }
    let effects = await Code1Probe.requirementEffects(client)
    #expect(
      effects == Code1Probe.Effects(isAsync: true, throws: true),
      "协议里的 searchRecipes(matching:) 是 \(effects.spelled)，应为 async throws / the protocol declares searchRecipes(matching:) as \(effects.spelled); it should be async throws"
    )
  }

  @Test("空查询返回全部示例菜谱 / the empty query returns every sample recipe")
  func mockListsAllSamplesForEmptyQuery() async {
    guard let mock = recordingFailure(of: Code1Lookup.client(named: "MockRecipeSearchClient")) else { return }
    do {
      let found = try await searchProbe(mock, "")
      #expect(
        Set(found) == Set(Recipe.samples) && found.count == Recipe.samples.count,
        "搜索 \"\" 得到 \(namesInMessage(found))，应为全部 \(Recipe.samples.count) 个 Recipe.samples / searching \"\" gave \(namesInMessage(found)); expected all \(Recipe.samples.count) of Recipe.samples"
      )
    } catch {
      Testing.Issue.record("搜索 \"\" 时抛出了 \(described(error))，应返回全部示例菜谱 / searching \"\" threw \(described(error)); expected every sample recipe")
    }
  }

  @Test("返回名字包含查询词的菜谱，没有匹配时返回空数组 / returns the recipes whose name contains the query, an empty array when none does")
  func mockFiltersByName() async {
    guard let mock = recordingFailure(of: Code1Lookup.client(named: "MockRecipeSearchClient")) else { return }
    let cases: [(query: String, expected: Set<Int>)] = [
      ("Egg", [2]), ("Tofu", [1, 4]), ("Pao", [3]), ("豆腐", [1, 4]), ("pizza", []),
    ]
    for (query, ids) in cases {
      let expected = samples(ids)
      do {
        let found = try await searchProbe(mock, query)
        #expect(
          Set(found) == Set(expected) && found.count == expected.count,
          "搜索 \"\(query)\" 得到 \(namesInMessage(found))，应为 \(namesInMessage(expected))（不计顺序）/ searching \"\(query)\" gave \(namesInMessage(found)); expected \(namesInMessage(expected)) (in any order)"
        )
      } catch {
        Testing.Issue.record(
          "搜索 \"\(query)\" 时抛出了 \(described(error))，应返回 \(namesInMessage(expected)) / searching \"\(query)\" threw \(described(error)); expected \(namesInMessage(expected))"
        )
      }
    }
  }

  @Test("匹配时不区分大小写 / matching ignores case")
  func mockIgnoresCase() async {
    guard let mock = recordingFailure(of: Code1Lookup.client(named: "MockRecipeSearchClient")) else { return }
    let pairs: [(variant: String, written: String)] = [
      ("egg", "Egg"), ("TOFU", "Tofu"), ("tOfU", "Tofu"), ("kung pao", "Kung Pao"),
    ]
    var observed = 0
    for (variant, written) in pairs {
      // Observable only when the query as written picked some samples but not all of them.
      // 只有按原样书写的查询选出了一部分（而不是全部或零个）示例时，才能观察大小写。
      guard let reference = try? await searchProbe(mock, written), !reference.isEmpty, reference.count < Recipe.samples.count
      else { continue }
      observed += 1
      let found = try? await searchProbe(mock, variant)
      #expect(
        found.map(Set.init) == Set(reference),
        "搜索 \"\(written)\" 得到 \(namesInMessage(reference))，搜索 \"\(variant)\" 却得到 \(found.map(namesInMessage) ?? ["（抛出了错误 / it threw）"])；两者应相同 / searching \"\(written)\" gave \(namesInMessage(reference)) but \"\(variant)\" gave \(found.map(namesInMessage) ?? ["(it threw)"]); they should be the same"
      )
    }
    #expect(
      observed > 0,
      "搜索 \"Egg\"、\"Tofu\"、\"Kung Pao\" 返回的要么没有菜谱、要么是全部菜谱，所以无法比较大小写不同的查询 / searching \"Egg\", \"Tofu\" and \"Kung Pao\" returned either no recipe or every recipe, so queries differing in case could not be compared"
    )
  }

  @Test("结果保持 Recipe.samples 的顺序 / results keep the order of Recipe.samples")
  func mockKeepsSampleOrder() async {
    guard let mock = recordingFailure(of: Code1Lookup.client(named: "MockRecipeSearchClient")) else { return }
    var observed = 0
    for query in ["", "o", "Tofu", "豆腐", "tofu"] {
      guard let found = try? await searchProbe(mock, query), found.count >= 2 else { continue }
      observed += 1
      let inSampleOrder = Recipe.samples.filter { found.contains($0) }
      #expect(
        found == inSampleOrder,
        "搜索 \"\(query)\" 得到 \(namesInMessage(found))，这些菜谱在 Recipe.samples 里的顺序是 \(namesInMessage(inSampleOrder)) / searching \"\(query)\" gave \(namesInMessage(found)); in Recipe.samples these recipes come as \(namesInMessage(inSampleOrder))"
      )
    }
    #expect(
      observed > 0,
      "搜索 \"\"、\"o\"、\"Tofu\"、\"豆腐\" 都没有返回两个以上的菜谱，所以无法观察顺序 / no search for \"\", \"o\", \"Tofu\" or \"豆腐\" returned two or more recipes, so the order could not be observed"
    )
  }

  @Test("Mock 不访问服务器 / the mock never reaches the server")
  func mockNeverReachesServer() async {
    guard let mock = recordingFailure(of: Code1Lookup.client(named: "MockRecipeSearchClient")) else { return }
    let requests = await RealHTTPClient.requests {
      for query in ["", "tofu", "pizza"] {
        _ = try? await searchProbe(mock, query)
      }
    }
    #expect(
      requests.isEmpty,
      "用 MockRecipeSearchClient 搜索 \"\"、\"tofu\"、\"pizza\" 期间，真实服务器收到了 \(requests)；应一次也没有 / while MockRecipeSearchClient searched \"\", \"tofu\" and \"pizza\", the real server received \(requests); it should receive none"
    )
  }

  @Test("FailingRecipeSearchClient 抛出 HTTPClientError.offline / FailingRecipeSearchClient throws HTTPClientError.offline")
  func failingClientThrowsOffline() async {
    guard let failing = recordingFailure(of: Code1Lookup.client(named: "FailingRecipeSearchClient")) else { return }
    for query in ["", "tofu"] {
      do {
        let found = try await searchProbe(failing, query)
        Testing.Issue.record(
          "FailingRecipeSearchClient 搜索 \"\(query)\" 时没有抛错，返回了 \(namesInMessage(found))；应抛出 HTTPClientError.offline / FailingRecipeSearchClient returned \(namesInMessage(found)) for \"\(query)\"; it should throw HTTPClientError.offline"
        )
      } catch let error as HTTPClientError {
        #expect(
          error == .offline,
          "FailingRecipeSearchClient 搜索 \"\(query)\" 时抛出了 HTTPClientError（\(described(error))），应为 .offline / FailingRecipeSearchClient threw the HTTPClientError \"\(described(error))\" for \"\(query)\"; expected HTTPClientError.offline"
        )
      } catch {
        Testing.Issue.record(
          "FailingRecipeSearchClient 搜索 \"\(query)\" 时抛出了 \(described(error))，应为 HTTPClientError.offline / FailingRecipeSearchClient threw \(described(error)) for \"\(query)\"; expected HTTPClientError.offline"
        )
      }
    }
  }
}
