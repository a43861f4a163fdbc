import Foundation
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// Similarity flags on generated classes: disguised copies are found, independent solutions are not.
@Suite struct SimilarityTests {
  static let folder = "Lessons/01-DependencyInjection/Code2TodoMock/"

  /// A store of todos with several functions: the original a copier starts from.
  static let original = """
    import Foundation

    /// Keeps the todos in memory.
    public final class TodoStore {
      private var items: [UUID: Todo] = [:]
      private var order: [UUID] = []

      public init() {}

      // Adds a todo at the end.
      public func add(_ todo: Todo) throws {
        guard items[todo.id] == nil else { throw StoreError.duplicate(todo.id) }
        items[todo.id] = todo
        order.append(todo.id)
      }

      public func remove(id: UUID) throws {
        guard items.removeValue(forKey: id) != nil else { throw StoreError.missing(id) }
        order.removeAll { $0 == id }
      }

      public func toggle(id: UUID) throws {
        guard var todo = items[id] else { throw StoreError.missing(id) }
        todo.isDone.toggle()
        items[id] = todo
      }

      public func all() -> [Todo] {
        order.compactMap { items[$0] }
      }

      public func pending() -> [Todo] {
        all().filter { !$0.isDone }.sorted { $0.title.localizedCompare($1.title) == .orderedAscending }
      }
    }

    public enum StoreError: Error, Equatable {
      case duplicate(UUID)
      case missing(UUID)
    }
    """

  /// The original with every name changed, the functions in another order and other comments.
  static let disguised = """
    import Foundation

    // 我的实现 / my own work, honestly
    public final class Repo {
      private var storage: [UUID: Todo] = [:]
      private var sequence: [UUID] = []

      public init() {}

      public func list() -> [Todo] {
        sequence.compactMap { storage[$0] }
      }

      /* flips the flag */
      public func flip(id key: UUID) throws {
        guard var entry = storage[key] else { throw RepoFailure.notFound(key) }
        entry.isDone.toggle()
        storage[key] = entry
      }

      public func insert(_ entry: Todo) throws {
        guard storage[entry.id] == nil else { throw RepoFailure.already(entry.id) }
        storage[entry.id] = entry
        sequence.append(entry.id)
      }

      public func open() -> [Todo] {
        list().filter { !$0.isDone }.sorted { $0.title.localizedCompare($1.title) == .orderedAscending }
      }

      public func delete(id key: UUID) throws {
        guard storage.removeValue(forKey: key) != nil else { throw RepoFailure.notFound(key) }
        sequence.removeAll { $0 == key }
      }
    }

    public enum RepoFailure: Error, Equatable {
      case already(UUID)
      case notFound(UUID)
    }
    """

  /// Two stores written independently, differently.
  static let independentStores = [
    """
    import Foundation

    public actor TodoStore {
      var todos: [Todo] = []

      public func add(_ todo: Todo) throws {
        if todos.contains(where: { $0.id == todo.id }) { throw Failure.exists }
        todos.append(todo)
      }

      public func remove(id: UUID) throws {
        let before = todos.count
        todos = todos.filter { $0.id != id }
        if todos.count == before { throw Failure.unknown }
      }

      public func toggle(id: UUID) throws {
        for index in todos.indices where todos[index].id == id {
          todos[index].isDone = !todos[index].isDone
          return
        }
        throw Failure.unknown
      }

      public func all() -> [Todo] { todos }

      public func pending() -> [Todo] {
        var result: [Todo] = []
        for todo in todos where !todo.isDone { result.append(todo) }
        result.sort { a, b in a.title < b.title }
        return result
      }

      enum Failure: Error { case exists, unknown }
    }
    """,
    """
    import Foundation

    public struct TodoStore {
      public private(set) var entries = [Todo]()

      public init() {}

      public mutating func add(_ todo: Todo) throws {
        switch entries.firstIndex(where: { $0.id == todo.id }) {
        case .some: throw TodoStoreError.alreadyThere
        case .none: entries += [todo]
        }
      }

      public mutating func remove(id: UUID) throws {
        guard let position = entries.firstIndex(where: { $0.id == id }) else { throw TodoStoreError.notThere }
        entries.remove(at: position)
      }

      public mutating func toggle(id: UUID) throws {
        guard let position = entries.firstIndex(where: { $0.id == id }) else { throw TodoStoreError.notThere }
        entries[position].isDone.toggle()
      }

      public func all() -> [Todo] { entries }

      public func pending() -> [Todo] {
        entries.lazy.filter { $0.isDone == false }.sorted(by: { $0.title < $1.title })
      }
    }

    public enum TodoStoreError: Error { case alreadyThere, notThere }
    """,
  ]

  /// Genuinely different correct solutions of the short Todo model exercise.
  static let todoModels = [
    """
    import Foundation

    public struct Todo: Identifiable, Hashable, Sendable {
      public let id: UUID
      public var title: String
      public var isDone: Bool

      public init(id: UUID = UUID(), title: String, isDone: Bool = false) {
        self.id = id
        self.title = title
        self.isDone = isDone
      }
    }
    """,
    """
    import Foundation

    /// 一条待办
    public struct Todo: Hashable, Identifiable, Sendable {
      public var title: String
      public var isDone = false
      public let id: UUID

      public init(id: UUID = .init(), title: String, isDone: Bool = false) {
        (self.id, self.title, self.isDone) = (id, title, isDone)
      }

      public mutating func toggle() { isDone.toggle() }
    }
    """,
    """
    import Foundation

    public struct Todo {
      public let id: UUID
      public var title: String
      public var isDone: Bool
    }

    extension Todo: Identifiable {}
    extension Todo: Hashable {}
    extension Todo: Sendable {}

    extension Todo {
      public init(id: UUID = UUID(), title: String, isDone: Bool = false) {
        self = Todo(id: id, title: title, isDone: isDone)
      }

      public var isOpen: Bool { !isDone }
    }
    """,
    """
    import Foundation

    public struct Todo: Identifiable, Hashable, Sendable {
      public let id: UUID
      public var title: String
      public var isDone: Bool

      public init(title: String) {
        self.init(id: UUID(), title: title, isDone: false)
      }

      public init(id: UUID, title: String, isDone: Bool) {
        self.id = id
        self.title = title.trimmingCharacters(in: .whitespaces)
        self.isDone = isDone
      }
    }
    """,
  ]

  static func code(_ students: [(String, String)], file: String = "TodoStore.swift", stub: String = "") -> ExerciseCode {
    ExerciseCode(
      exercise: "DITodoMock", questions: ["di.code2"], folder: folder, stub: stub.isEmpty ? [:] : [folder + file: stub],
      submissions: students.map { ExerciseCode.Submission(student: $0.0, files: [folder + file: $0.1]) })
  }

  @Test func aCopyWithRenamedNamesReorderedFunctionsAndOtherCommentsIsFound() throws {
    let students = [("ann", Self.original), ("bob", Self.disguised), ("cat", Self.independentStores[0]), ("dan", Self.independentStores[1])]
    let pairs = SimilarityFinder().pairs(in: Self.code(students))
    #expect(pairs.map { "\($0.first)-\($0.second)" } == ["ann-bob"], "\(pairs.map { ($0.first, $0.second, $0.similarity) })")
    let pair = try #require(pairs.first)
    #expect(pair.similarity >= 70 && pair.exercise == "DITodoMock" && pair.questions == ["di.code2"])
    // The matches point at the copied functions on both sides, each excerpt the lines it names.
    #expect(!pair.matches.isEmpty)
    for match in pair.matches {
      #expect(match.first.file == Self.folder + "TodoStore.swift" && match.first.fromLine <= match.first.toLine)
      let lines = Self.original.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(match.first.code == lines[(match.first.fromLine - 1)..<match.first.toLine].joined(separator: "\n"))
    }
    #expect(pair.matches.contains { $0.first.code.contains("throw StoreError.duplicate") && $0.second.code.contains("throw RepoFailure.already") })
  }

  @Test func independentCorrectSolutionsOfAShortExerciseAreNotFlagged() {
    let students = Self.todoModels.enumerated().map { ("student\($0.offset)", $0.element) }
    let pairs = SimilarityFinder().pairs(in: Self.code(students, file: "Todo.swift"))
    #expect(pairs.isEmpty, "\(pairs.map { ($0.first, $0.second, $0.similarity) })")
    let stores = Self.independentStores.enumerated().map { ("store\($0.offset)", $0.element) } + [("ann", Self.original)]
    #expect(SimilarityFinder().pairs(in: Self.code(stores)).isEmpty)
  }

  @Test func theStubAndCodeMostOfTheClassSharesAreLeftOut() {
    // Everyone keeps the same long stub and adds a line of their own: nothing of theirs is alike.
    let stub = Self.original
    let students = (0..<4).map { ("s\($0)", stub + "\nlet extra\($0) = \($0)\n") }
    #expect(SimilarityFinder().pairs(in: Self.code(students, stub: stub)).isEmpty)
    // Without the stub they would all be flagged; with most of the class sharing it, the shared code is common.
    #expect(SimilarityFinder().pairs(in: Self.code(Array(students.prefix(2)))).count == 1)
    #expect(SimilarityFinder().pairs(in: Self.code(students)).isEmpty)
  }

  @Test func codeASizeablePartOfTheClassReachesIsNotACopyButARingOfCopiesIs() {
    // Five students write the same short model on their own, among others who wrote it differently.
    var students = (0..<5).map { ("same\($0)", Self.todoModels[0]) }
    students += Self.todoModels.dropFirst().enumerated().map { ("other\($0.offset)", $0.element) }
    students += (0..<4).map { ("tiny\($0)", "public struct Todo { public var v\($0): Int }") }
    #expect(SimilarityFinder().pairs(in: Self.code(students, file: "Todo.swift")).isEmpty)
    // In a class of 40, four students hand in the same long store (a ring of copies): every pair of them is listed.
    var generator = _Generator(seed: 11)
    var ring = (0..<4).map { ("ring\($0)", $0 % 2 == 0 ? Self.original : Self.disguised) }
    ring += (0..<36).map { (String(format: "s%02d", $0), generator.submission()) }
    let pairs = SimilarityFinder().pairs(in: Self.code(ring))
    #expect(Set(pairs.map { "\($0.first)-\($0.second)" }) == ["ring0-ring1", "ring0-ring2", "ring0-ring3", "ring1-ring2", "ring1-ring3", "ring2-ring3"])
    // Twelve of the forty hand in the same store (the textbook answer, say): too many to be a ring, so no pair.
    var many = (0..<12).map { (String(format: "m%02d", $0), Self.original) }
    many += (0..<28).map { (String(format: "s%02d", $0), generator.submission()) }
    #expect(SimilarityFinder().pairs(in: Self.code(many)).isEmpty)
  }

  /// A class of 30 (the size of a real section), where one student's work and three or four disguised copies of it are
  /// handed in: 5% of the class is one or two students, yet every pair of the ring is listed.
  @Test(arguments: [4, 5]) func aRingOfCopiesInASmallClassIsFound(ring size: Int) {
    let variants = [
      Self.original, Self.disguised,
      Self.original.replacingOccurrences(of: "// Adds a todo at the end.", with: "/* 加在末尾 */")
        .replacingOccurrences(of: "items", with: "byID").replacingOccurrences(of: "order", with: "ids"),
      Self.disguised.replacingOccurrences(of: "storage", with: "table") + "\n// done\n",
      Self.disguised.replacingOccurrences(of: "/* flips the flag */", with: ""),
    ]
    var generator = _Generator(seed: 3)
    var students = (0..<size).map { ("ring\($0)", variants[$0]) }
    students += (size..<30).map { (String(format: "s%02d", $0), generator.submission()) }
    let pairs = SimilarityFinder().pairs(in: Self.code(students))
    let expected = Set((0..<size).flatMap { a in ((a + 1)..<size).map { b in "ring\(a)-ring\(b)" } })
    #expect(Set(pairs.map { "\($0.first)-\($0.second)" }) == expected, "\(pairs.map { ($0.first, $0.second, $0.similarity) })")
  }

  @Test func theTokensIgnoreNamesLiteralsAndComments() {
    let a = SimilarityTokens("let total = 42 // answer\nprint(\"hi \\(total)\")").tokens.map(\.text)
    let b = SimilarityTokens("/* other */ let sum = 7\nprint(#\"bye\"#)").tokens.map(\.text)
    #expect(a == b)
    #expect(a == ["let", "ID", "=", "LIT", "ID", "(", "LIT", ")"])
    #expect(SimilarityTokens("a\n/* x\n y */ b").tokens.map(\.line) == [1, 3])
  }

  /// A class of 300 with different code (generated functions), two planted disguised copies among them.
  @Test func threeHundredStudentsTakeWellUnderASecondAndThePlantedCopiesAreFound() throws {
    var generator = _Generator(seed: 7)
    var students = (0..<300).map { index in (String(format: "s%03d", index), generator.submission()) }
    students[40].1 = Self.original
    students[250].1 = Self.disguised
    // This thread's CPU time, which other work on a loaded machine does not inflate (a debug build, too).
    func cpuSeconds() -> Double {
      var time = timespec()
      clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
      return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
    let start = cpuSeconds()
    let pairs = SimilarityFinder().pairs(in: Self.code(students))
    let elapsed = cpuSeconds() - start
    #expect(elapsed < 1, "\(elapsed) s of CPU")
    #expect(pairs.contains { $0.first == "s040" && $0.second == "s250" })
    #expect(pairs.count == 1, "\(pairs.map { ($0.first, $0.second, $0.similarity, $0.sharedFingerprints) })")
  }

  /// Generates Swift functions of varied shape from a seeded random source: random statements over random expression
  /// trees, as different from each other as independently written code.
  private struct _Generator {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next(_ bound: Int) -> Int {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return Int((state >> 33) % UInt64(bound))
    }

    mutating func expression(_ depth: Int) -> String {
      let leaf = depth <= 0 || next(3) == 0
      if leaf { return next(2) == 0 ? "v\(next(30))" : "\(next(100))" }
      switch next(8) {
      case 0: return "\(expression(depth - 1)) \(["+", "-", "*", "/", "%"][next(5)]) \(expression(depth - 1))"
      case 1: return "f\(next(20))(\(expression(depth - 1)))"
      case 2: return "\(expression(depth - 1)).\(["count", "first", "isEmpty", "last", "description"][next(5)])"
      case 3: return "[\(expression(depth - 1)), \(expression(depth - 1))]"
      case 4: return "(\(expression(depth - 1)))"
      case 5: return "\(expression(depth - 1)).map { $0 \(["+", "*"][next(2)]) \(expression(depth - 2)) }"
      case 6: return "g(\(expression(depth - 1)), \(expression(depth - 1)))"
      default: return "\(expression(depth - 1)) ?? \(expression(depth - 1))"
      }
    }

    mutating func statement(_ depth: Int) -> String {
      switch next(depth > 0 ? 7 : 4) {
      case 0: return "let v\(next(30)) = \(expression(3))"
      case 1: return "v\(next(30)) \(["+=", "-=", "="][next(3)]) \(expression(3))"
      case 2: return "print(\(expression(2)))"
      case 3: return "guard \(expression(2)) else { return }"
      case 4: return "if \(expression(2)) \(["<", ">", "=="][next(3)]) \(expression(2)) {\n\(statement(depth - 1))\n}"
      case 5: return "for v\(next(30)) in \(expression(2)) {\n\(statement(depth - 1))\n}"
      default: return "while \(expression(2)) {\n\(statement(depth - 1))\n}"
      }
    }

    mutating func submission() -> String {
      (0..<8).map { index in
        "func f\(index)() {\n" + (0..<(3 + next(5))).map { _ in statement(2) }.joined(separator: "\n") + "\n}"
      }.joined(separator: "\n\n")
    }
  }
}
