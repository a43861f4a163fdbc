/// The signed-in user's profile, as the dashboard shows it: 仪表盘上显示的当前用户资料。
public struct Profile: Identifiable, Equatable, Sendable {
  /// The user's identifier: 用户的标识。
  public var id: Int
  /// The name shown on screen: 显示的名字。
  public var name: String
  /// The user's e-mail address: 用户的电子邮箱。
  public var email: String

  /// Creates a profile: 创建一份用户资料。
  public init(id: Int, name: String, email: String) {
    self.id = id
    self.name = name
    self.email = email
  }
}
