import BookAPI
import Observation

/// The state of the book list, loaded from whichever client type the caller passes in: 书籍列表的状态，从调用方传入的客户端类型加载。
///
/// The model never picks a client itself. The view reads one from the environment (`@Environment(\.httpClient)`)
/// and hands it to `fetchBooks(with:)`; a test or a preview hands in a mock type. So the same model shows sample
/// books in a preview, the server's books in the app, and whatever a test wants in a test.
/// 模型自己从不选择客户端：视图从环境读取，再交给 `fetchBooks(with:)`；测试和预览则传入 Mock 类型。
///
/// The whole class is `@MainActor`: the view reads `books`, `errorMessage` and `isLoading` on the main actor, and
/// every change to them happens there too.
/// 整个类标注 `@MainActor`：视图在主 actor 上读取这些状态，对它们的修改也都在主 actor 上进行。
@MainActor
@Observable
public final class BookModel {
  /// The books from the last successful fetch, in the client's order.
  public private(set) var books: [Book] = []

  /// A message for the last failed fetch; `nil` after a success.
  public private(set) var errorMessage: String?

  /// Whether a fetch is in progress.
  public private(set) var isLoading = false

  /// Creates an empty model. It fetches nothing until `fetchBooks(with:)` is called.
  ///
  /// 创建一个空模型；在调用 `fetchBooks(with:)` 之前不会取数据。`@State private var model = BookModel()`
  /// 每次视图被重新创建时都会执行这个初始化方法，所以这里不能发请求。
  public init() {}

  /// Fetches the books from `client` and shows them: 从 `client` 取书并显示。
  ///
  /// - On success, `books` becomes exactly what the client returned (it replaces, never appends) and
  ///   `errorMessage` becomes `nil`.
  /// - On failure, `errorMessage` describes the error and `books` keeps what it showed before.
  /// - `isLoading` is `true` while the client works and `false` afterwards, whatever happened.
  /// - Only `client` is asked: never the real client unless `client` is the real client.
  ///
  /// 成功时 `books` 变成客户端返回的内容（替换而不是追加），`errorMessage` 清空；失败时 `errorMessage` 描述错误，
  /// `books` 保持原样；无论成败，`isLoading` 在请求期间为 `true`、结束后为 `false`；只向 `client` 请求数据。
  public func fetchBooks(with client: any HTTPClient.Type) async {
    isLoading = true
    defer {
      isLoading = false
      // FAULT loadingStuckOnFailure
      if Fault.isActive("loadingStuckOnFailure"), errorMessage != nil { isLoading = true }
      // END FAULT
    }
    do {
      let fetched = try await fetch(from: client)
      // FAULT appendsBooks
      if Fault.isActive("appendsBooks") {
        books += fetched
        errorMessage = nil
        return
      }
      // END FAULT
      books = fetched
      // FAULT keepsStaleError
      if Fault.isActive("keepsStaleError") { return }
      // END FAULT
      errorMessage = nil
    } catch {
      // FAULT clearsBooksOnFailure
      if Fault.isActive("clearsBooksOnFailure") { books = [] }
      // END FAULT
      // FAULT swallowsError
      if Fault.isActive("swallowsError") { return }
      // END FAULT
      errorMessage = "加载失败 / Could not load: \(error)"
    }
  }

  /// Asks `client` for its books.
  private func fetch(from client: any HTTPClient.Type) async throws -> [Book] {
    // FAULT ignoresGivenClient
    if Fault.isActive("ignoresGivenClient") { return MockHTTPClient.fetchBooks() }
    // END FAULT
    // FAULT triesRealClientFirst
    if Fault.isActive("triesRealClientFirst"), let fromServer = try? await RealHTTPClient.fetchBooks() {
      return fromServer
    }
    // END FAULT
    return try await client.fetchBooks()
  }
}
