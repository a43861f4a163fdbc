import Foundation
import Testing
import TodoKit

import DITestSubject

/// A test double: returns the todos it was given, or fails while `shouldFail` is true: 测试替身：返回给定的待办，`shouldFail` 为 true 时失败。
actor MockTodoRepository: TodoRepository {
  private var todos: [Todo]
  private var shouldFail: Bool

  init(todos: [Todo] = [], shouldFail: Bool = false) {
    self.todos = todos
    self.shouldFail = shouldFail
  }

  /// Makes every later call fail or succeed: 让之后的调用失败或成功。
  func setShouldFail(_ value: Bool) {
    shouldFail = value
  }

  func fetchTodos() async throws -> [Todo] {
    if shouldFail { throw URLError(.notConnectedToInternet) }
    return todos
  }

  func add(_ todo: Todo) async throws {
    if shouldFail { throw URLError(.notConnectedToInternet) }
    todos.append(todo)
  }

  func delete(_ todo: Todo) async throws {
    if shouldFail { throw URLError(.notConnectedToInternet) }
    todos.removeAll { $0.id == todo.id }
  }
}

/// The four behaviours the exercise asks for, each in its own test: 题目要求的四种行为，各写一个测试。
@MainActor
@Suite("TodoListViewModel 的测试 / Tests of TodoListViewModel")
struct TodoListViewModelTests {
  @Test("读取成功时显示仓库里的待办 / a successful load shows the repository's todos")
  func loadShowsTheRepositorysTodos() async {
    let stored = [Todo(title: "写测试 / Write tests"), Todo(title: "注入 Mock / Inject a mock", isDone: true)]
    let viewModel = TodoListViewModel(repository: MockTodoRepository(todos: stored))

    await viewModel.load()

    #expect(viewModel.todos == stored)
    #expect(viewModel.errorMessage == nil)
    #expect(viewModel.isLoading == false)
  }

  @Test("读取失败时设置错误提示，isLoading 回到 false / a failed load sets the error message and stops loading")
  func failedLoadSetsTheErrorMessage() async {
    let viewModel = TodoListViewModel(repository: MockTodoRepository(shouldFail: true))

    await viewModel.load()

    #expect(viewModel.errorMessage != nil)
    #expect(viewModel.isLoading == false)
    #expect(viewModel.todos.isEmpty)
  }

  @Test("添加之后重新读取 / add reloads the list")
  func addReloads() async {
    let viewModel = TodoListViewModel(repository: MockTodoRepository())
    let todo = Todo(title: "新待办 / New todo")

    await viewModel.add(todo)

    #expect(viewModel.todos == [todo])
  }

  @Test("成功的读取清除之前的错误提示 / a successful load clears an earlier error message")
  func successfulLoadClearsTheErrorMessage() async {
    let repository = MockTodoRepository(todos: [Todo(title: "已有 / Existing")], shouldFail: true)
    let viewModel = TodoListViewModel(repository: repository)
    await viewModel.load()
    #expect(viewModel.errorMessage != nil)

    await repository.setShouldFail(false)
    await viewModel.load()

    #expect(viewModel.errorMessage == nil)
  }
}
