import BookAPI
import BookPreviews
import SwiftUI
import Testing

/// Whether two client types are the same type.
private func isSame(_ client: any HTTPClient.Type, as other: any HTTPClient.Type) -> Bool {
  ObjectIdentifier(client) == ObjectIdentifier(other)
}

/// The example's environment value: the mock by default, the real client only once injected.
@MainActor
@Suite("示例：环境值 / Example: the environment value")
struct HTTPClientEnvironmentTests {
  @Test("默认值是 MockHTTPClient.self / the default is MockHTTPClient.self")
  func defaultIsMock() {
    let client = EnvironmentValues().httpClient
    #expect(isSame(client, as: MockHTTPClient.self))
  }

  @Test("默认值从不访问服务器 / the default never reaches the server")
  func defaultNeverReachesServer() async throws {
    let requests = try await RealHTTPClient.requests {
      _ = try await EnvironmentValues().httpClient.fetchBooks()
    }
    #expect(requests.isEmpty)
  }

  @Test("根部注入真实客户端后才会访问服务器 / only an injected real client reaches the server")
  func injectedRealClientReachesServer() async {
    var values = EnvironmentValues()
    values.httpClient = RealHTTPClient.self
    let client = values.httpClient
    #expect(isSame(client, as: RealHTTPClient.self))
    let requests = await RealHTTPClient.requests {
      _ = try? await client.fetchBooks()
    }
    #expect(requests == [RealHTTPClient.booksRequest])
    #expect(isSame(EnvironmentValues().httpClient, as: MockHTTPClient.self))
  }
}
