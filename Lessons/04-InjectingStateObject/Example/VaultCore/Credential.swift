/// A user name and password pair, as the credential screen shows and stores it: 凭据界面显示和保存的用户名与密码。
public struct Credential: Equatable, Sendable {
  /// The keys a credential is stored under: 凭据保存时使用的键。
  public enum Key {
    /// The key of the user name: 用户名的键。
    public static let username = "credential.username"
    /// The key of the password: 密码的键。
    public static let password = "credential.password"
  }

  /// The user name: 用户名。
  public var username: String

  /// The password: 密码。
  public var password: String

  /// Creates a credential; both parts default to empty: 创建凭据，两部分默认为空。
  public init(username: String = "", password: String = "") {
    self.username = username
    self.password = password
  }
}
