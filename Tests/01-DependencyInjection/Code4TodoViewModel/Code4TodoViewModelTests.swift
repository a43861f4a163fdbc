import Foundation
import GradingSupport
import Observation
import Testing
import TodoKit

@testable import DITodoViewModel

@Suite("编程题 4：只依赖协议的 ViewModel / Code 4: a view model that depends only on the protocol")
@MainActor
struct Code4TodoViewModel {
  @Test("load() 显示仓库中的待办 / load() shows the repository's todos")
  func loadShowsRepositoryTodos() async {
    let stored = [Todo(title: "第一件 / First"), Todo(title: "第二件 / Second", isDone: true)]
    let repository = ScriptedTodoRepository(todos: stored)
    let viewModel = TodoListViewModel(repository: repository)
    #expect(viewModel.todos.isEmpty, "load() 之前 todos 应为空 / todos should be empty before load()")

    await viewModel.load()
    #expect(await repository.fetchCount >= 1, "load() 没有调用仓库的 fetchTodos() / load() did not call the repository's fetchTodos()")
    #expect(viewModel.todos == stored, "load() 之后 todos 应与仓库返回的一致（含顺序）/ after load(), todos should equal what the repository returned, in order")
    #expect(viewModel.errorMessage == nil, "读取成功时 errorMessage 应为 nil / errorMessage should be nil after a successful load")
    #expect(!viewModel.isLoading, "load() 结束后 isLoading 应为 false / isLoading should be false once load() returns")
  }

  @Test("isLoading 只在读取进行中为 true / isLoading is true only while a load is in flight")
  func isLoadingOnlyWhileLoading() async {
    let stored = [Todo(title: "慢慢读 / Slow to load")]
    let repository = GatedTodoRepository(todos: stored)
    let viewModel = TodoListViewModel(repository: repository)
    #expect(!viewModel.isLoading, "还没开始读取时 isLoading 应为 false / isLoading should be false before any load")

    let finished = FlagBox()
    Task {
      await viewModel.load()
      finished.raise()
    }

    let fetchStarted = await waitUntil { await repository.fetchCalls > 0 }
    guard fetchStarted else {
      Issue.record("load() 在 2 秒内没有调用仓库的 fetchTodos() / load() did not call the repository's fetchTodos() within 2 seconds")
      await repository.open()
      return
    }
    #expect(viewModel.isLoading, "仓库还在读取时 isLoading 应为 true：在等待 fetchTodos() 之前设置它 / isLoading should be true while the repository is fetching: set it before awaiting fetchTodos()")

    await repository.open()
    let loadEnded = await waitUntil { finished.isRaised }
    #expect(loadEnded, "fetchTodos() 返回后 load() 在 2 秒内没有结束 / load() did not finish within 2 seconds after fetchTodos() returned")
    #expect(!viewModel.isLoading, "读取结束后 isLoading 应恢复为 false（可以用 defer）/ isLoading should go back to false when the load ends (defer helps)")
    #expect(viewModel.todos == stored, "读取结束后 todos 应为仓库返回的待办 / after the load, todos should hold what the repository returned")
  }

  @Test("失败时设置 errorMessage，成功时清除 / errorMessage is set on failure and cleared on success")
  func errorMessageOnFailureClearedOnSuccess() async {
    let existing = Todo(title: "已有 / Existing")
    let repository = ScriptedTodoRepository(todos: [existing])
    let viewModel = TodoListViewModel(repository: repository)

    await repository.setFailures(fetch: true)
    await viewModel.load()
    #expect(hasMessage(viewModel), "读取失败后 errorMessage 应是一段非空文字 / after a failed load, errorMessage should hold some text")

    await repository.setFailures()
    await viewModel.load()
    #expect(viewModel.errorMessage == nil, "之后读取成功时应把 errorMessage 清为 nil / a later successful load should clear errorMessage to nil")
    #expect(viewModel.todos == [existing], "读取成功后 todos 应为仓库中的待办 / after a successful load, todos should hold the repository's todos")

    await repository.setFailures(add: true)
    await viewModel.add(Todo(title: "加不进去 / Cannot add"))
    #expect(hasMessage(viewModel), "add(_:) 失败后 errorMessage 应是一段非空文字 / after a failed add(_:), errorMessage should hold some text")

    await repository.setFailures()
    await viewModel.load()
    await repository.setFailures(delete: true)
    await viewModel.delete(existing)
    #expect(hasMessage(viewModel), "delete(_:) 失败后 errorMessage 应是一段非空文字 / after a failed delete(_:), errorMessage should hold some text")

    await repository.setFailures()
    await viewModel.load()
    await repository.setFailures(add: true)
    await viewModel.toggle(existing)
    #expect(hasMessage(viewModel), "toggle(_:) 保存失败后 errorMessage 应是一段非空文字 / after toggle(_:) fails to save, errorMessage should hold some text")

    await repository.setFailures()
    await viewModel.add(Todo(title: "这次可以 / This one works"))
    #expect(viewModel.errorMessage == nil, "成功的 add(_:) 重新读取后应清除 errorMessage / a successful add(_:) should clear errorMessage when it reloads")
  }

  @Test("添加、删除、切换后都写入仓库并重新读取 / add, delete and toggle write to the repository and reload")
  func addDeleteToggleReload() async throws {
    let repository = ScriptedTodoRepository()
    let viewModel = TodoListViewModel(repository: repository)
    let todo = Todo(title: "写测试 / Write tests")

    await viewModel.add(todo)
    // Later steps need the todo in the repository, so stop here if it is missing. 后续步骤依赖这条待办，缺失时就此停止。
    try #require(await repository.todos == [todo], "add(_:) 应把待办交给仓库保存 / add(_:) should hand the todo to the repository")
    #expect(await repository.fetchCount >= 1, "add(_:) 成功后应重新 load() / add(_:) should load() again after saving")
    #expect(viewModel.todos == [todo], "add(_:) 之后 todos 应包含新待办 / after add(_:), todos should contain the new todo")

    let fetchesBeforeToggle = await repository.fetchCount
    await viewModel.toggle(todo)
    let stored = await repository.todos
    #expect(stored.count == 1, "toggle(_:) 应替换同一 id 的待办，而不是新增一条 / toggle(_:) should replace the todo with the same id, not add another")
    #expect(stored.first?.id == todo.id, "toggle(_:) 不应改变待办的 id / toggle(_:) must keep the todo's id")
    #expect(stored.first?.isDone == true, "toggle(_:) 应把 isDone 取反并通过仓库的 add(_:) 保存 / toggle(_:) should flip isDone and save it with the repository's add(_:)")
    #expect(await repository.fetchCount > fetchesBeforeToggle, "toggle(_:) 保存后应重新 load() / toggle(_:) should load() again after saving")
    #expect(viewModel.todos.first?.isDone == true, "toggle(_:) 之后 todos 应显示已完成 / after toggle(_:), todos should show the todo as done")

    let fetchesBeforeDelete = await repository.fetchCount
    await viewModel.delete(todo)
    #expect(await repository.todos.isEmpty, "delete(_:) 应让仓库删除该待办 / delete(_:) should have the repository remove the todo")
    #expect(await repository.fetchCount > fetchesBeforeDelete, "delete(_:) 成功后应重新 load() / delete(_:) should load() again after deleting")
    #expect(viewModel.todos.isEmpty, "delete(_:) 之后 todos 应为空 / after delete(_:), todos should be empty")
  }

  @Test("todos 和 isLoading 的变化会通知观察者 / changes to todos and isLoading notify observers")
  func notifiesObservers() async {
    let repository = ScriptedTodoRepository(todos: [Todo(title: "被观察 / Observed")])
    let viewModel = TodoListViewModel(repository: repository)

    let todosChanged = FlagBox()
    withObservationTracking {
      _ = viewModel.todos
    } onChange: {
      todosChanged.raise()
    }
    let loadingChanged = FlagBox()
    withObservationTracking {
      _ = viewModel.isLoading
    } onChange: {
      loadingChanged.raise()
    }

    await viewModel.load()
    #expect(todosChanged.isRaised, "load() 改变 todos 时没有通知观察者：类要标注 @Observable / observers were not told that load() changed todos: mark the class @Observable")
    #expect(loadingChanged.isRaised, "load() 改变 isLoading 时没有通知观察者 / observers were not told that load() changed isLoading")
  }

  /// Whether the view model shows a non-blank error message: ViewModel 是否显示了非空的错误提示。
  private func hasMessage(_ viewModel: TodoListViewModel) -> Bool {
    guard let message = viewModel.errorMessage else { return false }
    return !message.allSatisfy(\.isWhitespace)
  }
}
