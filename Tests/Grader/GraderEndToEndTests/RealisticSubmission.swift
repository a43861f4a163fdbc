/// Realistic lesson-1 submissions for the code, fix-the-bug and test-writing questions, with what a careful teaching
/// assistant would take off: correct work in other styles gets full marks, and each kind of mistake costs only the requirement it misses.
///
/// Each submission starts from the stubs, copies some reference solutions, then writes whole files and applies small
/// edits, as a student would. `failing` lists, per question, exactly the checks that must fail; the expected score and
/// status follow from the manifest (points × passed checks / checks), so they stay right if points change.
struct RealisticSubmission: Sendable {
  /// One replacement in a file of `Lessons/01-DependencyInjection/`.
  struct Edit: Sendable {
    var file: String
    var old: String
    var new: String
  }

  var name: String
  /// Exercise folders copied from `Solutions/` before anything else.
  var solved: [String]
  /// Whole files written over the stubs, relative to `Lessons/01-DependencyInjection/`.
  var files: [String: String] = [:]
  var edits: [Edit] = []
  /// For each question graded, the checks a careful TA would fail: empty for full marks.
  var failing: [String: Set<String>]

  /// Every code, fix and test-writing exercise of lesson 1.
  static let codeAndFixExercises = [
    "Code1TodoModel", "Code2TodoMock", "Code3TodoEnvironment", "Code4TodoViewModel", "Code5FileRepository",
    "Fix1Injection", "Fix2EnvironmentValue", "Fix3MockMutation", "WriteTests",
  ]

  /// Correct answers in other styles than the reference: a lock instead of an actor, other names, extra helpers,
  /// the lesson's internal (not public) declarations, a generic initializer, a `private(set)` error message, tests
  /// spread over two suites with a helper.
  static let styled = RealisticSubmission(
    name: "styled",
    solved: ["Fix1Injection"],
    files: [
      "Code1TodoModel/Todo.swift": #"""
      import Foundation

      /// A category, written the lesson's way: no `public`, and an extra Codable conformance.
      struct TodoCategory: Identifiable, Hashable, Sendable, Codable {
        let id: UUID
        var name: String
        var isArchived: Bool

        init(id: UUID = UUID(), name: String, isArchived: Bool = false) {
          self.id = id
          self.name = name
          self.isArchived = isArchived
        }

        /// A copy that is archived.
        func archived() -> TodoCategory {
          var copy = self
          copy.isArchived = true
          return copy
        }
      }
      """#,
      "Code1TodoModel/TodoRepository.swift": #"""
      import Foundation

      /// The categories' data source, as the view model sees it.
      protocol TodoCategoryRepository: Sendable {
        func fetchCategories() async throws -> [TodoCategory]
        func save(_ category: TodoCategory) async throws
        func delete(id: UUID) async throws
      }
      """#,
      "Code2TodoMock/MockTodoRepository.swift": #"""
      import Foundation
      import TodoKit

      /// A mock guarded by a lock instead of an actor.
      public final class MockTodoRepository: TodoRepository, @unchecked Sendable {
        enum MockError: Error { case offline }

        private let lock = NSLock()
        private var items: [Todo]
        private let shouldFail: Bool

        public init(todos: [Todo] = [], shouldFail: Bool = false) {
          items = todos
          self.shouldFail = shouldFail
        }

        public func fetchTodos() async throws -> [Todo] {
          if shouldFail { throw MockError.offline }
          return lock.withLock { items }
        }

        public func add(_ todo: Todo) async throws {
          lock.withLock { upsert(todo) }
        }

        public func delete(_ todo: Todo) async throws {
          lock.withLock { items.removeAll { $0.id == todo.id } }
        }

        /// Call with the lock held.
        private func upsert(_ todo: Todo) {
          if let index = items.firstIndex(where: { $0.id == todo.id }) {
            items[index] = todo
          } else {
            items.append(todo)
          }
        }
      }
      """#,
      "Code3TodoEnvironment/EnvironmentValues+TodoRepository.swift": #"""
      import SwiftUI
      import TodoKit

      private struct TodoRepoKey: EnvironmentKey {
        static let defaultValue: any TodoRepository = SampleTodoRepository(todos: [Todo(title: "Default")])
      }

      extension EnvironmentValues {
        public var todoRepository: any TodoRepository {
          get { self[TodoRepoKey.self] }
          set { self[TodoRepoKey.self] = newValue }
        }
      }
      """#,
      "Code4TodoViewModel/TodoListViewModel.swift": #"""
      import Foundation
      import Observation
      import TodoKit

      @MainActor
      @Observable
      public final class TodoListViewModel {
        public private(set) var todos: [Todo] = []
        public private(set) var isLoading = false
        public private(set) var errorMessage: String?

        private let repository: any TodoRepository

        public init(repository: any TodoRepository) {
          self.repository = repository
        }

        public func load() async {
          isLoading = true
          defer { isLoading = false }
          do {
            todos = try await repository.fetchTodos()
            errorMessage = nil
          } catch {
            errorMessage = "Could not load: \(error.localizedDescription)"
          }
        }

        public func add(_ todo: Todo) async {
          await change("save") { try await $0.add(todo) }
        }

        public func delete(_ todo: Todo) async {
          await change("delete") { try await $0.delete(todo) }
        }

        public func toggle(_ todo: Todo) async {
          var flipped = todo
          flipped.isDone.toggle()
          await add(flipped)
        }

        /// Runs one write, then reloads; a failure becomes the message.
        private func change(_ verb: String, _ write: (any TodoRepository) async throws -> Void) async {
          do {
            try await write(repository)
            await load()
          } catch {
            errorMessage = "Could not \(verb): \(error.localizedDescription)"
          }
        }
      }
      """#,
      "Code5FileRepository/FileTodoRepository.swift": #"""
      import Foundation
      import TodoKit

      public actor FileTodoRepository: TodoRepository {
        public enum StoreError: Error {
          case unreadable(path: String, reason: String)
        }

        public let fileURL: URL

        public init(fileURL: URL) {
          self.fileURL = fileURL
        }

        public func fetchTodos() async throws -> [Todo] {
          try load()
        }

        public func add(_ todo: Todo) async throws {
          var todos = try load()
          if let index = todos.firstIndex(where: { $0.id == todo.id }) {
            todos[index] = todo
          } else {
            todos.append(todo)
          }
          try save(todos)
        }

        public func delete(_ todo: Todo) async throws {
          try save(load().filter { $0.id != todo.id })
        }

        private func load() throws -> [Todo] {
          guard FileManager.default.fileExists(atPath: fileURL.path) else { return [] }
          let data = try Data(contentsOf: fileURL)
          do {
            return try JSONDecoder().decode([Todo].self, from: data)
          } catch {
            throw StoreError.unreadable(path: fileURL.path, reason: "\(error)")
          }
        }

        private func save(_ todos: [Todo]) throws {
          try JSONEncoder().encode(todos).write(to: fileURL, options: [.atomic])
        }
      }
      """#,
      "Fix2EnvironmentValue/BookRepositoryEnvironment.swift": #"""
      import BookshelfCore
      import SwiftUI

      private struct FactoryKey: EnvironmentKey {
        static let defaultValue: @Sendable () -> any BookRepository = { LiveBookRepository() }
      }

      extension EnvironmentValues {
        public var makeBookRepository: @Sendable () -> any BookRepository {
          get { self[FactoryKey.self] }
          set { self[FactoryKey.self] = newValue }
        }
      }
      """#,
      "Fix3MockMutation/MockBookRepository.swift": #"""
      import BookshelfCore
      import Foundation

      public final class MockBookRepository: BookRepository, @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [Book]
        public init(books: [Book] = []) { storage = books }
        public func fetchBooks() async throws -> [Book] { lock.withLock { storage } }
        public func add(_ book: Book) async throws {
          lock.withLock {
            if let i = storage.firstIndex(where: { $0.id == book.id }) { storage[i] = book } else { storage.append(book) }
          }
        }
        public func delete(_ book: Book) async throws { lock.withLock { storage.removeAll { $0.id == book.id } } }
      }
      """#,
      "WriteTests/TodoListViewModelTests.swift": #"""
      import Foundation
      import Testing
      import TodoKit

      import DITestSubject

      /// A lock-guarded class instead of an actor, with a switch to fail later.
      final class StubRepository: TodoRepository, @unchecked Sendable {
        struct Offline: Error {}

        private let lock = NSLock()
        private var stored: [Todo]
        private var failing: Bool

        init(_ todos: [Todo] = [], failing: Bool = false) {
          stored = todos
          self.failing = failing
        }

        func fail(_ on: Bool) {
          lock.withLock { failing = on }
        }

        func fetchTodos() async throws -> [Todo] {
          try lock.withLock {
            if failing { throw Offline() }
            return stored
          }
        }

        func add(_ todo: Todo) async throws {
          try lock.withLock {
            if failing { throw Offline() }
            stored.append(todo)
          }
        }

        func delete(_ todo: Todo) async throws {
          lock.withLock { stored.removeAll { $0.id == todo.id } }
        }
      }

      @MainActor
      func makeViewModel(_ todos: [Todo] = [], failing: Bool = false) -> (TodoListViewModel, StubRepository) {
        let repository = StubRepository(todos, failing: failing)
        return (TodoListViewModel(repository: repository), repository)
      }

      @MainActor
      @Suite struct LoadingTests {
        @Test func success() async {
          let todos = [Todo(title: "one"), Todo(title: "two")]
          let (model, _) = makeViewModel(todos)
          await model.load()
          #expect(model.todos.map(\.title) == ["one", "two"])
          #expect(model.errorMessage == nil && !model.isLoading)
        }

        @Test func failure() async {
          let (model, _) = makeViewModel(failing: true)
          await model.load()
          #expect(model.errorMessage != nil)
          #expect(!model.isLoading)
        }

        @Test func recoversAfterAFailure() async {
          let (model, repository) = makeViewModel([Todo(title: "x")], failing: true)
          await model.load()
          repository.fail(false)
          await model.load()
          #expect(model.errorMessage == nil)
          #expect(model.todos.count == 1)
        }
      }

      @MainActor
      @Suite struct AddingTests {
        @Test func addedTodoIsShown() async {
          let (model, _) = makeViewModel()
          let todo = Todo(title: "new")
          await model.add(todo)
          #expect(model.todos.contains(todo))
        }
      }
      """#,
    ],
    edits: [
      // `some BookRepository` instead of `any`, and another name for the stored property.
      Edit(
        file: "Fix1Injection/BookListViewModel.swift", old: "public init(repository: any BookRepository) {\n    self.repository = repository",
        new: "public init(repository: some BookRepository) {\n    self.repository = repository"),
    ],
    failing: [
      "di.code1": [], "di.code2": [], "di.code3": [], "di.code4": [], "di.code5": [],
      "di.fix1": [], "di.fix2": [], "di.fix3": [], "di.tests1": [],
    ]
  )

  /// The kinds of mistake a fair grade must price by requirement, one or two per question: a missing conformance,
  /// methods that are not `throws`, an unguarded mutable class, a struct keeping its state in an unguarded class box, a
  /// static variable instead of an environment key, a missing `@MainActor`, no `defer` for `isLoading`, a missing file
  /// not read as empty, a write that is not atomic, a concrete type instead of the protocol, a setter that drops the value,
  /// tests of the happy paths only (they catch the missing and the early reload, not the error-path bugs).
  static let mistakes = RealisticSubmission(
    name: "mistakes",
    solved: codeAndFixExercises,
    files: [
      "Code2TodoMock/MockTodoRepository.swift": #"""
      import Foundation
      import TodoKit

      public final class MockTodoRepository: TodoRepository, @unchecked Sendable {
        private var todos: [Todo]
        private let shouldFail: Bool
        public init(todos: [Todo] = [], shouldFail: Bool = false) { self.todos = todos; self.shouldFail = shouldFail }
        public func fetchTodos() async throws -> [Todo] { if shouldFail { throw URLError(.timedOut) }; return todos }
        public func add(_ todo: Todo) async throws {
          if let i = todos.firstIndex(where: { $0.id == todo.id }) { todos[i] = todo } else { todos.append(todo) }
        }
        public func delete(_ todo: Todo) async throws { todos.removeAll { $0.id == todo.id } }
      }
      """#,
      "Code3TodoEnvironment/EnvironmentValues+TodoRepository.swift": #"""
      import SwiftUI
      import TodoKit

      extension EnvironmentValues {
        nonisolated(unsafe) static var storedTodoRepository: any TodoRepository = SampleTodoRepository()
        public var todoRepository: any TodoRepository {
          get { Self.storedTodoRepository }
          set { Self.storedTodoRepository = newValue }
        }
      }
      """#,
      "Fix3MockMutation/MockBookRepository.swift": #"""
      import BookshelfCore

      /// A struct that keeps its books in a class box so that non-mutating methods can change them: unguarded.
      public struct MockBookRepository: BookRepository, @unchecked Sendable {
        private final class Box {
          var books: [Book] = []
        }

        private let box = Box()

        public init(books: [Book] = []) {
          box.books = books
        }

        public func fetchBooks() async throws -> [Book] {
          box.books
        }

        public func add(_ book: Book) async throws {
          box.books.removeAll { $0.id == book.id }
          box.books.append(book)
        }

        public func delete(_ book: Book) async throws {
          box.books.removeAll { $0.id == book.id }
        }
      }
      """#,
      "WriteTests/TodoListViewModelTests.swift": #"""
      import Testing
      import TodoKit

      import DITestSubject

      /// Tests only the happy paths: a repository that never fails.
      actor FakeRepository: TodoRepository {
        private var todos: [Todo]

        init(todos: [Todo] = []) {
          self.todos = todos
        }

        func fetchTodos() async throws -> [Todo] { todos }
        func add(_ todo: Todo) async throws { todos.append(todo) }
        func delete(_ todo: Todo) async throws { todos.removeAll { $0.id == todo.id } }
      }

      @MainActor
      @Suite struct TodoListViewModelTests {
        @Test func loads() async {
          let todo = Todo(title: "a")
          let model = TodoListViewModel(repository: FakeRepository(todos: [todo]))
          await model.load()
          #expect(model.todos == [todo])
        }

        @Test func adds() async {
          let model = TodoListViewModel(repository: FakeRepository())
          await model.add(Todo(title: "b"))
          #expect(model.todos.count == 1)
        }
      }
      """#,
    ],
    edits: [
      Edit(file: "Code1TodoModel/Todo.swift", old: "TodoCategory: Identifiable, Hashable, Sendable {", new: "TodoCategory: Identifiable, Hashable {"),
      Edit(file: "Code1TodoModel/TodoRepository.swift", old: "func fetchCategories() async throws -> [TodoCategory]", new: "func fetchCategories() async -> [TodoCategory]"),
      Edit(file: "Code4TodoViewModel/TodoListViewModel.swift", old: "@MainActor\n@Observable\npublic final class", new: "@Observable\npublic final class"),
      Edit(
        file: "Code4TodoViewModel/TodoListViewModel.swift",
        old: "    defer {\n      loadsInFlight -= 1\n      isLoading = loadsInFlight > 0\n    }\n    do {\n      todos = try await repository.fetchTodos()\n      errorMessage = nil",
        new: "    do {\n      todos = try await repository.fetchTodos()\n      errorMessage = nil\n      loadsInFlight -= 1\n      isLoading = loadsInFlight > 0"),
      Edit(file: "Code5FileRepository/FileTodoRepository.swift", old: "try data.write(to: fileURL, options: .atomic)", new: "try data.write(to: fileURL)"),
      Edit(
        file: "Code5FileRepository/FileTodoRepository.swift",
        old: "    let data: Data\n    do {\n      data = try Data(contentsOf: fileURL)\n    } catch CocoaError.fileReadNoSuchFile {\n      return []\n    }",
        new: "    let data = try Data(contentsOf: fileURL)"),
      Edit(file: "Fix1Injection/BookListViewModel.swift", old: "private let repository: any BookRepository", new: "private let repository: LiveBookRepository"),
      Edit(file: "Fix1Injection/BookListViewModel.swift", old: "public init(repository: any BookRepository)", new: "public init(repository: LiveBookRepository)"),
      Edit(file: "Fix2EnvironmentValue/BookRepositoryEnvironment.swift", old: "set { self[BookRepositoryFactoryKey.self] = newValue }", new: "set {}"),
    ],
    failing: [
      "di.code1": ["categoryIsSendable", "repositoryMethodsAreAsyncThrows"],
      "di.code2": ["protectsItsState"],
      "di.code3": ["overrideIsReadBack", "copiesAreIndependent"],
      "di.code4": ["isolatedToMainActor", "isLoadingResetAfterFailure"],
      "di.code5": ["missingFileReadsEmpty", "writesAtomically"],
      "di.fix1": ["acceptsAnyRepositoryThroughInit", "loadsFromInjectedRepository", "reportsInjectedRepositoryFailure"],
      "di.fix2": ["overrideIsReadBack", "copiesAreIndependent"],
      "di.fix3": ["protectsItsState"],
      "di.tests1": ["catches.keepsStaleError", "catches.isLoadingStuck", "catches.swallowsError"],
    ]
  )
}
