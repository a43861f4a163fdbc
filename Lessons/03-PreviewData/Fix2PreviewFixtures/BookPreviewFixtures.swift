import BookAPI
import PVTestSubject

// 改错题 2 / Fix 2
//
// 现象：这个文件编译不通过。编译器报告
//   cannot convert value of type 'PreviewBooksClient' to expected argument type 'any HTTPClient.Type'
// `OfflineBooksClient` 那一行也报同样的错误。让它编译通过，并且让两个夹具（fixture）给出它们名字所承诺的内容。
// Symptom: this file does not compile. The compiler reports
//   cannot convert value of type 'PreviewBooksClient' to expected argument type 'any HTTPClient.Type'
// and the same for the `OfflineBooksClient` line. Make it compile, and make both fixtures give what their names
// promise.
//
// BEGIN GENERATED: requirements (swift run grader sync)
// pv.fix2 的要求（每条单独计分，分数四舍五入到 0.01）/ What pv.fix2 requires (each scored on its own; points rounded to 0.01):
// 1. loaded() 返回的模型显示 PreviewBooksClient 的书，没有错误信息。（2 分）
//    loaded() returns a model showing PreviewBooksClient's books, with no error message. (2 pts)
// 2. loaded() 从不访问服务器。（2 分）
//    loaded() never reaches the server. (2 pts)
// 3. offline() 返回的模型显示错误信息，没有书。（2 分）
//    offline() returns a model showing an error message and no books. (2 pts)
// 4. offline() 从不访问服务器。（2 分）
//    offline() never reaches the server. (2 pts)
// END GENERATED: requirements
//
// `BookModel` 在 Tests/03-PreviewData/Subject/PVTestSubject，`HTTPClient` 在 Lessons/03-PreviewData/Example/BookAPI。
// `BookModel` is in Tests/03-PreviewData/Subject/PVTestSubject, `HTTPClient` in Lessons/03-PreviewData/Example/BookAPI.
//
// 保留 `BookPreviewFixtures.loaded()`、`offline()` 的名字（测试调用它们）和 `PreviewBooksClient` 这个顶层类型
// （测试按名字找到它，拿它的书和 `loaded()` 比较）。
// Keep the names `BookPreviewFixtures.loaded()` and `offline()` (the tests call them) and the top-level type
// `PreviewBooksClient` (the tests look it up by name and compare its books with `loaded()`'s).
//
// 检查 / Check:  swift run grader --question pv.fix2

/// Two sample books for previews: 预览用的两本示例书。
public struct PreviewBooksClient: HTTPClient {
  /// Returns two sample books.
  public static func fetchBooks() -> [Book] {
    [Book(title: "预览甲 / Preview A"), Book(title: "预览乙 / Preview B")]
  }
}

/// A client that is always offline, for the error state: 总是离线的客户端，用来显示出错状态。
public struct OfflineBooksClient: HTTPClient {
  /// Always throws `HTTPClientError.offline`.
  public static func fetchBooks() throws -> [Book] {
    throw HTTPClientError.offline
  }
}

/// Ready-made models for previews of the book screens: 给书籍界面的预览准备好的模型。
@MainActor
public enum BookPreviewFixtures {
  /// A model that has loaded the sample books.
  public static func loaded() async -> BookModel {
    let model = BookModel()
    await model.fetchBooks(with: PreviewBooksClient())
    return model
  }

  /// A model whose fetch failed.
  public static func offline() async -> BookModel {
    let model = BookModel()
    await model.fetchBooks(with: OfflineBooksClient())
    return model
  }
}
