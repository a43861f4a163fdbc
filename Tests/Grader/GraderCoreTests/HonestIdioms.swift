/// Honest Swift a student of these lessons may write: the integrity stage must refuse and flag none of it.
///
/// Each idiom is one file of a module. Those marked `compiles` are compiled together into one object file (against the
/// kit's SwiftUI and Combine stand-ins) for the symbol check; the others use API only a Mac has (`@Entry`, `@Bindable`,
/// `@FocusState`, `@AppStorage`), and are scanned only.
enum HonestIdioms {
  struct Idiom: Sendable {
    var name: String
    var source: String
    var compiles = true
  }

  static let all: [Idiom] = types + views + concurrency + language + testing

  static let types: [Idiom] = [
    Idiom(name: "OpaqueResult", source: """
      public protocol Shape { func area() -> Double }
      public struct Square: Shape { public var side: Double; public func area() -> Double { side * side } }
      public func unitShape() -> some Shape { Square(side: 1) }
      """),
    Idiom(name: "PropertyWrapper", source: """
      @propertyWrapper public struct Clamped {
        private var value: Int
        public init(wrappedValue: Int) { value = min(max(wrappedValue, 0), 10) }
        public var wrappedValue: Int { get { value } set { value = min(max(newValue, 0), 10) } }
      }
      public struct Volume { @Clamped public var level: Int = 3; public init() {} }
      """),
    Idiom(name: "ResultBuilder", source: """
      @resultBuilder public enum LinesBuilder {
        public static func buildBlock(_ parts: String...) -> [String] { parts }
      }
      public func lines(@LinesBuilder _ make: () -> [String]) -> [String] { make() }
      public let greeting = lines { "hello"; "world" }
      """),
    Idiom(name: "GenericExtension", source: """
      extension Array where Element: Comparable { public func secondLargest() -> Element? { sorted().dropLast().last } }
      extension Collection { public func chunked(by size: Int) -> [[Element]] {
        var result: [[Element]] = []; var chunk: [Element] = []
        for item in self { chunk.append(item); if chunk.count == size { result.append(chunk); chunk = [] } }
        return chunk.isEmpty ? result : result + [chunk]
      } }
      """),
    Idiom(name: "ConstrainedExtension", source: """
      public struct Shelf<Item> { public var items: [Item]; public init(items: [Item]) { self.items = items } }
      extension Shelf where Item: Equatable { public func holds(_ item: Item) -> Bool { items.contains(item) } }
      extension Shelf: Sendable where Item: Sendable {}
      """),
    Idiom(name: "NestedTypes", source: """
      public struct Library {
        public enum Genre: String, CaseIterable, Sendable { case novel, poetry }
        public struct Entry: Hashable, Sendable { public var title: String; public var genre: Genre }
        public var entries: [Entry] = []
        public init() {}
      }
      extension Library.Entry: Identifiable { public var id: String { title } }
      """),
    Idiom(name: "KeyPaths", source: """
      public struct Person: Sendable { public var name: String; public var age: Int }
      public func sorted<T: Comparable>(_ people: [Person], by key: KeyPath<Person, T>) -> [Person] {
        people.sorted { $0[keyPath: key] < $1[keyPath: key] }
      }
      public let names: @Sendable (Person) -> String = { $0.name }
      public let ages = \\Person.age
      """),
    Idiom(name: "ProtocolStaticRequirements", source: """
      public protocol RecipeClient { static func fetchRecipes() async throws -> [String] }
      public enum LiveRecipeClient: RecipeClient { public static func fetchRecipes() async throws -> [String] { [] } }
      public enum MockRecipeClient: RecipeClient { public static func fetchRecipes() async throws -> [String] { ["soup"] } }
      public func load(using client: any RecipeClient.Type) async throws -> [String] { try await client.fetchRecipes() }
      """),
    Idiom(name: "Metatypes", source: """
      public protocol Greeter { init(); func greet() -> String }
      public struct Polite: Greeter { public init() {}; public func greet() -> String { "Good day" } }
      public func make(_ type: any Greeter.Type) -> any Greeter { type.init() }
      public let greeterType: Polite.Type = Polite.self
      """),
    Idiom(name: "ResultType", source: """
      public enum LoadError: Error, Equatable { case offline, notFound(String) }
      public func lookUp(_ key: String) -> Result<Int, LoadError> { key.isEmpty ? .failure(.notFound(key)) : .success(key.count) }
      public func value(_ key: String) -> Int { (try? lookUp(key).get()) ?? 0 }
      """),
    Idiom(name: "TypedThrows", source: """
      public enum ParseError: Error { case empty, notANumber(String) }
      public func parse(_ text: String) throws(ParseError) -> Int {
        guard !text.isEmpty else { throw .empty }
        guard let number = Int(text) else { throw .notANumber(text) }
        return number
      }
      """),
    Idiom(name: "Availability", source: """
      @available(macOS 14, iOS 17, *)
      public func modernFeature() -> String { "new" }
      public func feature() -> String {
        if #available(macOS 14, iOS 17, *) { return modernFeature() }
        return "old"
      }
      @available(*, deprecated, message: "use feature()") public func legacyFeature() -> String { feature() }
      """),
    Idiom(name: "ClosuresInProperties", source: """
      public struct Validator: Sendable {
        public var rule: @Sendable (String) -> Bool
        public var onFailure: (@Sendable (String) -> Void)?
        public init(rule: @escaping @Sendable (String) -> Bool) { self.rule = rule }
      }
      public let nonEmpty = Validator { !$0.isEmpty }
      """),
    Idiom(name: "Autoclosure", source: """
      public func logIf(_ condition: Bool, _ message: @autoclosure () -> String) -> String? { condition ? message() : nil }
      @discardableResult public func record(_ value: Int) -> Int { value }
      """),
    Idiom(name: "DynamicMemberLookup", source: """
      @dynamicMemberLookup public struct Settings {
        public var values: [String: String] = [:]
        public init() {}
        public subscript(dynamicMember key: String) -> String? { values[key] }
      }
      """),
    Idiom(name: "DynamicCallable", source: """
      @dynamicCallable public struct Adder { public init() {}
        public func dynamicallyCall(withArguments arguments: [Int]) -> Int { arguments.reduce(0, +) } }
      public let six = Adder()(1, 2, 3)
      """),
    Idiom(name: "CodableModel", source: """
      import Foundation
      public struct Todo: Codable, Identifiable, Equatable, Sendable {
        public let id: UUID
        public var title: String
        public var isDone: Bool = false
        public init(id: UUID = UUID(), title: String) { self.id = id; self.title = title }
      }
      """),
    Idiom(name: "JSONFileRepository", source: """
      import Foundation
      public struct TodoFile: Sendable {
        public let url: URL
        public init(url: URL) { self.url = url }
        public func save(_ titles: [String]) throws {
          let data = try JSONEncoder().encode(titles)
          try data.write(to: url, options: .atomic)
        }
        public func load() throws -> [String] {
          guard FileManager.default.fileExists(atPath: url.path) else { return [] }
          return try JSONDecoder().decode([String].self, from: Data(contentsOf: url))
        }
      }
      """),
    Idiom(name: "Enums", source: """
      public enum Filter: String, CaseIterable, Sendable, Identifiable { case all, open, done; public var id: Self { self } }
      public func label(_ filter: Filter) -> String {
        switch filter { case .all: "All"; case .open: "Open"; case .done: "Done" }
      }
      """),
    Idiom(name: "Operators", source: """
      public struct Money: Equatable, Comparable, Sendable { public var cents: Int
        public static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
        public static func < (a: Money, b: Money) -> Bool { a.cents < b.cents } }
      """),
    Idiom(name: "Subscripts", source: """
      public struct Grid { public var cells: [Int] = Array(repeating: 0, count: 9); public init() {}
        public subscript(row: Int, column: Int) -> Int { get { cells[row * 3 + column] } set { cells[row * 3 + column] = newValue } } }
      """),
    Idiom(name: "ReaderMonad", source: """
      public struct Reader<Environment, Value> {
        public let run: (Environment) -> Value
        public init(_ run: @escaping (Environment) -> Value) { self.run = run }
        public func map<Other>(_ transform: @escaping (Value) -> Other) -> Reader<Environment, Other> { Reader<Environment, Other> { transform(self.run($0)) } }
        public func flatMap<Other>(_ transform: @escaping (Value) -> Reader<Environment, Other>) -> Reader<Environment, Other> {
          Reader<Environment, Other> { environment in transform(self.run(environment)).run(environment) }
        }
        public func apply(_ environment: Environment) -> Value { run(environment) }
      }
      """),
    Idiom(name: "OwnInjectedWrapper", source: """
      public final class Container: @unchecked Sendable {
        public static let shared = Container()
        private var factories: [ObjectIdentifier: () -> Any] = [:]
        public func register<T>(_ type: T.Type, _ make: @escaping () -> T) { factories[ObjectIdentifier(type)] = make }
        public func resolve<T>(_ type: T.Type = T.self) -> T? { factories[ObjectIdentifier(type)]?() as? T }
      }
      @propertyWrapper public struct Injected<Service> {
        public var wrappedValue: Service
        public init() { wrappedValue = Container.shared.resolve(Service.self)! }
      }
      """),
  ]

  static let views: [Idiom] = [
    Idiom(name: "SomeViewHelper", source: """
      import SwiftUI
      public protocol HTTPClient { static func get() -> String }
      private struct HTTPClientKey: EnvironmentKey { static var defaultValue: any HTTPClient.Type { NoClient.self } }
      public enum NoClient: HTTPClient { public static func get() -> String { "" } }
      extension EnvironmentValues {
        public var httpClient: any HTTPClient.Type { get { self[HTTPClientKey.self] } set { self[HTTPClientKey.self] = newValue } }
      }
      extension View { public func httpClient(_ client: any HTTPClient.Type) -> some View { environment(\\.httpClient, client) } }
      """),
    Idiom(name: "ViewWithState", source: """
      import SwiftUI
      public struct CounterView: View {
        @State private var count = 0
        public init() {}
        public var body: some View {
          VStack { Text("Count: \\(count)"); Button("Add") { count += 1 } }
        }
      }
      """),
    Idiom(name: "ViewBuilderHelper", source: """
      import SwiftUI
      public struct Card<Content: View>: View {
        let content: Content
        public init(@ViewBuilder content: () -> Content) { self.content = content() }
        public var body: some View { VStack { content } }
      }
      extension View { @ViewBuilder public func hidden(_ isHidden: Bool) -> some View { if isHidden { EmptyView() } else { self } } }
      """),
    Idiom(name: "ObservableObjectViewModel", source: """
      import SwiftUI
      @MainActor public final class BookListModel: ObservableObject {
        @Published public private(set) var titles: [String] = []
        @Published public var isLoading = false
        public init() {}
        public func load() async { isLoading = true; titles = ["Dune"]; isLoading = false }
      }
      public struct BookListScreen: View {
        @StateObject private var model = BookListModel()
        public init() {}
        public var body: some View { List(model.titles, id: \\.self) { Text($0) }.task { await model.load() } }
      }
      """),
    Idiom(name: "ObservedAndEnvironmentObject", source: """
      import SwiftUI
      @MainActor public final class Session: ObservableObject { @Published public var user = ""; public init() {} }
      public struct ProfileRow: View {
        @ObservedObject var session: Session
        @EnvironmentObject var shared: Session
        public var body: some View { Text(session.user + shared.user) }
      }
      """),
    Idiom(name: "BindingChild", source: """
      import SwiftUI
      public struct NameField: View {
        @Binding var name: String
        public init(name: Binding<String>) { _name = name }
        public var body: some View { TextField("Name", text: $name) }
      }
      """),
    Idiom(name: "EnvironmentReader", source: """
      import SwiftUI
      public struct TitleView: View {
        @Environment(\\.httpClient) private var client
        public var body: some View { Text(client.get()) }
      }
      """),
    Idiom(name: "ObservableMacro", source: """
      import Observation
      @MainActor @Observable public final class CartModel {
        public var items: [String] = []
        @ObservationIgnored public var cache: [String: Int] = [:]
        public init() {}
        public func add(_ item: String) { items.append(item) }
      }
      """),
    Idiom(name: "EntryMacro", source: """
      import SwiftUI
      extension EnvironmentValues { @Entry public var recipeClient: any RecipeClient.Type = MockRecipeClient.self }
      """, compiles: false),
    Idiom(name: "BindableAndFocus", source: """
      import SwiftUI
      public struct EditView: View {
        @Bindable var cart: CartModel
        @FocusState private var focused: Bool
        @AppStorage("username") private var username = ""
        public var body: some View { TextField("Name", text: $username).focused($focused) }
      }
      """, compiles: false),
    Idiom(name: "AppEntry", source: """
      import SwiftUI
      public struct ShelfApp: App {
        public init() {}
        public var body: some Scene { WindowGroup { CounterView().httpClient(NoClient.self) } }
      }
      """),
    Idiom(name: "PreviewGuarded", source: """
      import SwiftUI
      #if os(macOS) || os(iOS)
      #Preview { CounterView() }
      #endif
      public let previewTitles = ["Preview"]
      """),
    Idiom(name: "ListWithForEach", source: """
      import SwiftUI
      public struct FilterList: View {
        public init() {}
        public var body: some View {
          NavigationStack { List { ForEach(Filter.allCases) { filter in Text(label(filter)) } }.navigationTitle("Filters") }
        }
      }
      """),
    Idiom(name: "AnyViewEraser", source: """
      import SwiftUI
      public func badge(_ count: Int) -> AnyView { count > 0 ? AnyView(Text("\\(count)")) : AnyView(EmptyView()) }
      """),
  ]

  static let concurrency: [Idiom] = [
    Idiom(name: "Actor", source: """
      public actor MockBookRepository {
        private var books: [String] = ["Dune"]
        public init() {}
        public func fetch() -> [String] { books }
        public func add(_ title: String) { books.append(title) }
      }
      """),
    Idiom(name: "AsyncAwait", source: """
      public protocol BookRepository: Sendable { func fetchBooks() async throws -> [String] }
      public struct LiveBookRepository: BookRepository {
        public init() {}
        public func fetchBooks() async throws -> [String] { try await Task.sleep(for: .milliseconds(1)); return [] }
      }
      """),
    Idiom(name: "TaskAndCancellation", source: """
      @MainActor public final class Poller {
        private var task: Task<Void, Never>?
        public init() {}
        public func start() { task = Task { while !Task.isCancelled { await Task.yield() } } }
        public func stop() { task?.cancel(); task = nil }
      }
      """),
    Idiom(name: "TaskGroup", source: """
      public func lengths(_ words: [String]) async -> [Int] {
        await withTaskGroup(of: Int.self) { group in
          for word in words { group.addTask { word.count } }
          var result: [Int] = []
          for await length in group { result.append(length) }
          return result.sorted()
        }
      }
      """),
    Idiom(name: "AsyncStream", source: """
      public func ticks(_ count: Int) -> AsyncStream<Int> {
        AsyncStream { continuation in
          for index in 0..<count { continuation.yield(index) }
          continuation.finish()
        }
      }
      public func sum(_ count: Int) async -> Int { var total = 0; for await tick in ticks(count) { total += tick }; return total }
      """),
    Idiom(name: "Continuation", source: """
      public func legacyFetch(_ done: @escaping @Sendable (Result<String, Error>) -> Void) { done(.success("ok")) }
      public func bridged() async throws -> String {
        try await withCheckedThrowingContinuation { continuation in legacyFetch { continuation.resume(with: $0) } }
      }
      """),
    Idiom(name: "GlobalActor", source: """
      @globalActor public actor StorageActor { public static let shared = StorageActor() }
      @StorageActor public final class Storage { public var count = 0; public init() {} }
      """),
    Idiom(name: "MainActorFunctions", source: """
      @MainActor public func updateTitle(_ model: CartModel) { model.add("title") }
      public nonisolated func pure(_ x: Int) -> Int { x * 2 }
      """),
    Idiom(name: "SendableClosureParameter", source: """
      public func runLater(_ work: @escaping @Sendable () async -> Void) { Task { await work() } }
      public func isolatedAny(_ work: @escaping @isolated(any) () -> Void) { _ = work }
      """),
    Idiom(name: "PreconcurrencyImport", source: """
      @preconcurrency import Foundation
      public final class Box: @unchecked Sendable { private let lock = NSLock(); private var value = 0; public init() {}
        public func increment() { lock.lock(); defer { lock.unlock() }; value += 1 } }
      """),
    Idiom(name: "CombineStyle", source: """
      import Combine
      public final class SearchModel: ObservableObject {
        @Published public var query = ""
        private var cancellables = Set<AnyCancellable>()
        public init() { $query.sink { _ in }.store(in: &cancellables) }
      }
      """),
    Idiom(name: "TaskLocal", source: """
      public enum RequestLog { @TaskLocal public static var label = "none" }
      public func labelled() -> String { RequestLog.$label.withValue("mine") { RequestLog.label } }
      """),
    Idiom(name: "Concurrent", source: """
      @concurrent public func crunch(_ values: [Int]) async -> Int { values.reduce(0, +) }
      """),
  ]

  static let language: [Idiom] = [
    // Round seven: helpers on foreign types that the suite can never call (a label it never writes), and private ones.
    Idiom(name: "SafeSubscript", source: """
      extension Collection {
        public subscript(safe index: Index) -> Element? { indices.contains(index) ? self[index] : nil }
      }
      extension Array {
        public func count(matching test: (Element) -> Bool, atLeast minimum: Int) -> Bool { filter(test).count >= minimum }
      }
      """),
    Idiom(name: "PrivateHelpers", source: """
      private func print(receipt: [String]) -> String { receipt.joined(separator: "\\n") }
      private extension Array where Element: Equatable { var isEmpty: Bool { count == 0 } }
      fileprivate let count = 3
      public func receipt(_ lines: [String]) -> String { print(receipt: lines) + String(count) }
      """),
    Idiom(name: "GuardAndDefer", source: """
      public func firstWord(_ text: String) -> String {
        var steps = 0
        defer { steps += 1 }
        guard let word = text.split(separator: " ").first else { return "" }
        return String(word)
      }
      """),
    Idiom(name: "StringInterpolation", source: """
      public func summary(_ count: Int, _ user: String) -> String { "\\(user) has \\(count) item\\(count == 1 ? "" : "s") in /Library/Books" }
      """),
    Idiom(name: "RawAndMultilineStrings", source: """
      public let pattern = #"\\d+ "quoted" \\(not interpolated)"#
      public let help = \"\"\"
        Usage: books add <title>
          The shelf is saved in Documents/books.json.
        \"\"\"
      """),
    Idiom(name: "RegexLiterals", source: """
      public func digits(in text: String) -> [Substring] { text.matches(of: /\\d+/).map(\\.output) }
      public func isISBN(_ text: String) -> Bool { text.wholeMatch(of: #/\\d{3}-\\d{10}/#) != nil }
      """),
    Idiom(name: "HigherOrderFunctions", source: """
      public func stats(_ values: [Int]) -> (sum: Int, evens: [Int], text: String) {
        (values.reduce(0, +), values.filter { $0.isMultiple(of: 2) }, values.map(String.init).joined(separator: ","))
      }
      public let firstLong = ["a", "abc"].first(where: { $0.count > 2 })
      """),
    Idiom(name: "OptionalChaining", source: """
      public final class Node { public var next: Node?; public var value = 0; public init() {} }
      public func secondValue(_ node: Node?) -> Int { node?.next?.value ?? -1 }
      """),
    Idiom(name: "SwitchPatterns", source: """
      public func describe(_ value: Any) -> String {
        switch value {
        case let number as Int where number > 0: "positive"
        case is String: "text"
        case let (a, b) as (Int, Int): "pair \\(a + b)"
        default: "other"
        }
      }
      """),
    Idiom(name: "UnknownDefault", source: """
      import Foundation
      public enum Phase: Sendable { case idle, busy }
      public func name(_ sortOrder: ComparisonResult) -> String {
        switch sortOrder { case .orderedAscending: "up"; case .orderedDescending: "down"; case .orderedSame: "same"; @unknown default: "?" }
      }
      """),
    Idiom(name: "InlinableAndFrozen", source: """
      @frozen public struct Pair { public var a: Int; public var b: Int }
      @inlinable public func total(_ pair: Pair) -> Int { helper(pair.a) + pair.b }
      @usableFromInline func helper(_ x: Int) -> Int { x }
      @inline(__always) func fast(_ x: Int) -> Int { x }
      """),
    Idiom(name: "Retroactive", source: """
      extension Int: @retroactive Identifiable { public var id: Int { self } }
      """),
    Idiom(name: "ErrorsWithLocalizedDescription", source: """
      import Foundation
      public struct SaveError: LocalizedError { public var path: String
        public var errorDescription: String? { "Could not save \\(path)" } }
      """),
    Idiom(name: "DateAndFormatting", source: """
      import Foundation
      public func stamp(_ date: Date) -> String { date.formatted(.iso8601) }
      public let tomorrow = Date().addingTimeInterval(86_400)
      """),
    Idiom(name: "StaticFactories", source: """
      public struct Theme: Sendable { public var name: String
        public static let light = Theme(name: "light"); public static var dark: Theme { Theme(name: "dark") } }
      """),
    Idiom(name: "Generics", source: """
      public struct Stack<Element> { private var items: [Element] = []; public init() {}
        public mutating func push(_ item: Element) { items.append(item) }
        public mutating func pop() -> Element? { items.popLast() } }
      public func largest<T: Comparable>(_ a: T, _ b: T) -> T { a > b ? a : b }
      """),
    Idiom(name: "AssociatedTypes", source: """
      public protocol Repository { associatedtype Item; func all() async throws -> [Item] }
      public struct ArrayRepository<Item: Sendable>: Repository { public var items: [Item]; public func all() async throws -> [Item] { items } }
      """),
    Idiom(name: "PrimaryAssociatedTypes", source: """
      public protocol Store<Value> { associatedtype Value; func get() -> Value }
      public struct IntStore: Store { public func get() -> Int { 1 } }
      public func read(_ store: some Store<Int>) -> Int { store.get() }
      public func boxed() -> any Store<Int> { IntStore() }
      """),
    Idiom(name: "LazyAndComputed", source: """
      public final class Report { public lazy var heavy: [Int] = Array(0..<10); public var count: Int { heavy.count }
        public var title = "" { didSet { edits += 1 } }; public private(set) var edits = 0; public init() {} }
      """),
    Idiom(name: "PrintAndDebug", source: """
      public func debugLog(_ items: [String]) { for item in items { print("item:", item) }; debugPrint(items) }
      public func check(_ x: Int) { precondition(x >= 0, "negative"); assert(x < 100) }
      """),
    Idiom(name: "NamespaceEnum", source: """
      public enum Clock { public static func now() -> Double { 0 } }
      """),
  ]

  static let testing: [Idiom] = [
    Idiom(name: "FakeFailingRepository", source: """
      public struct FailingRepository: BookRepository {
        public struct Failure: Error {}
        public init() {}
        public func fetchBooks() async throws -> [String] { throw Failure() }
      }
      """),
    Idiom(name: "SpyRepository", source: """
      public actor SpyRepository: BookRepository {
        public private(set) var calls = 0
        public init() {}
        public func fetchBooks() async throws -> [String] { calls += 1; return [] }
      }
      """),
  ]
}
