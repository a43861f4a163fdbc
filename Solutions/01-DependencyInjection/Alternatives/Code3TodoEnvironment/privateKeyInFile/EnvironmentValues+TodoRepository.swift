// Alternative: a private key declared in this file, defaulting to an empty SampleTodoRepository.
import SwiftUI
import TodoKit

/// The key under which the todo repository is stored: 保存待办仓库所用的键。
private struct EmptyTodoRepositoryKey: EnvironmentKey {
  static let defaultValue: any TodoRepository = SampleTodoRepository(todos: [])
}

extension EnvironmentValues {
  /// The repository that views read with `@Environment(\.todoRepository)`: 视图读取的仓库。
  public var todoRepository: any TodoRepository {
    get { self[EmptyTodoRepositoryKey.self] }
    set { self[EmptyTodoRepositoryKey.self] = newValue }
  }
}
