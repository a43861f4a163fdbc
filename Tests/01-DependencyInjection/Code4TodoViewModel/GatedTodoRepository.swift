import TodoKit

/// A repository whose fetch stays suspended until the test opens the gate, so the test can look at a load in flight.
///
/// 读取会一直挂起、直到测试“开闸”的仓库，测试因此能观察进行中的读取。
/// Nothing here waits on a clock: the test waits until the fetch has started or the load has ended, whichever comes
/// first, so a view model that never fetches ends the wait instead of hanging it.
/// 这里没有任何按时间的等待：测试等到“读取开始”或“load 结束”两者之一发生；从不读取的 ViewModel 会结束等待，而不是卡住。
actor GatedTodoRepository: TodoRepository {
  /// What the test learns while it waits: 测试等待时得知的情况。
  enum Progress {
    case fetchStarted
    case loadEnded
  }

  /// The error a failing gated fetch throws: 失败的读取抛出的错误。
  struct Failure: Swift.Error, CustomStringConvertible {
    var description: String { "模拟的读取失败 / simulated fetch failure" }
  }

  private let todos: [Todo]
  private let fails: Bool
  private var isOpen = false
  private var suspendedFetches: [CheckedContinuation<Void, Never>] = []
  private var progress: Progress?
  private var watcher: CheckedContinuation<Progress, Never>?

  /// Creates a repository whose fetch returns `todos`, or throws `Failure` when `fails` is true: 创建仓库；`fails` 为 true 时读取抛出 `Failure`。
  init(todos: [Todo], fails: Bool = false) {
    self.todos = todos
    self.fails = fails
  }

  /// Returns once a fetch has started or the load has ended: 读取开始或 load 结束后返回。
  func waitForFetchOrLoadEnd() async -> Progress {
    if let progress { return progress }
    return await withCheckedContinuation { watcher = $0 }
  }

  /// Called by the test when its `load()` has returned: 测试的 `load()` 返回后调用。
  func loadEnded() {
    report(.loadEnded)
  }

  /// Lets every suspended and future fetch finish: 让所有挂起的和之后的读取结束。
  func open() {
    isOpen = true
    let resumed = suspendedFetches
    suspendedFetches = []
    for fetch in resumed { fetch.resume() }
  }

  func fetchTodos() async throws -> [Todo] {
    report(.fetchStarted)
    if !isOpen {
      await withCheckedContinuation { suspendedFetches.append($0) }
    }
    if fails { throw Failure() }
    return todos
  }

  func add(_ todo: Todo) async throws {}

  func delete(_ todo: Todo) async throws {}

  /// Records the first thing that happened and wakes the waiting test: 记下最先发生的事并唤醒等待的测试。
  private func report(_ event: Progress) {
    guard progress == nil else { return }
    progress = event
    watcher?.resume(returning: event)
    watcher = nil
  }
}
