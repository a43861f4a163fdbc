import BookAPI
import BookPreviews
import PVTestSubject
import SwiftUI
import Testing

/// Runs the snippet of `pv.predict1` and holds it to the keys in `Course/course.json` (3, true, 1).
///
/// If the example changes so that the snippet gives other values, this test fails and the keys must change too.
@MainActor
@Suite("示例：预测题的代码 / Example: the prediction's snippet")
struct PredictionSnippetTests {
  @Test("代码的结果与答案一致 / the snippet gives the keyed answers")
  func snippetMatchesKeys() async {
    var environment = EnvironmentValues()
    let model = BookModel()
    let requests = await RealHTTPClient.requests {
      await model.fetchBooks(with: environment.httpClient)
      environment.httpClient = RealHTTPClient.self
      await model.fetchBooks(with: environment.httpClient)
    }
    #expect(model.books.count == 3)
    #expect((model.errorMessage != nil) == true)
    #expect(requests.count == 1)
  }
}
