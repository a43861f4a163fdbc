import Foundation
import Observation
import TodoKit

/// The view model whose tests the student writes: a todo list fed by an injected `TodoRepository`.
///
/// 学生为它写测试的 ViewModel：数据来自注入的 `TodoRepository` 的待办列表。
/// This is the reference behaviour the tests must accept; the instructor's edition also holds faulty versions of it,
/// which good tests reject. 这是测试必须接受的正确行为；教师版里还有它的若干故障版本，好的测试会发现它们。
@MainActor
@Observable
public final class TodoListViewModel {
  /// The todos to show, as last loaded from the repository: 要显示的待办，即最近一次从仓库读取的结果。
  public private(set) var todos: [Todo] = []

  /// Whether a load is in flight: 是否正在读取。
  public private(set) var isLoading = false

  /// A message for the user after a failed load or add, `nil` after a successful load: 读取或添加失败后的提示；读取成功后为 `nil`。
  public private(set) var errorMessage: String?

  private let repository: any TodoRepository

  /// Creates a view model that reads and writes through `repository`: 创建通过 `repository` 读写数据的视图模型。
  public init(repository: any TodoRepository) {
    self.repository = repository
  }

  /// Loads the todos; on success clears `errorMessage`, on failure sets it; `isLoading` is false again either way.
  /// 读取待办：成功时清除 `errorMessage`，失败时设置它；无论哪种结果，`isLoading` 最后都回到 false。
  public func load() async {
    isLoading = true
    // FAULT isLoadingStuck
    if Fault.isActive("isLoadingStuck") {
      if let loaded = await attempt("加载失败 / Could not load the todos", { try await self.repository.fetchTodos() }) {
        todos = loaded
        errorMessage = nil
        isLoading = false
      }
      return
    }
    // END FAULT
    defer { isLoading = false }
    // FAULT swallowsError
    if Fault.isActive("swallowsError") {
      if let loaded = try? await repository.fetchTodos() {
        todos = loaded
        errorMessage = nil
      }
      return
    }
    // END FAULT
    guard let loaded = await attempt("加载失败 / Could not load the todos", { try await self.repository.fetchTodos() })
    else { return }
    todos = loaded
    // FAULT keepsStaleError
    if Fault.isActive("keepsStaleError") { return }
    // END FAULT
    errorMessage = nil
  }

  /// Saves a todo, then, once the save has finished, reloads; a failed save sets `errorMessage`.
  /// 保存一条待办，保存完成之后再重新读取；保存失败时设置 `errorMessage`。
  public func add(_ todo: Todo) async {
    // FAULT reloadsBeforeAdd
    if Fault.isActive("reloadsBeforeAdd") {
      await load()
      _ = await attempt("保存失败 / Could not save “\(todo.title)”", { try await self.repository.add(todo) })
      return
    }
    // END FAULT
    let saved = await attempt("保存失败 / Could not save “\(todo.title)”", { try await self.repository.add(todo) }) != nil
    // FAULT skipsReload
    if Fault.isActive("skipsReload") { return }
    // END FAULT
    if saved { await load() }
  }

  /// Runs `operation`; when it throws, sets `errorMessage` to `failure` and the error's description and returns nil.
  /// 运行 `operation`；它抛出错误时，把 `errorMessage` 设为 `failure` 加上错误说明，并返回 nil。
  private func attempt<Value>(_ failure: String, _ operation: () async throws -> Value) async -> Value? {
    do {
      return try await operation()
    } catch {
      errorMessage = "\(failure): \(error.localizedDescription)"
      return nil
    }
  }
}
