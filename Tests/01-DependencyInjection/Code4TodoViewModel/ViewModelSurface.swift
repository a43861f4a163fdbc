import TodoKit

@testable import DITodoViewModel

/// What the suite uses of `TodoListViewModel`, declared on the main actor so the suite compiles with or without the
/// class's own `@MainActor`.
///
/// 测试用到的 `TodoListViewModel` 成员，声明在主 actor 上：无论类本身有没有标 `@MainActor`，这套测试都能编译。
/// Without this, a class missing only `@MainActor` would not compile with the suite ("sending 'viewModel' risks
/// causing data races") and lose every check; now it loses only the check that asks for `@MainActor`.
/// 否则只缺 `@MainActor` 的类会和测试一起编译失败，丢掉所有检查；现在只丢要求 `@MainActor` 的那一项。
@MainActor
protocol ViewModelSurface: AnyObject {
  var todos: [Todo] { get }
  var isLoading: Bool { get }
  var errorMessage: String? { get }
  func load() async
  func add(_ todo: Todo) async
  func delete(_ todo: Todo) async
  func toggle(_ todo: Todo) async
}

extension TodoListViewModel: ViewModelSurface {}

/// Questions about the student's type that compile whatever the answer is: 关于学生类型的提问，无论答案如何都能编译。
enum Code4Probe {
  /// Sets the view model's `errorMessage` when the student left it settable, and reports whether that was possible.
  /// 如果学生让 `errorMessage` 可写，就设置它，并返回能否设置。
  @MainActor
  static func setErrorMessage(_ message: String?, on viewModel: TodoListViewModel) -> Bool {
    guard let path = (\TodoListViewModel.errorMessage as AnyKeyPath) as? ReferenceWritableKeyPath<TodoListViewModel, String?> else {
      return false
    }
    viewModel[keyPath: path] = message
    return true
  }

  /// Whether `T` is `Sendable`; a class with mutable state is only when an actor such as the main actor isolates it.
  /// 判断 `T` 是否满足 `Sendable`；有可变状态的类只有被某个 actor（例如主 actor）隔离时才满足。
  static func isSendable<T: Sendable>(_: T.Type) -> Bool { true }
  static func isSendable<T>(_: T.Type) -> Bool { false }
}
