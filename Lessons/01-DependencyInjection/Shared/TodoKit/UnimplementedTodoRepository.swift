import KitSupport

/// A repository whose every method throws `NotImplemented`, for stubs that have nothing real to return yet: 每个方法都抛出 `NotImplemented` 的仓库，供尚无真实实现的桩代码使用。
///
/// Stubs return it instead of crashing, so an unfinished exercise fails its checks without stopping the others.
/// 桩代码返回它而不是让程序崩溃，这样没完成的练习只会让自己的检查失败，不会拖累其他练习。
public struct UnimplementedTodoRepository: TodoRepository {
  /// The unfinished code that the thrown errors name, such as `"EnvironmentValues.todoRepository"`: 错误信息中指明的未完成代码。
  public let owner: String

  /// Creates the repository; `owner` names the code the student still has to write: 创建仓库；`owner` 指明学生还要完成的代码。
  public init(_ owner: String = "TodoRepository") {
    self.owner = owner
  }

  public func fetchTodos() async throws -> [Todo] {
    throw NotImplemented("\(owner).fetchTodos()")
  }

  public func add(_ todo: Todo) async throws {
    throw NotImplemented("\(owner).add(_:)")
  }

  public func delete(_ todo: Todo) async throws {
    throw NotImplemented("\(owner).delete(_:)")
  }
}
