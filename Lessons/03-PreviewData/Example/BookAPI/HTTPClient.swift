/// What the app needs from the server, as requirements on the type itself: 应用对服务器的需求，写成类型本身的（static）要求。
///
/// The requirement is `static`: callers never make a client, they pass the client *type* around
/// (`MockHTTPClient.self`, a value of type `any HTTPClient.Type`) and call `fetchBooks()` on it.
/// 要求是 `static` 的：调用方不创建客户端实例，而是传递客户端的**类型**（`MockHTTPClient.self`，
/// 类型为 `any HTTPClient.Type` 的值），再在它上面调用 `fetchBooks()`。
///
/// The protocol refines `Sendable` so that `any HTTPClient.Type` is `Sendable` too: it can then be an environment
/// key's `static let defaultValue` and cross from the main actor to the client's code without warnings. Since Swift
/// 6.2 a metatype is not `Sendable` by itself; it is when its protocol refines `Sendable` (or `SendableMetatype`).
/// 协议继承 `Sendable`，`any HTTPClient.Type` 才是 `Sendable` 的：从 Swift 6.2 起元类型不再自动可发送。
public protocol HTTPClient: Sendable {
  /// Fetches the list of books.
  static func fetchBooks() async throws -> [Book]
}
