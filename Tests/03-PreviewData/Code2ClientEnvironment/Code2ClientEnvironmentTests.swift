import GradingSupport
import RecipeAPI
import SwiftUI
import Testing

@testable import PVClientEnvironment

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

/// A client type the tests inject and recognise afterwards by its identity.
private enum ProbeClient: HTTPClient {
  static func fetchRecipes() -> [Recipe] {
    [Recipe(id: 99, name: "探针 Probe")]
  }
}

/// Whether two client types are the same type: 判断两个客户端类型是否是同一个类型。
private func isSame(_ client: any HTTPClient.Type, as other: any HTTPClient.Type) -> Bool {
  ObjectIdentifier(client) == ObjectIdentifier(other)
}

/// A client type's full name, for messages: 客户端类型的完整名字（用于提示）。
private func name(of client: any HTTPClient.Type) -> String {
  String(describing: client)
}

/// The names of `recipes`, for readable messages.
private func namesInMessage(_ recipes: [Recipe]) -> [String] {
  recipes.map(\.name)
}

/// The student's `MockHTTPClient`, looked up by name so that a missing one costs only the checks that need it.
///
/// A `private` or `fileprivate` mock (the stub's placeholder is one) has a name `_typeByName` cannot spell, so when
/// the lookup by name finds nothing, the environment's default counts if it is a type named `MockHTTPClient`.
/// `private` 的 Mock（初始代码里的占位类型就是 private 的）无法按名字查找；这时如果环境的默认值是名为 MockHTTPClient
/// 的类型，就用它。
@MainActor
private func lookUpMock() -> Swift.Result<any HTTPClient.Type, Code2LookupFailure> {
  guard let type = StudentType.named("MockHTTPClient", in: "PVClientEnvironment") ?? defaultNamedMock() else {
    return .failure(Code2LookupFailure(
      description: "在 PVClientEnvironment 模块里按名字没有找到顶层类型 MockHTTPClient（按名字只能找到 public 或 internal 的类型，找不到 private 或 fileprivate 的） / found no top-level type MockHTTPClient in the module PVClientEnvironment by name (a lookup by name finds public and internal types, not private or fileprivate ones)"
    ))
  }
  guard let client = type as? any HTTPClient.Type else {
    return .failure(Code2LookupFailure(
      description: "找到了 MockHTTPClient，但它没有遵循 HTTPClient / found MockHTTPClient, but it does not conform to HTTPClient"
    ))
  }
  return .success(client)
}

/// The environment's default client type when it is named `MockHTTPClient`, whatever its access level.
@MainActor
private func defaultNamedMock() -> Any.Type? {
  let client = EnvironmentValues().httpClient
  return String(describing: client) == "MockHTTPClient" ? client : nil
}

/// A lookup that found no usable `MockHTTPClient`.
private struct Code2LookupFailure: Swift.Error, CustomStringConvertible {
  var description: String
}

/// Grades code 2: `MockHTTPClient`, the key's default, and storage inside each `EnvironmentValues`.
///
/// Checks that write `httpClient` write and read without suspending in between, on the main actor, and put the value
/// they found back before they end: a solution that keeps the value in a static variable then fails only the check
/// that environments stay apart, the same way on every run.
/// 会写入 `httpClient` 的检查在主 actor 上连续读写（中间不挂起），结束前把原来的值写回：把值存进静态变量的写法
/// 只会在“环境互不影响”这一项上失败，而且每次结果都一样。
@MainActor
@Suite("编程题 2：默认是 Mock 的环境值 / Code 2: an environment value that defaults to the mock")
struct Code2ClientEnvironment {
  @Test("MockHTTPClient 返回示例菜谱，不访问服务器 / MockHTTPClient returns the sample recipes without a server")
  func mockServesSampleRecipes() async {
    let mock: any HTTPClient.Type
    switch lookUpMock() {
    case .success(let found):
      mock = found
    case .failure(let failure):
      Testing.Issue.record("\(failure)")
      return
    }
    var result: Swift.Result<[Recipe], any Swift.Error> = .success([])
    let requests = await RealHTTPClient.requests {
      do { result = .success(try await mock.fetchRecipes()) } catch { result = .failure(error) }
    }
    switch result {
    case .success(let recipes):
      #expect(
        recipes == Recipe.samples,
        "MockHTTPClient.fetchRecipes() 返回了 \(namesInMessage(recipes))，应为 Recipe.samples / MockHTTPClient.fetchRecipes() returned \(namesInMessage(recipes)); expected Recipe.samples"
      )
    case .failure(let error):
      Testing.Issue.record(
        "MockHTTPClient.fetchRecipes() 抛出了 \(described(error))，应返回 Recipe.samples / MockHTTPClient.fetchRecipes() threw \(described(error)); expected Recipe.samples"
      )
    }
    #expect(
      requests.isEmpty,
      "MockHTTPClient.fetchRecipes() 运行期间，真实服务器收到了 \(requests)；应一次也没有 / while MockHTTPClient.fetchRecipes() ran, the real server received \(requests); it should receive none"
    )
  }

  @Test("没人配置时 httpClient 是 MockHTTPClient.self / with nothing configured, httpClient is MockHTTPClient.self")
  func defaultIsMock() async {
    let client = EnvironmentValues().httpClient
    switch lookUpMock() {
    case .success(let mock):
      #expect(
        isSame(client, as: mock),
        "新建的 EnvironmentValues() 的 httpClient 是 \(name(of: client))，应为 MockHTTPClient / a fresh EnvironmentValues() gave httpClient \(name(of: client)); expected MockHTTPClient"
      )
    case .failure(let failure):
      // Without a MockHTTPClient, the default is judged on what it does: sample data and no server.
      // 没有 MockHTTPClient 时，按默认值的行为判断：返回示例数据、不访问服务器。
      var recipes: [Recipe]?
      let requests = await RealHTTPClient.requests {
        recipes = try? await client.fetchRecipes()
      }
      #expect(
        recipes == Recipe.samples && requests.isEmpty,
        "\(failure)；所以改为检查默认值 \(name(of: client)) 的行为：它返回了 \(recipes.map(namesInMessage) ?? ["（抛出了错误 / it threw）"])，真实服务器收到了 \(requests)；应返回 Recipe.samples 且不访问服务器 / \(failure); so the default \(name(of: client)) was judged on what it does: it returned \(recipes.map(namesInMessage) ?? ["(it threw)"]) and the real server received \(requests); expected Recipe.samples and no request"
      )
    }
  }

  @Test("写入的类型能从同一个环境读回 / a type set on httpClient is read back from the same environment")
  func injectedClientIsReadBack() {
    var values = EnvironmentValues()
    let saved = values.httpClient
    values.httpClient = ProbeClient.self
    let probe = values.httpClient
    values.httpClient = RealHTTPClient.self
    let real = values.httpClient
    values.httpClient = saved
    #expect(
      isSame(probe, as: ProbeClient.self),
      "给 httpClient 写入测试自己的 ProbeClient.self 之后，读回的是 \(name(of: probe)) / after setting the check's own ProbeClient.self on httpClient, reading it gave \(name(of: probe))"
    )
    #expect(
      isSame(real, as: RealHTTPClient.self),
      "给 httpClient 写入 RealHTTPClient.self（App 在根部的写法）之后，读回的是 \(name(of: real)) / after setting RealHTTPClient.self on httpClient, as the app does at its root, reading it gave \(name(of: real))"
    )
  }

  @Test("写入只影响那一个环境，副本也一样 / a write changes only that environment, copies included")
  func writesStayInTheirEnvironment() {
    var original = EnvironmentValues()
    let saved = original.httpClient
    original.httpClient = RealHTTPClient.self
    var copy = original
    copy.httpClient = ProbeClient.self
    let inCopy = copy.httpClient
    let inOriginal = original.httpClient
    let inFresh = EnvironmentValues().httpClient
    copy.httpClient = saved
    original.httpClient = saved
    guard isSame(inCopy, as: ProbeClient.self) else {
      Testing.Issue.record(
        "给副本写入 ProbeClient.self 之后，副本读回的是 \(name(of: inCopy))，所以无法观察各个环境是否互不影响 / after setting ProbeClient.self on a copy, the copy gave \(name(of: inCopy)), so whether environments stay apart could not be observed"
      )
      return
    }
    #expect(
      !isSame(inOriginal, as: ProbeClient.self),
      "原环境写入 RealHTTPClient.self、副本写入 ProbeClient.self 之后，原环境读到的是 ProbeClient / after the original was set to RealHTTPClient.self and a copy to ProbeClient.self, the original gave ProbeClient"
    )
    #expect(
      isSame(inFresh, as: saved),
      "别的环境写入之后，新建的 EnvironmentValues() 读到的是 \(name(of: inFresh))；写入之前新建的读到的是 \(name(of: saved))，两者应相同 / after other environments were set, a fresh EnvironmentValues() gave \(name(of: inFresh)); before those writes a fresh one gave \(name(of: saved)); they should be the same"
    )
  }
}
