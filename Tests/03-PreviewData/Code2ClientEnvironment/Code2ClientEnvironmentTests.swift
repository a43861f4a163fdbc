import GradingSupport
import RecipeAPI
import SwiftUI
import Testing

@testable import PVClientEnvironment

/// A client type the tests inject and recognise afterwards by its identity.
private enum ProbeClient: HTTPClient {
  static func fetchRecipes() -> [Recipe] {
    [Recipe(id: 99, name: "探针 / Probe")]
  }
}

/// Whether two client types are the same type: 判断两个客户端类型是否是同一个类型。
private func isSame(_ client: any HTTPClient.Type, as other: any HTTPClient.Type) -> Bool {
  ObjectIdentifier(client) == ObjectIdentifier(other)
}

/// Grades code 2: `EnvironmentValues.httpClient`, of type `any HTTPClient.Type`, defaulting to the mock.
///
/// Every check needs the value to live inside each `EnvironmentValues`, which only an `EnvironmentKey` read and
/// written with `self[Key.self]` gives: a global or static variable fails them all, the same way every run (each
/// check writes and reads without suspending in between, on the main actor).
/// 每项检查都要求值存放在各自的 `EnvironmentValues` 里，只有 `EnvironmentKey`（用 `self[Key.self]` 读写）能做到；
/// 存进全局或静态变量的写法每项都不通过，而且每次结果都一样。
@MainActor
@Suite("编程题 2：默认是 Mock 的环境值 / Code 2: an environment value that defaults to the mock")
struct Code2ClientEnvironment {
  @Test("默认值返回示例菜谱 / the default returns the sample recipes")
  func defaultServesSampleRecipes() async {
    var elsewhere = EnvironmentValues()
    elsewhere.httpClient = ProbeClient.self
    let client = EnvironmentValues().httpClient
    #expect(
      !isSame(client, as: ProbeClient.self),
      "一个新的 EnvironmentValues 读到了另一个环境里注入的类型：值要存在各自的环境里（通过 EnvironmentKey），而不是全局或静态变量 / a fresh EnvironmentValues read the type injected into another one: the value must live in each environment (through an EnvironmentKey), not in a global or static variable"
    )
    do {
      let recipes = try await client.fetchRecipes()
      #expect(
        recipes == Recipe.samples,
        "没有注入时取到的不是 Recipe.samples，而是 \(recipes.map(\.name)) / with nothing injected the recipes were \(recipes.map(\.name)), not Recipe.samples"
      )
    } catch {
      Issue.record(
        "没有注入时取菜谱失败：\(error)。默认值应该是一个返回示例数据的 Mock / with nothing injected, fetching failed: \(error). The default should be a mock that returns the sample data"
      )
    }
  }

  @Test("根部注入了真实客户端，别处的默认值仍不访问服务器 / the default never reaches the server, even after the root injected the real client")
  func defaultNeverReachesServer() async {
    var atRoot = EnvironmentValues()
    atRoot.httpClient = RealHTTPClient.self
    let client = EnvironmentValues().httpClient
    var succeeded = false
    let requests = await RealHTTPClient.requests {
      succeeded = (try? await client.fetchRecipes()) != nil
    }
    #expect(
      requests.isEmpty,
      "没有注入的环境访问了真实服务器（\(requests.count) 次）：默认值不能是真实客户端，根部的注入也不能影响别的环境 / an environment with nothing injected reached the real server (\(requests.count) request(s)): the default must not be the real client, and an injection at the root must not leak into other environments"
    )
    #expect(
      succeeded,
      "没有注入时取菜谱失败：默认值应该不用服务器就能回答 / with nothing injected, fetching failed: the default should answer without a server"
    )
  }

  @Test("注入的类型能原样读回，每个环境读回自己的 / an injected type is read back, each environment its own")
  func injectedClientIsReadBack() {
    var values = EnvironmentValues()
    var atRoot = EnvironmentValues()
    values.httpClient = ProbeClient.self
    atRoot.httpClient = RealHTTPClient.self
    let probe = values.httpClient
    let real = atRoot.httpClient
    #expect(
      isSame(probe, as: ProbeClient.self),
      "写入 httpClient 后读回的不是同一个类型（或者被另一个环境的写入覆盖了）：setter 应写入环境键，getter 应从环境键读取 / httpClient did not read back the type just set (or a write to another environment replaced it): the setter should write through your key and the getter read from it"
    )
    #expect(
      isSame(real, as: RealHTTPClient.self),
      "根视图注入的 RealHTTPClient.self 没有被读回 / RealHTTPClient.self injected at the root was not read back"
    )
  }

  @Test("修改副本不影响原来的环境值 / setting on a copy leaves the original alone")
  func copiesAreIndependent() {
    var original = EnvironmentValues()
    original.httpClient = RealHTTPClient.self
    var copy = original
    copy.httpClient = ProbeClient.self
    let inCopy = copy.httpClient
    let inOriginal = original.httpClient
    #expect(
      isSame(inCopy, as: ProbeClient.self),
      "副本没有读回自己写入的类型：请通过 self[键] 读写 / the copy did not read back what was set on it: read and write through self[YourKey.self]"
    )
    #expect(
      isSame(inOriginal, as: RealHTTPClient.self),
      "修改副本改变了原来的环境值：不要把客户端类型存进全局或静态变量 / setting on a copy changed the original: do not keep the client type in a global or static variable"
    )
  }
}
