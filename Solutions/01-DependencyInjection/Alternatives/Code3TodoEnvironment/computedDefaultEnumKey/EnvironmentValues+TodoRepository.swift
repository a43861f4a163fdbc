// Alternative: an enum key (named apart from the reference's solution-only TodoRepositoryKey.swift) whose defaultValue is a computed property making a new SampleTodoRepository each time.
import SwiftUI
import TodoKit

/// The key the todo repository is stored under; with nothing injected, views get sample todos.
enum TodoStoreKey: EnvironmentKey {
  static var defaultValue: any TodoRepository { SampleTodoRepository() }
}

extension EnvironmentValues {
  /// The repository that views read with `@Environment(\.todoRepository)`: 视图通过 `@Environment(\.todoRepository)` 读取的仓库。
  public var todoRepository: any TodoRepository {
    get { self[TodoStoreKey.self] }
    set { self[TodoStoreKey.self] = newValue }
  }
}
