import Foundation
import Observation
import TodoKit

// BEGIN GENERATED: requirements (swift run grader sync)
// di.code4 的要求（每条单独计分，分数四舍五入到 0.01）/ What di.code4 requires (each scored on its own; points rounded to 0.01):
// 1. load() 把仓库的待办按原顺序放进 todos。（1 分）
//    load() puts the repository's todos into todos, in the repository's order. (1 pt)
// 2. 仓库读取进行中 isLoading 为 true；读取之前和成功之后为 false。（1 分）
//    isLoading is true while the repository's fetch is in flight, and false before and after a successful load. (1 pt)
// 3. 读取失败的 load() 结束后，isLoading 也恢复为 false。（1 分）
//    isLoading is false again after a load whose fetch failed. (1 pt)
// 4. load、add、delete、toggle 失败时，errorMessage 被设为一条说明文字。（1 分）
//    A failed load, add, delete or toggle sets errorMessage to a message. (1 pt)
// 5. 成功的 load() 把 errorMessage 清为 nil。（1 分）
//    A successful load clears errorMessage to nil. (1 pt)
// 6. add、delete、toggle（把 isDone 取反，用仓库的 add 保存）先通过仓库完成，再重新 load，然后才返回。（1 分）
//    add, delete and toggle (isDone flipped, saved with the repository's add) go through the repository, then load again before returning. (1 pt)
// 7. ViewModel 标了 @Observable：状态变化时会通知观察者。（1 分）
//    The view model is @Observable: observers are told when its state changes. (1 pt)
// 8. ViewModel 隔离在主 actor 上（@MainActor）。（1 分）
//    The view model is isolated to the main actor (@MainActor). (1 pt)
// END GENERATED: requirements

/// The state behind a todo list screen, fed by an injected repository: 待办列表界面背后的状态，数据来自注入的仓库。
///
/// It holds only `any TodoRepository`, so previews and tests pass a mock and the app passes the real store.
/// 它只持有 `any TodoRepository`，预览和测试传入 Mock，App 传入真实存储。
/// Every change goes to the repository first and is then reloaded, so the list always shows what is stored.
/// 每次修改都先写入仓库再重新读取，列表因此总是显示仓库中真实保存的内容。
// SLIP-BEGIN mainActor
@MainActor
@Observable
public final class TodoListViewModel {
// SLIP-ELSE
// @Observable
// public final class TodoListViewModel {
// SLIP-END
  /// The todos to show, as last loaded from the repository: 要显示的待办，即最近一次从仓库读取的结果。
  public private(set) var todos: [Todo] = []  // SLIP observable: @ObservationIgnored public private(set) var todos: [Todo] = []

  /// Whether a load is in flight: 是否正在读取。
  public private(set) var isLoading = false  // SLIP observable: @ObservationIgnored public private(set) var isLoading = false

  /// A message for the user after a failed operation, or `nil`; a view may clear it once shown: 操作失败时的提示，没有错误时为 `nil`；界面显示后可将其清空。
  public var errorMessage: String?  // SLIP observable: @ObservationIgnored public var errorMessage: String?

  private let repository: any TodoRepository

  /// How many loads are running, so overlapping loads keep `isLoading` true until the last one ends: 正在进行的读取次数，重叠读取时直到最后一个结束 `isLoading` 才变回 false。
  @ObservationIgnored private var loadsInFlight = 0

  /// Creates a view model that reads and writes through `repository`: 创建通过 `repository` 读写数据的视图模型。
  public init(repository: any TodoRepository) {
    self.repository = repository
  }

  /// Loads the todos from the repository, clearing `errorMessage` on success: 从仓库读取待办，成功时清除 `errorMessage`。
  public func load() async {
    loadsInFlight += 1
    isLoading = true  // SLIP loadingWhileInFlight:
    defer {
      loadsInFlight -= 1
      isLoading = loadsInFlight > 0
    }
    do {
      todos = try await repository.fetchTodos()
      errorMessage = nil  // SLIP clearsErrorOnSuccess:
      // SLIP-BEGIN showsTodos
      // SLIP-ELSE
      // todos.reverse()
      // SLIP-END
    } catch {
      errorMessage = "加载失败 / Could not load the todos: \(error.localizedDescription)"  // SLIP setsErrorOnFailure:
      // SLIP-BEGIN loadingResetOnFailure
      // SLIP-ELSE
      // loadsInFlight += 1
      // SLIP-END
    }
  }

  /// Saves a todo, new or changed (the repository replaces the same `id`), then reloads: 保存一条新的或修改过的待办（仓库会替换相同 `id`），然后重新读取。
  public func add(_ todo: Todo) async {
    do {
      try await repository.add(todo)
    } catch {
      errorMessage = "保存失败 / Could not save “\(todo.title)”: \(error.localizedDescription)"
      return
    }
    await load()
  }

  /// Deletes a todo by its `id`, then reloads: 按 `id` 删除一条待办，然后重新读取。
  public func delete(_ todo: Todo) async {
    do {
      try await repository.delete(todo)
    } catch {
      errorMessage = "删除失败 / Could not delete “\(todo.title)”: \(error.localizedDescription)"
      return
    }
    await load()
  }

  /// Flips a todo between done and not done, saves it through `add(_:)`, then reloads: 切换待办的完成状态，经 `add(_:)` 保存后重新读取。
  public func toggle(_ todo: Todo) async {
    var changed = todo
    changed.isDone.toggle()  // SLIP writesThenReloads:
    await add(changed)
  }
}
