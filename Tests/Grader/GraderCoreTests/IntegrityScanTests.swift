import Foundation
import GraderTestSupport
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// The source scan: what a submission may not declare, and that the kit's own stubs and solutions pass it.
@Suite struct IntegrityScanTests {
  /// A scan as the grader builds it for an exercise whose suite uses `suite`.
  /// The scan as `ExerciseIntegrity` sets it up for one suite file.
  private func scan(suite: String, outside: Set<String> = ["expectAnswer", "Todo", "TodoKit"]) -> SourceScan {
    var scan = SourceScan(
      protectedModules: SourceScan.toolchainModules.union(["TodoKit", "DITodoMockTests"]),
      suiteNames: SourceScan.names(in: suite), suiteUnqualifiedNames: SourceScan.unqualifiedNames(in: suite),
      outsideNames: SourceScan.libraryNames.union(outside), extensibleTypes: ["EnvironmentValues", "EnvironmentKey"])
    scan.suiteLabels = SourceScan.labels(in: suite)
    scan.suiteCalls = SourceScan.SuiteCalls(sources: [suite])
    return scan
  }

  private let suite = """
    import Testing
    import GradingSupport
    @testable import DITodoMock
    @Test func counts() async throws {
      let todos = try await MockTodoRepository().fetchTodos()
      #expect(todos.count == 2 && !todos.isEmpty)
      expectAnswer(choice, is: .c, "Choice")
      Issue.record("no")
    }
    """

  private func problems(_ source: String) -> [String] {
    scan(suite: suite).problems(in: [("Lessons/X/A.swift", source)])
  }

  @Test func compilerInternalAttributesAreRefused() {
    for attribute in ["_silgen_name(\"swift_retain\")", "_cdecl(\"main\")", "_expose(Cxx)", "_dynamicReplacement(for: f)", "_section(\"x\")", "_used"] {
      let found = problems("@\(attribute) public func f() {}\n")
      #expect(found.count == 1 && found[0].contains("compiler-internal attribute"), "\(attribute): \(found)")
    }
    #expect(problems("@_spi(Experimental) import Foundation\n").count == 1)
  }

  /// The compiler ends a `//` comment at a lone `\r`; what follows it on that "line" is code, and is scanned as code.
  @Test func aLoneCarriageReturnEndsALineCommentAsForTheCompiler() {
    let hidden = problems("// a note\r@_cdecl(\"f\") public func f() {}\npublic struct Fine {}\n")
    #expect(hidden.count == 1 && hidden[0].hasPrefix("Lessons/X/A.swift:2:") && hidden[0].contains("@_cdecl"), "\(hidden)")
    #expect(problems("// a note\r\n// @_cdecl(\"f\") in a comment\r\npublic struct Fine {}\r\n").isEmpty)
  }

  /// The compiler reads an attribute's name past white space and comments after `@` (with a warning): so does the scan,
  /// which names the attribute it refuses and accepts an allowed one written so.
  @Test func anAttributeIsReadPastSpaceAndCommentsAfterTheAt() {
    for spelling in ["@ _cdecl(\"f\")", "@/**/_cdecl(\"f\")", "@\n_cdecl(\"f\")"] {
      let found = problems("\(spelling) public func f() {}\n")
      #expect(found.count == 1 && found[0].contains("@_cdecl"), "\(spelling): \(found)")
    }
    #expect(problems("@ MainActor public final class Model {}\n").isEmpty)
  }

  /// An `@` inside a regular expression literal (an e-mail pattern) is not an attribute: the reading that takes the
  /// literal for code must not refuse it.
  @Test func anAtSignInARegexLiteralIsNotAnAttribute() {
    #expect(problems("public let email = /\\w+@\\w+\\.com/\npublic let other = #/[a-z]+@[a-z]+/#\n").isEmpty)
  }

  @Test func commentsAndStringsAreNotCode() {
    let source = """
      // @_silgen_name("x") enum Testing {}
      /* nested /* @_cdecl */ still a comment: struct Foundation {} */
      let text = "@_silgen_name enum Testing \\(1 + 2) done"
      let raw = #"enum Swift "quoted" \\(not interpolated)"#
      let block = \"\"\"
        func == (a: Int, b: Int) -> Bool
        \"\"\"
      public struct Fine {}
      """
    #expect(problems(source).isEmpty, "\(problems(source))")
    // Interpolated code is code.
    #expect(!problems(#"let x = "\({ enum Testing {}; return 1 }())""#).isEmpty)
  }

  @Test func declarationsNamedLikeModulesAreRefused() {
    for declaration in ["enum Testing {}", "struct Foundation {}", "public enum Swift { static func print() {} }", "typealias TodoKit = Int", "let GradingSupport = 1"] {
      #expect(problems(declaration).count == 1, "\(declaration)")
    }
    #expect(problems("import Testing\n").first?.contains("may not import Testing") == true)
    #expect(problems("@testable import GradingSupport\n").count == 1)
  }

  @Test func lookAlikesOfWhatTheSuiteUsesAreRefused() {
    // A non-generic helper that overload resolution would prefer to GradingSupport's.
    #expect(problems("public func expectAnswer(_ v: Int?, is k: Int, _ l: String) {}").count == 1)
    // Members and operators that shadow the standard library's for the suite's types.
    #expect(problems("extension Array where Element == Todo { public var count: Int { 2 } }").count == 1)
    #expect(problems("extension Collection { public var isEmpty: Bool { false } }").count == 1)
    #expect(problems("extension Array where Element == Todo { public static func == (a: Self, b: Self) -> Bool { true } }").count == 1)
    #expect(problems("public func == (a: [Todo], b: [Todo]) -> Bool { true }").count == 1)
    #expect(problems("public struct Issue { public static func record(_ s: String) {} }").count == 1)
    #expect(problems("extension Swift.Array { public subscript(i: Int) -> Element? { nil } }").count == 1)
    #expect(problems("extension Swift.Array { public subscript(_ i: Int, safe s: Bool = true) -> Element? { nil } }").count == 1)
    // A label the suite writes, a label with a default value, or a closure (a trailing closure drops its label) can
    // still take a call the suite makes.
    #expect(problems("extension Array where Element == Todo { public func count(is k: Int) -> Int { 2 } }").count == 1)
    #expect(problems("extension Array where Element == Todo { public func count(of todo: Int = 0) -> Int { 2 } }").count == 1)
    #expect(problems("extension Array where Element == Todo { public func count(where test: (Todo) -> Bool) -> Int { 2 } }").count == 1)
    #expect(problems("extension Array where Element == Todo { public func count(of todos: Todo...) -> Int { 2 } }").count == 1)
    #expect(problems("extension MockTodoRepository { public convenience init(_ seed: Int) { self.init() } }").count == 1)
  }

  /// Round seven: honest helpers the suite can never reach. A member of a foreign type whose call needs a label the
  /// suite never writes (`xs[safe: 3]`, `first(withID:)`, `Date(daysAgo:)`) takes none of the suite's calls; a
  /// `private` or `fileprivate` declaration is seen by no other file.
  @Test func membersTheSuiteCannotCallAndPrivateDeclarationsAreNotRefused() {
    for honest in [
      "extension Collection { public subscript(safe index: Index) -> Element? { indices.contains(index) ? self[index] : nil } }",
      "extension Array where Element == Todo { public func count(matching title: String) -> Int { 0 } }",
      "extension Array where Element == Todo { func first<ID: Equatable>(withID id: ID) -> Todo? { nil } }",
      "extension MockTodoRepository { public convenience init(seed: Int, shuffled: Bool = false) { self.init() } }",
      "extension MockTodoRepository { public convenience init?(json text: String) { nil } }",
      "private extension Array where Element == Todo { var count: Int { 2 } }",
      "fileprivate extension Collection { var isEmpty: Bool { false } }",
      "extension Collection { private var isEmpty: Bool { false }; fileprivate subscript(i: Int) -> Int { i } }",
      "private func expectAnswer(_ v: Int?, is k: Int, _ l: String) {}",
      "public func expectAnswer(forQuestion id: String) -> Int { 0 }",
      "public func print(receipt lines: [String]) {}",
      "@MainActor private func print(_ items: Any...) {}",
      "private static func == (a: [Todo], b: [Todo]) -> Bool { true }",
    ] {
      #expect(problems(honest).isEmpty, "\(honest): \(problems(honest))")
    }
    // The labels the suite writes, not every word it uses: `contains(id:)` is honest beside a suite that reads `.id`
    // but never writes `id:`, refused beside one that calls `contains(id: …)`.
    let reading = "@Test func t() { #expect(todos.contains { $0.id == x.id }) }"
    var labelled = scan(suite: reading)
    labelled.suiteLabels = SourceScan.labels(in: reading)
    let helper = [("A.swift", "extension Array where Element == Todo { func contains(id: Int) -> Bool { false } }")]
    #expect(labelled.problems(in: helper).isEmpty, "\(labelled.problems(in: helper))")
    let calling = "@Test func t() { #expect(todos.contains(id: x.id)) }"
    labelled = scan(suite: calling)
    labelled.suiteLabels = SourceScan.labels(in: calling)
    #expect(labelled.problems(in: helper).count == 1)
    #expect(SourceScan.labels(in: "f(a: 1, b: [\"k\": 2]); let c: Int = d ? e : g") == ["a", "b", "c", "e"])
    // Per name: a top-level `samples(matching:)` beside a suite that calls `samples(ids)` and writes `matching:` only in
    // `searchRecipes(matching:)` (and reads `Recipe.samples`, a member, which no top-level function is); refused
    // beside one that passes `samples` bare, or calls it with that label.
    let probes = "private func samples(_ ids: Set<Int>) -> [Recipe] { Recipe.samples }\n@Test func t() { _ = samples([1]); _ = C.searchRecipes(matching: \"a\") }"
    let calls = SourceScan.SuiteCalls(sources: [probes])
    #expect(calls.labels["samples"] == [] && calls.labels["searchRecipes"] == ["matching"] && !calls.bareUnqualified.contains("samples"))
    let topLevel = [("A.swift", "func samples(matching query: String) -> [Recipe] { [] }")]
    for (suite, refused) in [(probes, false), (probes + "\nlet all = [1].map(samples)", true), (probes + "\nlet x = samples(matching: \"b\")", true)] {
      var perName = scan(suite: suite, outside: ["samples"])
      perName.suiteLabels = SourceScan.labels(in: suite)
      perName.suiteCalls = SourceScan.SuiteCalls(sources: [suite])
      #expect(perName.problems(in: topLevel).count == (refused ? 1 : 0), "\(suite): \(perName.problems(in: topLevel))")
    }
    // `private(set)` hides the setter only; the name of a module is refused wherever it is declared.
    #expect(problems("extension Array where Element == Todo { public private(set) var count: Int { get { 2 } set {} } }").count == 1)
    #expect(problems("private enum Testing {}").count == 1)
    #expect(problems("private extension Array { static var x: Int { 1 } }\nextension Collection { var isEmpty: Bool { false } }").count == 1)
  }

  /// A name the suite uses only as a local of its own (`let preview = …` in a check) is found before any member: an
  /// honest `extension Book { static let preview = … }` (the lesson's preview idiom) is not refused. A name the suite
  /// also uses after a `.`, or unbound elsewhere, still is.
  @Test func namesTheSuiteUsesOnlyAsItsLocalsAreNotMembersItUses() {
    let suite = """
      @Test func fixture() async throws {
        let preview: any HTTPClient.Type = PreviewBooksClient.self
        let titles = try await preview.fetchBooks().map(\\.title)
        if let first = titles.first { #expect(first == "A") }
        #expect(helper(titles) && titles.count == 2)
      }
      """
    // `first` is bound by `if let` too, but `titles.first` uses it as a member.
    #expect(SourceScan.localOnlyNames(in: suite) == ["preview", "titles"])
    var scan = scan(suite: suite)
    scan.suiteLocalNames = SourceScan.localOnlyNames(in: suite)
    let honest = [("A.swift", "extension Book { static let preview = [Book()]; var titles: [String] { [] } }")]
    #expect(scan.problems(in: honest).isEmpty, "\(scan.problems(in: honest))")
    for hostile in ["extension Book { static func fetchBooks() -> [Book] { [] } }", "extension Array { var first: Int? { 1 } }", "extension Array { var count: Int { 2 } }", "extension Book { func helper() {} }"] {
      #expect(scan.problems(in: [("A.swift", hostile)]).count == 1, "\(hostile)")
    }
  }

  /// An argument label is no use of a name: a student's top-level `let title` takes nothing from `Todo(title: "A")`,
  /// while a dictionary key, a ternary's branch and a plain argument are uses.
  @Test func argumentLabelsAreNotUnqualifiedUses() {
    let names = SourceScan.unqualifiedNames(in: "let t = Todo(title: \"A\", isDone: flag ? yes : no); let d = [key: 1, other: 2]; f(x)")
    #expect(!names.contains("title") && !names.contains("isDone"))
    #expect(["Todo", "flag", "yes", "no", "key", "other", "f", "x"].allSatisfy(names.contains), "\(names)")
  }

  /// A name the suite declares inside a type or a function (a member, a local `let pure = …`) is found there first:
  /// only its top-level declarations compete with a student's top-level one.
  @Test func onlyTheSuitesTopLevelNamesCompeteWithAStudentsTopLevelDeclarations() {
    let suite = """
      private func isSameInstance(_ a: Any, _ b: Any) -> Bool { true }
      struct Laws {
        func helper() -> Int { 1 }
        @Test func identity() {
          let pure: (Int) -> Int = { $0 }
          #expect(pure(5) == helper() && isSameInstance(1, 2))
        }
      }
      """
    #expect(SourceScan.topLevelDeclaredNames(in: suite) == ["isSameInstance", "Laws"])
    let scan = scan(suite: suite, outside: SourceScan.topLevelDeclaredNames(in: suite))
    #expect(scan.problems(in: [("A.swift", "public func pure<A>(_ a: A) -> [A] { [a] }\npublic func helper() -> Int { 2 }")]).isEmpty)
    #expect(scan.problems(in: [("A.swift", "public func isSameInstance(_ a: Int, _ b: Int) -> Bool { true }")]).count == 1)
  }

  /// An argument label is never looked up, so a member named like one takes nothing from the suite: pv.code1's suite
  /// calls `searchRecipes(matching:)`, and a student's helper `func matching(_:)` on `Array` is honest. A name the suite
  /// does use (after a `.`, or on its own) is still protected, even where it also appears as a label.
  @Test func argumentLabelsOfTheSuiteAreNotMembersItUses() {
    let suite = """
      @Test func f() async throws {
        let found = try await client.searchRecipes(matching: query, in: [a: 1, limit: 2])
        effects(C.searchRecipes(matching:))
        #expect(found.count == (flag ? count : 0))
      }
      func search(matching query: String, _ other: Int) {}
      """
    let names = SourceScan.names(in: suite)
    #expect(!names.contains("matching") && !names.contains("in"), "\(names)")
    #expect(names.isSuperset(of: ["searchRecipes", "query", "a", "limit", "count", "flag", "found"]), "\(names)")
    let scan = scan(suite: suite)
    let helper = "extension Array where Element == Recipe { func matching(_ q: String) -> [Recipe] { self } }"
    #expect(scan.problems(in: [("Lessons/X/A.swift", helper)]).isEmpty)
    let taken = "extension Array where Element == Recipe { var count: Int { 0 }; var limit: Int { 0 } }"
    #expect(scan.problems(in: [("Lessons/X/A.swift", taken)]).count == 2)
  }

  @Test func ownTypesAndTheStandInsMayBeExtended() {
    let own = """
      public struct Item: Equatable { public var count: Int
        public static func == (a: Item, b: Item) -> Bool { a.count == b.count } }
      extension Item { public var isEmpty: Bool { count == 0 } }
      extension EnvironmentValues { public var todoRepository: Int { 1 } }
      extension Array where Element == Todo { public func sortedByTitle() -> [Todo] { self } }
      public actor MockTodoRepository { public func fetchTodos() -> [Int] { [] } }
      """
    #expect(problems(own).isEmpty, "\(problems(own))")
  }

  @Test func ownTypesDeclaredInAnotherFileCount() {
    let found = scan(suite: suite).problems(in: [
      ("A.swift", "public struct Bag { public var items: [Int] }"),
      ("B.swift", "extension Bag { public var count: Int { items.count } }"),
    ])
    #expect(found.isEmpty, "\(found)")
  }

  @Test func regularExpressionLiteralsHideNothing() {
    // A quote inside a regex literal is no string: what follows it is code.
    for source in [
      "func a() { _ = #/\"\"\"/# }\npublic enum Testing {}\nfunc b() { _ = #/\"\"\"/# }",
      "func a() { _ = /\"\"\"/ }\n@_silgen_name(\"x\") public func f() {}\nfunc b() { _ = /\"\"\"/ }",
      "func a() throws { _ = try /\"/; enum Foundation {} }",
      "func a() { _ = #/a/*/# }\npublic enum Testing {}\n// */",
      "func a() { _ = #/a/*/# }\nextension [Todo] { public static func == (a: [Todo], b: [Todo]) -> Bool { true } }\n// */",
    ] {
      #expect(!problems(source).isEmpty, "\(source)")
    }
    // An honest regex literal is fine, and a division is no regex.
    #expect(problems("func f(x: Int) -> Int { _ = #/a{2}\"/#; let r = /[a-z]+/; _ = r; return x / 2 / 1 }").isEmpty)
  }

  @Test func foreignTypesCannotBeExtendedUnderAnotherName() {
    for source in [
      // Sugar for Array and Dictionary, and Optional.
      "extension [Todo] { public static func == (a: [Todo], b: [Todo]) -> Bool { true } }",
      "extension [String: Todo] { public var count: Int { 2 } }",
      "public struct Box {}\nextension Todo? { public var isEmpty: Bool { false } }",
      // A type alias of a foreign type is not a type of the student's.
      "public typealias Todos = [Todo]\nextension Todos { public var count: Int { 2 } }",
      "public enum Names { public typealias List = [Todo] }\nextension Names.List { public var isEmpty: Bool { false } }",
      // A nested type of the student's named like a foreign one does not make the foreign one the student's.
      "public enum Mine { public struct Array {} }\nextension Swift.Array where Element == Todo { public var count: Int { 2 } }",
      "public enum Mine { public struct Array {} }\nextension Array where Element == Todo { public var count: Int { 2 } }",
    ] {
      #expect(!problems(source).isEmpty, "\(source)")
    }
    // The student's own types, nested or qualified by the module's name, may still be extended.
    var scan = scan(suite: suite)
    scan.module = "DITodoMock"
    let own = """
      public enum Outer { public struct Bag { public var items: [Int] } }
      extension Outer.Bag { public var count: Int { items.count } }
      extension Outer { public var isEmpty: Bool { true } }
      public struct Item {}
      extension DITodoMock.Item { public var count: Int { 0 } }
      extension Outer {
        public struct Deep {}
      }
      extension Outer.Deep { public var isEmpty: Bool { true } }
      """
    #expect(scan.problems(in: [("A.swift", own)]).isEmpty, "\(scan.problems(in: [("A.swift", own)]))")
  }

  /// A foreign type adopting a protocol of the student's, whose extension declares a member the suite uses: the
  /// member is more specialised than the standard one, so the suite calls the student's (measured with Swift 6.3 on
  /// `[String]`'s `contains`, `first`, `isEmpty`, `sorted()` and `allSatisfy`).
  @Test func foreignTypesCannotTakeSuiteMembersThroughTheStudentsProtocol() {
    for source in [
      "public protocol Many: Collection {}\nextension Many { public var isEmpty: Bool { false } }\nextension Array: Many {}",
      // Through sugar, a qualified name, a composition, a where clause, a refinement and a type alias.
      "public protocol Many: Collection {}\nextension Many where Element == Todo { public var count: Int { 2 } }\nextension [Todo]: Many {}",
      "public protocol Many: Collection {}\nextension Many { public var count: Int { 2 } }\nextension Swift.Array: DITodoMock.Many {}",
      "public protocol A {}\npublic protocol Many: Collection {}\nextension Many { public var count: Int { 2 } }\nextension Array: A & Many where Element == Todo {}",
      "public protocol Many: Collection {}\npublic protocol More: Many {}\nextension Many { public var isEmpty: Bool { false } }\nextension Array: More {}",
      "public typealias Todos = [Todo]\npublic protocol Many: Collection {}\nextension Many { public var isEmpty: Bool { false } }\nextension Todos: Many {}",
      "public protocol Same: Equatable {}\nextension Same where Self == Todo { public static func == (a: Self, b: Self) -> Bool { true } }\nextension Todo: Same {}",
      "public protocol Maybe {}\nextension Maybe { public func fetchTodos() -> [Todo] { [] } }\nextension Optional: Maybe {}",
    ] {
      let found = problems(source)
      #expect(found.contains { $0.contains("adopts your protocol") && $0.contains("采用了你自己的协议") }, "\(source): \(found)")
    }
    // Honest: a foreign type adopting the student's protocol whose extensions declare nothing the suite uses, or whose
    // requirements alone name it (the foreign type's own member stays the witness); the student's own types adopting
    // a protocol whose extension does.
    for source in [
      "public protocol Session { func data() -> [Todo] }\nextension Session { public func loaded() -> Int { 1 } }\nextension URLSession: Session {}",
      "public protocol Counting: Collection {}\nextension Counting { public var isEmpty: Bool { false } }\npublic struct Bag: Counting {}\nextension Bag: Equatable {}",
      "public protocol Listing { var count: Int { get } }\nextension Array: Listing {}",
    ] {
      #expect(problems(source).isEmpty, "\(source): \(problems(source))")
    }
  }

  /// A module's own declarations shadow the standard library's and those of the modules it imports, in every file
  /// that imports it: a student's top-level `Mirror`, `ObjectIdentifier` or `withExtendedLifetime` would be what the
  /// suite reflects, compares or keeps alive with (so.code4 scored full marks with a `Mirror` that showed a state object
  /// the editor never stored). Every such name the suites use is refused at the top level (`LibraryNamesTests` keeps the
  /// list whole); the same name nested in the student's own type, or used, is fine.
  @Test func topLevelNamesOfTheStandardLibraryThatTheSuiteUsesAreRefused() {
    let suite = """
      import Testing
      @testable import SONoteEditor
      @Test func holds() {
        let children = Mirror(reflecting: editor).children
        #expect(ObjectIdentifier(a) == ObjectIdentifier(b))
        withExtendedLifetime(editor) { _ = DispatchQueue.main }
      }
      """
    let scan = scan(suite: suite)
    for declaration in [
      "public struct Mirror { public init(reflecting: Any) {} }", "public typealias ObjectIdentifier = Int",
      "public func withExtendedLifetime<T>(_ x: T, _ body: () -> Void) { body() }", "public enum DispatchQueue {}",
    ] {
      let found = scan.problems(in: [("Lessons/X/A.swift", declaration)])
      #expect(found.count == 1 && found[0].contains("from another module"), "\(declaration): \(found)")
    }
    let honest = """
      public struct Editor { struct Mirror {}; func same(_ a: AnyObject, _ b: AnyObject) -> Bool { ObjectIdentifier(a) == ObjectIdentifier(b) } }
      public func describe(_ x: Any) -> Int { Mirror(reflecting: x).children.count }
      """
    #expect(scan.problems(in: [("Lessons/X/A.swift", honest)]).isEmpty)
  }

  /// The compiler prints the text of `#error`, `#warning` and `@available(…, message:)` as it is, line breaks included:
  /// a line in it that reads like an error header naming another exercise's file made a failed build blame that
  /// exercise too. A string holding such a line after its first is refused, however it is spelled; ordinary messages,
  /// line breaks and a path in a string are not.
  @Test func aStringThatPrintsAnErrorHeaderOnALineOfItsOwnIsRefused() {
    let other = "Lessons/02-ViewModel/Fix1TallyScreen/TallyViewModel.swift:1:1: error: x"
    for forged in [
      "#error(\"broken\\n\(other)\")\n",
      "#warning(\"note\\r\(other)\")\n",
      "@available(*, unavailable, message: \"gone\\u{2028}\(other)\")\npublic func f() {}\n",
      "#error(\"\"\"\nbroken\n\(other)\n\"\"\")\n",
    ] {
      let found = problems(forged)
      #expect(found.count == 1 && found[0].contains("compiler diagnostic") && found[0].contains("编译器"), "\(forged): \(found)")
    }
    let honest = """
      #warning("TODO: finish delete(_:)")
      @available(*, deprecated, message: "use fetchTodos()")
      public func all() -> [Int] { [] }
      public let help = "line one\\nLessons/X/A.swift is where it lives\\nerror: none"
      public let log = "A.swift:3:1: error: shown on the first line only"
      """
    #expect(problems(honest).isEmpty, "\(problems(honest))")
  }

  /// `#sourceLocation` makes the compiler report the lines after it at any file and line, and a failed build blames the
  /// exercise whose folder holds the file an error names: an error written under another exercise's path cost that
  /// honest exercise its points (vm.fix1, 8 to 0). The directive is refused; the word alone, in a string or a comment,
  /// and the other directives and macros are not.
  @Test func theSourceLocationDirectiveIsRefused() {
    let forged = """
      #sourceLocation(file: "Lessons/02-ViewModel/Fix1TallyScreen/TallyViewModel.swift", line: 3)
      let broken: Int = "not a number"
      #sourceLocation()
      """
    let found = problems(forged)
    #expect(found.count == 2 && found.allSatisfy { $0.contains("#sourceLocation") }, "\(found)")
    #expect(found.first?.hasPrefix("Lessons/X/A.swift:1:") == true, "\(found)")
    let honest = """
      #if os(macOS) || os(iOS)
      #Preview { Text("#sourceLocation") }
      #endif
      // #sourceLocation(file: "x", line: 1)
      public func place(sourceLocation: Int = #line) -> Int { let s = sourceLocation; return s }
      public let here = (#file, #fileID, #function)
      """
    #expect(problems(honest).isEmpty, "\(problems(honest))")
  }

  /// A suite that imports the SwiftUI stand-in sees what the stand-in re-exports (`@_exported import Combine`), so a
  /// student's top-level `ObservableObject` would be vm.fix1's probe of the view model: names of re-exported kit modules
  /// are names from another module too.
  @Test func namesOfReexportedKitModulesComeFromAnotherModule() {
    #expect(ExerciseIntegrity.reexports(in: "@_exported import Combine\n@_exported import struct Foundation.Date\nimport Dispatch\n") == ["Combine", "Foundation"])
    let integrity = ExerciseIntegrity(layout: KitLayout(root: Self.kit, sources: .lessons))
    let names = integrity.declaredNames(inModules: ["SwiftUI"])
    #expect(names.isSuperset(of: ["View", "ObservableObject", "Published", "AnyCancellable"]), "\(names.count) names")
  }

  /// Names are looked up among each file's own imports: a suite file that does not import the student's module cannot
  /// have its `Thread` taken by the student's `struct Thread` (an honest name in an inbox), while one that does import it
  /// can have its `Mirror` taken.
  @Test func onlySuiteFilesThatImportTheModuleCountForTopLevelNames() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    _ = try folder.write("import Foundation\nenum Probe { static var main: Bool { Thread.isMainThread } }\n", to: "Tests/L/Ex/Probe.swift")
    _ = try folder.write("import Testing\n@testable import Ex\n@Test func f() { _ = Mirror(reflecting: Inbox()).children }\n", to: "Tests/L/Ex/Suite.swift")
    _ = try folder.write("public struct Inbox { public init() {} }\npublic struct Thread {}\n", to: "Lessons/L/Ex/Inbox.swift")
    let item = ExerciseBuilder.Item(module: "Ex", testTarget: "ExTests", folders: ["Lessons/L/Ex/", "Tests/L/Ex/"])
    let integrity = ExerciseIntegrity(layout: KitLayout(root: folder.url, sources: .lessons))
    #expect(integrity.sourceProblems([item]).isEmpty, "\(integrity.sourceProblems([item]))")
    _ = try folder.write("public struct Mirror { public init(reflecting: Any) {}; public var children: [Int] { [] } }\n", to: "Lessons/L/Ex/Mirror.swift")
    let found = integrity.sourceProblems([item])["Ex"] ?? []
    #expect(found.count == 1 && found[0].contains("struct Mirror"), "\(found)")
  }

  @Test func testWritingExercisesMayImportTheTestingLibrary() {
    var scan = scan(suite: "")
    scan.allowedImports = ["Testing"]
    #expect(scan.problems(in: [("T.swift", "import Testing\n@Test func mine() { #expect(1 == 1) }")]).isEmpty)
  }

  /// The kit this test belongs to.
  private static let kit = KitRoot.url

  @Test(arguments: [Sources.lessons, .solutions])
  func theKitsOwnStubsAndSolutionsPass(sources: Sources) throws {
    let layout = KitLayout(root: Self.kit, sources: sources)
    let course = try Course.load(from: layout.manifestURL)
    let selection = try QuestionSelection(course: course, questionIDs: [], lessonIDs: [])
    let items = selection.buildItems(layout: layout, stubs: nil)
    #expect(!items.isEmpty)
    let integrity = ExerciseIntegrity(layout: layout)
    #expect(integrity.inventory(items).isEmpty)
    #expect(integrity.sourceProblems(items).isEmpty, "\(integrity.sourceProblems(items))")
  }
}

@Suite struct SubmissionInventoryTests {
  @Test func everyUnbuildableFolderSaysWhatToRestore() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.url.path
    #expect(SubmissionInventory.problem(at: path + "/Missing", relativePath: "Lessons/L/Missing/")?.contains("missing") == true)
    try folder.write("notes", to: "Empty/README.md")
    #expect(SubmissionInventory.problem(at: path + "/Empty", relativePath: "Lessons/L/Empty/")?.contains("holds no Swift file") == true)
    try folder.write("public struct A {}", to: "Mixed/A.swift")
    try folder.write("int helper(void) { return 1; }", to: "Mixed/deep/helper.c")
    let mixed = SubmissionInventory.problem(at: path + "/Mixed", relativePath: "Lessons/L/Mixed/")
    #expect(mixed?.contains("remove Lessons/L/Mixed/deep/helper.c") == true, "\(mixed ?? "")")
    try folder.write("public struct A {}", to: "Fine/A.swift")
    try folder.write("{}", to: "Fine/data.json")
    #expect(SubmissionInventory.problem(at: path + "/Fine", relativePath: "Lessons/L/Fine/") == nil)
    if !BuiltGrader.isRoot {
      let file = try folder.write("public struct B {}", to: "Locked/B.swift")
      chmod(file.path, 0)
      #expect(SubmissionInventory.problem(at: path + "/Locked", relativePath: "Lessons/L/Locked/")?.contains("cannot read") == true)
    }
  }
}

extension SubmissionInventoryTests {
  /// The scans read at most `RegularFile.limit` bytes of a file; a larger Swift file would be built unread (an attribute
  /// or a forgery padded with a comment past the limit), so its exercise is not built at all.
  @Test func aSwiftFileLargerThanTheScansReadIsNotBuilt() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.url.path
    try folder.write("public struct A {}", to: "Big/A.swift")
    let padded = try folder.write("@_cdecl(\"f\") public func f() {}\n", to: "Big/Pad.swift")
    #expect(truncate(padded.path, off_t(RegularFile.limit) + 1) == 0)
    let problem = SubmissionInventory.problem(at: path + "/Big", relativePath: "L/Big/")
    #expect(problem?.contains("shrink L/Big/Pad.swift") == true, "\(problem ?? "")")
    #expect(truncate(padded.path, off_t(RegularFile.limit)) == 0)
    #expect(SubmissionInventory.problem(at: path + "/Big", relativePath: "L/Big/") == nil)
    // A file that is not Swift is never built, whatever its size.
    let data = try folder.write("", to: "Data/notes.txt")
    try folder.write("public struct A {}", to: "Data/A.swift")
    #expect(truncate(data.path, off_t(RegularFile.limit) * 2) == 0)
    #expect(SubmissionInventory.problem(at: path + "/Data", relativePath: "L/Data/") == nil)
  }

  @Test func namesSwiftPMCannotBuildAndFilesThatAreNotFilesAreReported() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.url.path
    try folder.write("public struct A {}", to: "Quote/say \"hi\".swift")
    #expect(SubmissionInventory.problem(at: path + "/Quote", relativePath: "L/Quote/")?.contains("rename L/Quote/say \"hi\".swift") == true)
    try folder.write("public struct A {}", to: "Tab/a\tb.swift")
    #expect(SubmissionInventory.problem(at: path + "/Tab", relativePath: "L/Tab/")?.contains(#"L/Tab/a\tb.swift"#) == true)
    try folder.write("public struct A {}", to: "Pipe/A.swift")
    #expect(mkfifo(path + "/Pipe/B.swift", 0o644) == 0)
    #expect(SubmissionInventory.problem(at: path + "/Pipe", relativePath: "L/Pipe/")?.contains("remove L/Pipe/B.swift") == true)
    #expect(RegularFile.contents(atPath: path + "/Pipe/B.swift") == nil)
    try folder.write("public struct A {}", to: "Device/A.swift")
    try FileManager.default.createSymbolicLink(atPath: path + "/Device/Zero.swift", withDestinationPath: "/dev/zero")
    #expect(SubmissionInventory.problem(at: path + "/Device", relativePath: "L/Device/")?.contains("remove L/Device/Zero.swift") == true)
    #expect(RegularFile.contents(atPath: path + "/Device/Zero.swift") == nil)
    // Hidden files never reach the build, whatever their names; links that lead nowhere are left alone.
    try folder.write("public struct A {}", to: "Fine/A.swift")
    try folder.write("", to: "Fine/.swap\"file")
    try FileManager.default.createSymbolicLink(atPath: path + "/Fine/loop", withDestinationPath: "loop")
    #expect(SubmissionInventory.problem(at: path + "/Fine", relativePath: "L/Fine/") == nil)
    #expect(RegularFile.contents(atPath: path + "/Fine/A.swift", limit: 4) == nil)
    #expect(RegularFile.contents(atPath: path + "/Fine/A.swift") == Data("public struct A {}".utf8))
  }
}

/// The symbol check on objects the real compiler builds.
@Suite struct SymbolCheckTests {
  @Test func theFirstEntityOfADemangledNameDecides() {
    #expect(SymbolCheck.owningModule(ofDemangled: "type metadata accessor for DITodoMock.MockTodoRepository") == "DITodoMock")
    #expect(SymbolCheck.owningModule(ofDemangled: "(extension in DITodoEnvironment):SwiftUI.EnvironmentValues.todoRepository.getter : TodoKit.TodoRepository") == "DITodoEnvironment")
    #expect(SymbolCheck.owningModule(ofDemangled: "property descriptor for (extension in DITodoEnvironment):SwiftUI.EnvironmentValues.todoRepository") == "DITodoEnvironment")
    #expect(SymbolCheck.owningModule(ofDemangled: "Testing.__checkValue<DITodoMock.X>(_: DITodoMock.X) -> ()") == "Testing")
    #expect(SymbolCheck.owningModule(ofDemangled: "generic specialization <Swift.Int> of DITodoMock.f<A>(A) -> ()") == "DITodoMock")
    #expect(SymbolCheck.owningModule(ofDemangled: "swift_retain") == nil)
  }

  @Test func anOpaqueResultTypeBelongsToTheEntityThatReturnsIt() {
    let helper = "opaque type descriptor for <<opaque return type of (extension in PVClientEnvironment):SwiftUI.View.httpClient(any RecipeAPI.HTTPClient.Type) -> some>>"
    #expect(SymbolCheck.owningModule(ofDemangled: helper) == "PVClientEnvironment")
    #expect(SymbolCheck.owningModule(ofDemangled: "opaque type descriptor for <<opaque return type of DIFix2.Row.body : some>>") == "DIFix2")
    #expect(SymbolCheck.owningModule(ofDemangled: "opaque type descriptor for <<opaque return type of Testing.f() -> some>>") == "Testing")
  }

  @Test func strongDefinitionsAreReadFromNmOutput() {
    let listing = """
      /x/A.swift.o:
      $s1A1fyyF T 0 10
      $s1A1gyyFTu D 0 8
      $s7TodoKit0A0VWOh W 0 2
      __swift_reflection_version V 0 2
      $s7TodoKit0A0VMn U
      _$s1A1hyyF T 0 4
      """
    #expect(SymbolCheck.strongDefinitions(in: listing).map(\.name) == ["$s1A1fyyF", "$s1A1gyyFTu", "_$s1A1hyyF"])
    #expect(SymbolCheck.strippingPrefix("_$s1A1hyyF", platform: .darwin) == "$s1A1hyyF")
    #expect(SymbolCheck.strippingPrefix("_$s1A1hyyF", platform: .linux) == "_$s1A1hyyF")
  }

  @Test func foreignDefinitionsInARealObjectAreFound() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let source = try folder.write(
      """
      public struct Own { public init() {}; public func run() -> Int { 1 } }
      extension Array where Element == Own { public var total: Int { count } }
      @_silgen_name("swift_retainCount") public func forged() -> Int { 0 }
      @_cdecl("grader_forged") public func forgedC() {}
      public protocol Shape {}
      public struct Dot: Shape { public init() {} }
      struct Ring<S: Shape>: Shape { var inner: S }
      extension Shape { public func ringed() -> some Shape { Ring(inner: self) } }
      extension Array where Element == Own { public func first() -> some Equatable { 1 } }
      public struct Board: Shape { public var body: some Shape { Dot() } }
      """, to: "Student.swift")
    let toolchain = HostToolchain.locate(platform: .current, environment: ProcessInfo.processInfo.environment) { _, _ in nil }
    let object = folder.url.appendingPathComponent("Student.swift.o").path
    let compile = ChildProcess(
      executable: toolchain.tool("swiftc"),
      arguments: ["-parse-as-library", "-module-name", "Student", "-c", source.path, "-o", object],
      environment: ProcessInfo.processInfo.environment, workingDirectory: folder.url.path, outputPath: nil)
    let compiled: CapturedRun<Bool> = try compile.capture(outputLimit: 1 << 16) { elapsed, _, _ in elapsed > .seconds(120) ? true : nil }
    #expect(compiled.outcome.succeeded, "\(compiled.outputText)")
    let checker = SymbolCheck(platform: .current, toolchain: toolchain, environment: ProcessInfo.processInfo.environment)
    let problems = try #require(checker.problems(module: "Student", objectsFolder: folder.url.path))
    #expect(problems.count == 2, "\(problems)")
    #expect(problems.contains { $0.contains("swift_retainCount") } && problems.contains { $0.contains("grader_forged") })
    #expect(!problems.contains { $0.contains("Own") || $0.contains("total") })
  }
}
