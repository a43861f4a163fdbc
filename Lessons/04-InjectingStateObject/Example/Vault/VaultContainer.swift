import VaultCore

/// The app's dependencies as plain Swift: one stored or computed member per dependency.
///
/// 用普通 Swift 写的依赖容器：每个依赖是一个成员。它没有“注册”这一步，缺少或拼错的依赖根本编译不过——
/// 这正是 Resolver 的作者后来在 Factory 里采用的思路。作用域就是 Swift 本身的语义：
/// A container with no registration step: a missing or misspelled dependency does not compile, which is the idea
/// Resolver's author later built Factory on. Scopes are plain Swift semantics:
///
/// - `lazy var`: made on first use, then the same instance every time (a singleton for this container).
///   `lazy var`：第一次用到时创建，之后一直是同一个实例（对这个容器来说就是单例）。
/// - a method: a new instance on every call (unique).
///   方法：每次调用都得到新实例（unique）。
@MainActor
public final class VaultContainer {
  private let makeStorage: @MainActor () -> any SecureStorage

  /// Creates a container whose storage `makeStorage` makes on first use: 创建容器；存储在第一次用到时由 `makeStorage` 创建。
  public init(storage makeStorage: @escaping @MainActor () -> any SecureStorage = { InMemorySecureStorage() }) {
    self.makeStorage = makeStorage
  }

  /// The app's secure storage, shared: App 共享的安全存储。
  public private(set) lazy var storage: any SecureStorage = makeStorage()

  /// Who is logged in, shared by every screen: 所有界面共享的登录状态。
  public private(set) lazy var auth = AuthService()

  /// A new view model for one login screen, around the shared `auth`: 为一个登录界面新建的 ViewModel，使用共享的 `auth`。
  public func makeLoginViewModel() -> LoginViewModel {
    LoginViewModel(auth: auth)
  }

  /// A new model for editing note `noteID` in the shared storage: 为编辑第 `noteID` 条笔记新建的模型，使用共享的存储。
  public func makeNoteEditorModel(noteID: Int) -> NoteEditorModel {
    NoteEditorModel(noteID: noteID, storage: storage)
  }
}
