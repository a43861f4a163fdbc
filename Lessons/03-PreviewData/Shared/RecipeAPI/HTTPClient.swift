/// What the recipe app needs from its server, as a requirement on the type itself: 菜谱应用对服务器的需求（类型级的 static 要求）。
///
/// Callers pass client *types* around (`RealHTTPClient.self`, values of type `any HTTPClient.Type`) and call
/// `fetchRecipes()` on them. The protocol refines `Sendable`, which makes `any HTTPClient.Type` `Sendable`.
/// 调用方传递的是客户端的**类型**（类型为 `any HTTPClient.Type` 的值）。协议继承 `Sendable`，元类型因此也是 `Sendable` 的。
public protocol HTTPClient: Sendable {
  /// Fetches every recipe.
  static func fetchRecipes() async throws -> [Recipe]
}
