import Foundation
import GradingSupport
import Observation
import Testing
import TodoKit

@testable import DITodoViewModel

/// Grades code 4, one requirement per check; no check's setup needs another requirement (the failure check of isLoading
/// does not ask it to have been true, the clearing check leaves its error by setting errorMessage).
/// 每项检查的准备都不依赖另一个要求。 The view model is used through `ViewModelSurface`, so a class that lacks
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
    let fetches = await repository.fetchCount
    #expect(fetches >= 1, "load() 返回时，仓库没有记录到任何一次 fetchTodos() 调用 / when load() returned, the repository had recorded no fetchTodos() call")
    #expect(viewModel.todos == stored, "仓库里有 \(stored.count) 条待办，load() 返回后 todos 有 \(viewModel.todos.count) 条，与仓库返回的（及其顺序）不同 / the repository held \(stored.count) todos; after load() returned, todos held \(viewModel.todos.count) that differ from what it returned, or from its order")
  }

  @Test("读取进行中 isLoading 为 true，成功后回到 false / isLoading is true while a load is in flight and false after it succeeds")
  func isLoadingWhileLoading() async {
    let repository = GatedTodoRepository(todos: [Todo(title: "慢慢读 / Slow to load")])
    let viewModel: any ViewModelSurface = TodoListViewModel(repository: repository)
    #expect(!viewModel.isLoading, "新建的 ViewModel 还没有读取，isLoading 却是 true / a new view model that has not loaded yet had isLoading true")

    let during = await isLoadingDuringFetch(viewModel, repository: repository)
    if let during {
      #expect(during, "仓库的 fetchTodos() 开始、还没返回时，isLoading 是 false，应为 true / while the repository's fetchTodos() had started and not yet returned, isLoading was false; it should be true")
    }
    #expect(!viewModel.isLoading, "一次成功的 load() 返回后，isLoading 仍是 true，应回到 false / after a successful load() returned, isLoading was still true; it should be false again")
  }

  @Test("读取失败后 isLoading 也回到 false / isLoading goes back to false after a failed load too")
  func isLoadingResetAfterFailure() async {
    let repository = GatedTodoRepository(todos: [], fails: true)
    let viewModel: any ViewModelSurface = TodoListViewModel(repository: repository)

    // Whether isLoading was true during the fetch is the other requirement's: this check judges only the end.
    // 读取期间 isLoading 是否为 true 属于另一个要求；这里只判断结束之后。
    guard await isLoadingDuringFetch(viewModel, repository: repository) != nil else { return }
    #expect(!viewModel.isLoading, "仓库的 fetchTodos() 抛出错误、load() 返回之后，isLoading 是 true，应为 false / after the repository's fetchTodos() threw and load() returned, isLoading was true; it should be false")
  }

  @Test("读取、添加、删除、切换失败时设置 errorMessage / a failed load, add, delete or toggle sets errorMessage")
  func errorMessageSetOnFailure() async {
    let existing = Todo(title: "已有 / Existing")
    // `run` is main-actor isolated, so calling it sends nothing: a class that isolates only its members to the main
    // actor (not the type) is not Sendable, and a nonisolated `run` would not compile with it.
    // `run` 隔离在主 actor 上，调用它不跨越隔离：只在成员上标 @MainActor（而不是类型）的类不满足 Sendable，否则这里编译不过。
    let failures: [(label: String, fail: ScriptedTodoRepository.Call, run: @MainActor (any ViewModelSurface) async -> Void)] = [
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
        "仓库让 \(failure.label) 用到的调用抛出错误，\(failure.label) 返回后 errorMessage 是 \(viewModel.errorMessage == nil ? "nil" : "空白 / blank")，应是一段文字 / with the repository call that \(failure.label) makes throwing, errorMessage was \(viewModel.errorMessage == nil ? "nil" : "blank") after \(failure.label) returned; it should hold some text"
      )
    }
  }

  @Test("成功的读取清除旧的 errorMessage / a successful load clears an old errorMessage")
  func errorMessageClearedOnSuccess() async {
    let repository = ScriptedTodoRepository(todos: [Todo(title: "已有 / Existing")])
    let model = TodoListViewModel(repository: repository)
    let viewModel: any ViewModelSurface = model

    await leaveAnError(on: model, repository: repository)
    guard viewModel.errorMessage != nil else {
      Testing.Issue.record("无法让 errorMessage 出现（它不可写，一次失败的 load() 之后也是 nil），所以无法判断它是否会被清除 / could not get an errorMessage to appear (it is not settable, and it was nil after a failed load()), so whether it is cleared could not be judged")
      return
    }
    await viewModel.load()
    #expect(viewModel.errorMessage == nil, "errorMessage 有旧的提示时做了一次成功的 load()，返回后 errorMessage 仍不是 nil / with an old message in errorMessage, a successful load() returned and errorMessage was still not nil")
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
    #expect(await repository.todos == [todo], "add(_:) 返回后，仓库里保存的不是正好这一条待办 / after add(_:) returned, the repository did not hold exactly that todo")
    #expect(await repository.fetched(after: .add), "add(_:) 返回时，仓库记录到的调用里，最后一次 add 之后没有 fetchTodos() / when add(_:) returned, the repository had recorded no fetchTodos() after its last add")
    #expect(shownAfterAdd == [todo], "add(_:) 刚返回时 todos 有 \(shownAfterAdd.count) 条，不是仓库里保存的那一条 / right when add(_:) returned, todos held \(shownAfterAdd.count) todos, not the one the repository held")

    await viewModel.toggle(todo)
    let stored = await repository.todos
    #expect(stored.map(\.id) == [todo.id], "toggle(_:) 返回后，仓库里有 \(stored.count) 条待办，不是原位替换后的同一 id 的一条 / after toggle(_:) returned, the repository held \(stored.count) todos, not the one todo of that id replaced in place")
    #expect(stored.first?.isDone == true, "toggle(_:) 一条未完成的待办后，仓库里它的 isDone 不是 true / after toggle(_:) of a todo that was not done, the repository did not hold it with isDone true")
    #expect(await repository.fetched(after: .add), "toggle(_:) 返回时，仓库记录到的调用里，最后一次 add 之后没有 fetchTodos() / when toggle(_:) returned, the repository had recorded no fetchTodos() after its last add")

    await viewModel.delete(todo)
    #expect(await repository.todos.isEmpty, "delete(_:) 返回后，仓库里仍有这条待办 / after delete(_:) returned, the repository still held the todo")
    #expect(await repository.fetched(after: .delete), "delete(_:) 返回时，仓库记录到的调用里，最后一次 delete 之后没有 fetchTodos() / when delete(_:) returned, the repository had recorded no fetchTodos() after its last delete")
  }

  @Test("状态的变化会通知观察者 / changes to its state notify observers")
  func notifiesObservers() async {
    let repository = ScriptedTodoRepository(todos: [Todo(title: "被观察 / Observed")])
    let model = TodoListViewModel(repository: repository)
    let viewModel: any ViewModelSurface = model

    // Any of the three properties will do, so this check does not depend on how load() changes each of them.
    // 三个属性中任何一个的变化都算，所以这项检查不依赖 load() 具体怎样修改它们。
    let changed = FlagBox()
    withObservationTracking {
      _ = viewModel.todos
      _ = viewModel.isLoading
      _ = viewModel.errorMessage
    } onChange: {
      changed.raise()
    }

    await viewModel.load()
    _ = Code4Probe.setErrorMessage("观察 / observed", on: model)
    #expect(changed.isRaised, "用 withObservationTracking 读了 todos、isLoading 和 errorMessage，然后 load()（仓库里有一条待办）并设置 errorMessage，观察者没有收到任何变化通知 / after reading todos, isLoading and errorMessage inside withObservationTracking, then load() (one todo in the repository) and setting errorMessage, observers were told of no change")
  }

  @Test("ViewModel 隔离在主 actor 上 / the view model is isolated to the main actor")
  func isolatedToMainActor() {
    #expect(
      Code4Probe.isSendable(TodoListViewModel.self),
      "TodoListViewModel 不满足 Sendable：有可变状态的类只有隔离在某个 actor（例如 @MainActor）上才满足，所以它没有隔离在主 actor 上 / TodoListViewModel is not Sendable, which a class with mutable state is only when an actor such as @MainActor isolates it, so it is not isolated to the main actor"
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
    let loading = _Concurrency.Task { @MainActor in
      await viewModel.load()
      await repository.loadEnded()
    }
    let progress = await repository.waitForFetchOrLoadEnd()
    let during = viewModel.isLoading
    await repository.open()
    await loading.value
    guard progress == .fetchStarted else {
      Testing.Issue.record("load() 返回时，仓库的 fetchTodos() 一次也没有开始 / when load() returned, the repository's fetchTodos() had not started once")
      return nil
    }
    return during
  }
}
