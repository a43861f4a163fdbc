// Alternative: every change goes through one private perform helper taking an async closure; load reads into a Result.
import Foundation
import Observation
import TodoKit

@MainActor
@Observable
public final class TodoListViewModel {
  public private(set) var todos: [Todo] = []
  public private(set) var isLoading = false
  public var errorMessage: String?

  private let repository: any TodoRepository

  public init(repository: any TodoRepository) {
    self.repository = repository
  }

  public func load() async {
    isLoading = true
    let result: Result<[Todo], any Error>
    do {
      result = .success(try await repository.fetchTodos())
    } catch {
      result = .failure(error)
    }
    isLoading = false
    switch result {
    case .success(let loaded):
      todos = loaded
      errorMessage = nil
    case .failure(let error):
      errorMessage = "加载失败 / Loading failed (\(error))"
    }
  }

  public func add(_ todo: Todo) async {
    await perform("添加 / add") { repository in try await repository.add(todo) }
  }

  public func delete(_ todo: Todo) async {
    await perform("删除 / delete") { repository in try await repository.delete(todo) }
  }

  public func toggle(_ todo: Todo) async {
    var changed = todo
    changed.isDone = !todo.isDone
    await perform("更新 / update") { repository in try await repository.add(changed) }
  }

  /// Runs one change against the repository and reloads, or records why it failed.
  private func perform(_ what: String, _ change: (any TodoRepository) async throws -> Void) async {
    do {
      try await change(repository)
    } catch {
      errorMessage = "\(what) 失败 / failed: \(error)"
      return
    }
    await load()
  }
}
