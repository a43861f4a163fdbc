import Foundation
import Observation
import TodoKit

// 编程题 4：只依赖协议的 @MainActor @Observable ViewModel
// Code 4: a @MainActor @Observable view model that depends only on the protocol
//
// 仓库从 init 传入（依赖注入），ViewModel 不知道数据来自网络、文件还是 Mock。
// The repository comes in through init (dependency injection); the view model does not know
// whether the data comes from a network, a file or a mock.
//
// TODO: 给类加上 `@MainActor`（界面状态只在主 actor 上修改）和 `@Observable`（状态变化时视图自动刷新），
//   再实现下面的每个方法，满足下面列出的要求。
// TODO: mark the class `@MainActor` (UI state changes only on the main actor) and `@Observable` (views refresh
//   when the state changes), then implement each method below to meet the requirements listed below.
//
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
//
// 测试通过上面写出的成员使用它：todos、isLoading、errorMessage、load()、add(_:)、delete(_:)、toggle(_:) 和
// init(repository:)。请保留它们的名字和签名，并让它保持是类（不是 actor）。
// The tests use it through the members written out below: todos, isLoading, errorMessage, load(), add(_:),
// delete(_:), toggle(_:) and init(repository:). Keep their names and signatures, and keep it a class (not an actor).
//
// 检查 / Check:  swift run grader --question di.code4

/// The state behind a todo list screen, fed by an injected repository: 待办列表界面背后的状态，数据来自注入的仓库。
public final class TodoListViewModel {
  /// The todos to show, as last loaded from the repository: 要显示的待办，即最近一次从仓库读取的结果。
  public private(set) var todos: [Todo] = []

  /// Whether a load is in flight: 是否正在读取。
  public private(set) var isLoading = false

  /// A message for the user after a failed operation, or `nil`: 操作失败时给用户看的提示，没有错误时为 `nil`。
  public var errorMessage: String?

  private let repository: any TodoRepository

  /// Creates a view model that reads and writes through `repository`: 创建通过 `repository` 读写数据的视图模型。
  public init(repository: any TodoRepository) {
    self.repository = repository
  }

  /// Loads the todos from the repository: 从仓库读取待办。
  public func load() async {
    // TODO
  }

  /// Saves a todo (new or changed), then reloads: 保存一条待办（新的或修改过的），然后重新读取。
  public func add(_ todo: Todo) async {
    // TODO
  }

  /// Deletes a todo, then reloads: 删除一条待办，然后重新读取。
  public func delete(_ todo: Todo) async {
    // TODO
  }

  /// Flips a todo between done and not done, saves it, then reloads: 切换待办的完成状态并保存，然后重新读取。
  public func toggle(_ todo: Todo) async {
    // TODO
  }
}
