import BookAPI
import Testing

/// The example's clients: the mock and the failing client never reach the server, the real one is recorded.
@Suite("示例：客户端 / Example: the clients")
struct BookClientTests {
  @Test("Mock 通过元类型返回示例书 / the mock returns the sample books through its metatype")
  func mockReturnsSamples() async throws {
    let client: any HTTPClient.Type = MockHTTPClient.self
    let requests = try await RealHTTPClient.requests {
      let books = try await client.fetchBooks()
      #expect(books == MockHTTPClient.sampleBooks)
      #expect(books.count == 3)
    }
    #expect(requests.isEmpty)
  }

  @Test("FailingHTTPClient 抛出 offline / the failing client throws offline")
  func failingClientThrows() async {
    let client: any HTTPClient.Type = FailingHTTPClient.self
    await #expect(throws: HTTPClientError.offline) {
      try await client.fetchBooks()
    }
  }

  @Test("真实客户端记录请求后失败 / the real client records the request, then fails")
  func realClientRecordsThenFails() async {
    let requests = await RealHTTPClient.requests {
      await #expect(throws: HTTPClientError.noServer) {
        try await RealHTTPClient.fetchBooks()
      }
    }
    #expect(requests == [RealHTTPClient.booksRequest])
  }
}
