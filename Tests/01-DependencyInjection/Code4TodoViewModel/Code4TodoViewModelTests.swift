import Foundation
import GradingSupport
import Observation
import Testing
import TodoKit

@testable import DITodoViewModel

/// Grades code 4, one requirement per check. The view model is used through `ViewModelSurface`, so a class that lacks
/// `@MainActor` or `@Observable` still compiles here and loses only the check that asks for it.
/// 每项检查对应一个要求。测试通过 `ViewModelSurface` 使用 ViewModel，缺 `@MainActor` 或 `@Observable` 的类仍能编译，只丢对应的那一项。
/// Nothing waits on a clock: a load in flight is held by a gate the test opens.
/// 没有任何按时间的等待：进行中的读取由测试控制的“闸门”挡住。
@Suite("编程题 4：只依赖协议的 ViewModel / Code 4: a view model that depends only on the protocol")
@MainActor
struct Code4TodoViewModel {
  @Test("load() 显示仓库中的待办 / load() shows the repository's todos")
  func loadShowsRepositoryTodos() async {
    let stored = [Todo(title: "第一件 / First"), Todo(title: "第二件 / Second", isDone: true)]
    let repository = ScriptedTodoRepository(todos: stored)
    let viewModel: any ViewModelSurface = TodoListViewModel(repository: repository)
    #expect(viewModel.todos.isEmpty, "load() 之前 todos 应为空 / todos should be empty before load()")

    await viewModel.load()
    #expect(await repository.fetchCount >= 1, "load() 没有调用仓库的 fetchTodos() / load() did not call the repository's fetchTodos()")
    #expect(viewModel.todos == stored, "load() 之后 todos 应与仓库返回的一致（含顺序）/ after load(), todos should equal what the repository returned, in order")
  }

  @Test("读取进行中 isLoading 为 true，成功后回到 false / isLoading is true while a load is in flight and false after it succeeds")
  func isLoadingWhileLoading() async {
    let repository = GatedTodoRepository(todos: [Todo(title: "慢慢读 / Slow to load")])
    let viewModel: any ViewModelSurface = TodoListViewModel(repository: repository)
    #expect(!viewModel.isLoading, "还没开始读取时 isLoading 应为 false / isLoading should be false before any load")

    let during = await isLoadingDuringFetch(viewModel, repository: repository)
    #expect(during == true, "仓库还在读取时 isLoading 应为 true / isLoading should be true while the repository is fetching")
    #expect(!viewModel.isLoading, "读取成功结束后 isLoading 应回到 false / isLoading should be false again once a load has succeeded")
  }

  @Test("读取失败后 isLoading 也回到 false / isLoading goes back to false after a failed load too")
  func isLoadingResetAfterFailure() async {
    let repository = GatedTodoRepository(todos: [], fails: true)
    let viewModel: any ViewModelSurface = TodoListViewModel(repository: repository)

    let during = await isLoadingDuringFetch(viewModel, repository: repository)
    #expect(during == true, "仓库还在读取（之后会失败）时 isLoading 应为 true / isLoading should be true while the repository is fetching, even a fetch that then fails")
    #expect(!viewModel.isLoading, "读取失败后 isLoading 仍是 true：失败时也要把它恢复 / isLoading is still true after a failed load: it must be reset on failure as well")
  }

  @Test("读取、添加、删除、切换失败时设置 errorMessage / a failed load, add, delete or toggle sets errorMessage")
  func errorMessageSetOnFailure() async {
    let existing = Todo(title: "已有 / Existing")
    let failures: [(label: String, fail: ScriptedTodoRepository.Call, run: (any ViewModelSurface) async -> Void)] = [
      ("load()", .fetch, { await $0.load() }),
      ("add(_:)", .add, { await $0.add(Todo(title: "加不进去 / Cannot add")) }),
      ("delete(_:)", .delete, { await $0.delete(existing) }),
      ("toggle(_:)", .add, { await $0.toggle(existing) }),
    ]
    for failure in failures {
      // A fresh view model each time, so a message left by an earlier case cannot count. 每次用新的 ViewModel，之前留下的提示不算数。
      let repository = ScriptedTodoRepository(todos: [existing])
      let viewModel: any ViewModelSurface = TodoListViewModel(repository: repository)
      await repository.setFailures(fetch: failure.fail == .fetch, add: failure.fail == .add, delete: failure.fail == .delete)
      await failure.run(viewModel)
      let message = viewModel.errorMessage ?? ""
      let hasText = message.contains { !$0.isWhitespace }
      #expect(
        hasText,
        "\(failure.label) 失败后 errorMessage 应是一段非空文字 / after a failed \(failure.label), errorMessage should hold some text"
      )
    }
  }

  @Test("成功的读取或添加清除旧的 errorMessage / a successful load or add clears an old errorMessage")
  func errorMessageClearedOnSuccess() async {
    let repository = ScriptedTodoRepository(todos: [Todo(title: "已有 / Existing")])
    let model = TodoListViewModel(repository: repository)
    let viewModel: any ViewModelSurface = model

    for (label, succeed) in [("load()", { await viewModel.load() }), ("add(_:)", { await viewModel.add(Todo(title: "这次可以 / This one works")) })] {
      await leaveAnError(on: model, repository: repository)
      guard viewModel.errorMessage != nil else {
        Issue.record("无法让 errorMessage 出现（它不可写，读取失败也没有设置它），所以无法判断是否会被清除 / could not get an errorMessage to appear (it is not settable, and a failed load does not set it), so clearing it cannot be judged")
        return
      }
      await succeed()
      #expect(viewModel.errorMessage == nil, "成功的 \(label) 之后应把旧的 errorMessage 清为 nil / a successful \(label) should clear the old errorMessage to nil")
    }
  }

  @Test("添加、删除、切换先写入仓库，完成后再重新读取 / add, delete and toggle write to the repository, then reload")
  func addDeleteToggleReload() async {
    let repository = ScriptedTodoRepository()
    let viewModel: any ViewModelSurface = TodoListViewModel(repository: repository)
    let todo = Todo(title: "写测试 / Write tests")

    await viewModel.add(todo)
    // Read at once, before this test suspends: a reload that add(_:) did not wait for has not happened yet.
    // 在测试挂起之前立即读取：add(_:) 没有等待的重新读取此时还没发生。
    let shownAfterAdd = viewModel.todos
    #expect(await repository.todos == [todo], "add(_:) 应把待办交给仓库保存 / add(_:) should hand the todo to the repository")
    #expect(await repository.fetched(after: .add), "add(_:) 保存之后应重新读取（先保存、再读取）/ add(_:) should load() again after saving (save first, then read)")
    #expect(shownAfterAdd == [todo], "add(_:) 返回时 todos 应已包含新待办：等保存完成再重新读取，并等读取结束 / when add(_:) returns, todos should already show the new todo: reload after the save finishes, and wait for it")

    await viewModel.toggle(todo)
    let stored = await repository.todos
    #expect(stored.map(\.id) == [todo.id], "toggle(_:) 应通过仓库的 add(_:) 替换同一 id 的待办 / toggle(_:) should replace the todo with the same id through the repository's add(_:)")
    #expect(stored.first?.isDone == true, "toggle(_:) 应把 isDone 取反后保存 / toggle(_:) should save the todo with isDone flipped")
    #expect(await repository.fetched(after: .add), "toggle(_:) 保存之后应重新读取 / toggle(_:) should load() again after saving")

    await viewModel.delete(todo)
    #expect(await repository.todos.isEmpty, "delete(_:) 应让仓库删除该待办 / delete(_:) should have the repository remove the todo")
    #expect(await repository.fetched(after: .delete), "delete(_:) 删除之后应重新读取 / delete(_:) should load() again after deleting")
  }

  @Test("todos 和 isLoading 的变化会通知观察者 / changes to todos and isLoading notify observers")
  func notifiesObservers() async {
    let repository = ScriptedTodoRepository(todos: [Todo(title: "被观察 / Observed")])
    let viewModel: any ViewModelSurface = TodoListViewModel(repository: repository)

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
    #expect(todosChanged.isRaised, "load() 改变 todos 时没有通知观察者，视图不会刷新 / observers were not told that load() changed todos, so views would not refresh")
    #expect(loadingChanged.isRaised, "load() 改变 isLoading 时没有通知观察者 / observers were not told that load() changed isLoading")
  }

  @Test("ViewModel 隔离在主 actor 上 / the view model is isolated to the main actor")
  func isolatedToMainActor() {
    #expect(
      Code4Probe.isSendable(TodoListViewModel.self),
      "TodoListViewModel 没有隔离在主 actor 上：界面状态只能在主 actor 上修改 / TodoListViewModel is not isolated to the main actor: UI state must change only on the main actor"
    )
  }

  /// Leaves an error message on the view model: set directly when it is settable, else by a failed load.
  /// 让 ViewModel 带上一条错误提示：可写时直接设置，否则通过一次失败的读取。
  private func leaveAnError(on model: TodoListViewModel, repository: ScriptedTodoRepository) async {
    if !Code4Probe.setErrorMessage("上次的错误 / an earlier error", on: model) {
      await repository.setFailures(fetch: true)
      let surface: any ViewModelSurface = model
      await surface.load()
    }
    await repository.setFailures()
  }

  /// Starts a load, reads `isLoading` while the gated fetch is in flight, then lets the load finish.
  /// 开始一次读取，在被挡住的读取进行中读 `isLoading`，然后让读取结束。
  ///
  /// Returns `nil` (after recording why) when the load ended without ever fetching.
  /// 如果 load 从未读取就结束了，记录原因并返回 `nil`。
  private func isLoadingDuringFetch(_ viewModel: any ViewModelSurface, repository: GatedTodoRepository) async -> Bool? {
    let loading = Task { @MainActor in
      await viewModel.load()
      await repository.loadEnded()
    }
    let progress = await repository.waitForFetchOrLoadEnd()
    let during = viewModel.isLoading
    await repository.open()
    await loading.value
    guard progress == .fetchStarted else {
      Issue.record("load() 没有调用仓库的 fetchTodos() / load() did not call the repository's fetchTodos()")
      return nil
    }
    return during
  }
}
