// 代码预测题 / Predict the result
//
// 阅读下面这段代码。类型都来自本课的示例：`BookModel`（Tests/03-PreviewData/Subject/PVTestSubject）、
// `MockHTTPClient` 和 `RealHTTPClient`（Lessons/03-PreviewData/Example/BookAPI），以及 `EnvironmentValues.httpClient`
// （Lessons/03-PreviewData/Example/BookPreviews，默认值是 `MockHTTPClient.self`）。
// Read the snippet below. Its types are the lesson's example: `BookModel` (Tests/03-PreviewData/Subject/PVTestSubject),
// `MockHTTPClient` and `RealHTTPClient` (Lessons/03-PreviewData/Example/BookAPI), and `EnvironmentValues.httpClient`
// (Lessons/03-PreviewData/Example/BookPreviews, whose default is `MockHTTPClient.self`).
//
//     var environment = EnvironmentValues()
//     let model = BookModel()
//     let requests = await RealHTTPClient.requests {
//       await model.fetchBooks(with: environment.httpClient)
//       environment.httpClient = RealHTTPClient.self          // 和 App 根视图做的一样 / what the app's root does
//       await model.fetchBooks(with: environment.httpClient)
//     }
//
// 问题：执行完之后，
//   1. `model.books` 里有几本书？
//   2. `model.errorMessage` 是不是有值（不是 nil）？
//   3. `requests` 里记录了几个发往真实服务器的请求？
// Question: once it has run,
//   1. how many books does `model.books` hold?
//   2. does `model.errorMessage` hold a message (is it non-nil)?
//   3. how many requests to the real server does `requests` hold?
//
// 提示：本套件没有服务器，`RealHTTPClient.fetchBooks()` 记录请求后会抛出 `HTTPClientError.noServer`；
// `MockHTTPClient` 有三本示例书。读一读 `BookModel.fetchBooks(with:)` 的文档注释。
// Hint: the kit has no server, so `RealHTTPClient.fetchBooks()` records the request and then throws
// `HTTPClientError.noServer`; `MockHTTPClient` has three sample books. Read the doc comment of
// `BookModel.fetchBooks(with:)`.
//
// 作答：把下面的 `nil` 换成你的预测，例如 `Int? = 5`、`Bool? = false`。保持 `nil` 表示还没作答。
// Answer: replace each `nil` below with your prediction, e.g. `Int? = 5` or `Bool? = false`.
// Leaving `nil` means "not answered yet".

/// The student's prediction of what the snippet leaves behind: 学生对这段代码运行结果的预测。
public enum Prediction {
  /// 1. `model.books` 里书的数量 / how many books `model.books` holds.
  public static let bookCount: Int? = nil

  /// 2. `model.errorMessage` 是否不是 nil / whether `model.errorMessage` is non-nil.
  public static let hasErrorMessage: Bool? = nil

  /// 3. `requests` 里的请求数 / how many requests `requests` holds.
  public static let requestCount: Int? = nil
}
