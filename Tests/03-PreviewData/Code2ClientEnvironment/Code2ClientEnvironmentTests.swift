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
@MainActor
@Suite("编程题 2：默认是 Mock 的环境值 / Code 2: an environment value that defaults to the mock")
struct Code2ClientEnvironment {
  @Test("默认值返回示例菜谱 / the default returns the sample recipes")
  func defaultServesSampleRecipes() async {
    do {
      let recipes = try await EnvironmentValues().httpClient.fetchRecipes()
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

  @Test("默认值从不访问真实服务器 / the default never reaches the real server")
  func defaultNeverReachesServer() async {
    var succeeded = false
    let requests = await RealHTTPClient.requests {
      succeeded = (try? await EnvironmentValues().httpClient.fetchRecipes()) != nil
    }
    #expect(
      requests.isEmpty,
      "没有注入时取菜谱访问了真实服务器（\(requests.count) 次）：默认值不能是真实客户端 / with nothing injected, fetching reached the real server (\(requests.count) request(s)): the default must not be the real client"
    )
    #expect(
      succeeded,
      "没有注入时取菜谱失败：默认值应该不用服务器就能回答 / with nothing injected, fetching failed: the default should answer without a server"
    )
  }

  @Test("注入的类型能原样读回 / an injected type is read back")
  func injectedClientIsReadBack() {
    var values = EnvironmentValues()
    values.httpClient = ProbeClient.self
    let probe = values.httpClient
    #expect(
      isSame(probe, as: ProbeClient.self),
      "写入 httpClient 后读回的不是同一个类型：setter 应写入环境键，getter 应从环境键读取 / httpClient did not read back the type just set: the setter should write through your key and the getter read from it"
    )
    values.httpClient = RealHTTPClient.self
    let real = values.httpClient
    #expect(
      isSame(real, as: RealHTTPClient.self),
      "根视图注入的 RealHTTPClient.self 没有被读回 / RealHTTPClient.self injected at the root was not read back"
    )
  }

  @Test("修改副本不影响原来的环境值 / setting on a copy leaves the original alone")
  func copiesAreIndependent() {
    let original = EnvironmentValues()
    var copy = original
    copy.httpClient = ProbeClient.self
    let inCopy = copy.httpClient
    let inOriginal = original.httpClient
    #expect(
      isSame(inCopy, as: ProbeClient.self),
      "副本中设置的类型没有被读回：请通过 self[键] 读写 / the copy did not read back what was set on it: read and write through self[YourKey.self]"
    )
    #expect(
      !isSame(inOriginal, as: ProbeClient.self),
      "修改副本改变了原来的环境值：不要把客户端类型存进全局或静态变量 / setting on a copy changed the original: do not keep the client type in a global or static variable"
    )
  }
}
