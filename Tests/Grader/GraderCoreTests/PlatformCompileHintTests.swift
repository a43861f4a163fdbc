import Foundation
import GraderTestSupport
import Testing

@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// The course-wide hints for APIs that a Mac has and Linux's toolchain does not, matched on what Swift 6.3 on Linux
/// really printed for tiny files (`swiftc -typecheck`, the lines below copied from its output).
@Suite struct PlatformCompileHintTests {
  private let question = Question(
    id: "l.q", kind: .code, section: "code", points: 4, exercise: "M", suite: "S",
    title: LocalizedText(en: "t", zh: "t"), hint: LocalizedText(en: "h", zh: "h"),
    explanation: LocalizedText(en: "e", zh: "e"))

  private func hints(_ diagnostics: String) -> [LocalizedText] {
    CompileHint.matching(diagnostics, for: question)
  }

  /// `URLSession.shared.data(from:)` and `URLRequest(url:)` in a file that imports only Foundation.
  @Test func urlSessionWithoutFoundationNetworkingNamesEachType() {
    let diagnostics = """
      a.swift:4:40: error: type 'URLSession' (aka 'AnyObject') has no member 'shared'
      a.swift:5:17: error: cannot find 'URLRequest' in scope
      """
    let found = hints(diagnostics)
    #expect(found.count == 2)
    #expect(found.first?.en.hasPrefix("URLSession exists on a Mac") == true)
    #expect(found.last?.en.hasPrefix("URLRequest exists on a Mac") == true)
    #expect(found.allSatisfy { $0.en.contains("import FoundationNetworking") && $0.zh.contains("FoundationNetworking") })
  }

  /// The same code in a file that does not import Foundation: `URLRequest` is missing on a Mac too, so no
  /// `FoundationNetworking` hint.
  @Test func noNetworkingHintWhenFoundationIsNotImported() {
    let diagnostics = """
      RecipeSearchClient.swift:39:17: error: cannot find 'URLRequest' in scope
      RecipeSearchClient.swift:39:33: error: cannot find 'URL' in scope
      RecipeSearchClient.swift:40:20: error: cannot find 'URLSession' in scope
      """
    #expect(hints(diagnostics).isEmpty)
    #expect(hints(diagnostics + "\nx.swift:1:8: error: no such module 'UIKit'").count == 1)
  }

  /// `URLSession` and `HTTPURLResponse` named as parameter types.
  @Test func unavailableNetworkingTypes() {
    let diagnostics = """
      g.swift:2:17: error: 'URLSession' is unavailable: This type has moved to the FoundationNetworking module. \
      Import that module to use it.
      g.swift:2:39: error: 'HTTPURLResponse' is unavailable: This type has moved to the FoundationNetworking module. \
      Import that module to use it.
      """
    #expect(hints(diagnostics).map { String($0.en.prefix(while: { $0 != " " })) } == ["URLSession", "HTTPURLResponse"])
  }

  @Test(arguments: ["UIKit", "AppKit", "CryptoKit", "os", "OSLog"])
  func appleOnlyModules(_ module: String) {
    let found = hints("b.swift:1:8: error: no such module '\(module)'\n  |        `- error: no such module '\(module)'")
    #expect(found.count == 1)
    #expect(found.first?.en.contains("`import \(module)`") == true)
    #expect(found.first?.zh.contains("`import \(module)`") == true)
  }

  @Test func appleOnlyTypes() {
    let diagnostics = """
      f.swift:2:9: error: cannot find 'UIColor' in scope
      f.swift:3:9: error: cannot find 'NSColor' in scope
      """
    let found = hints(diagnostics)
    #expect(found.map { String($0.en.prefix(while: { $0 != " " })) } == ["UIColor", "NSColor"])
    #expect(found.first?.en.contains("belongs to UIKit") == true)
  }

  /// A Mac student's `#Preview` under a view in a graded file (found grading lesson 1's fix 1 as a student).
  @Test func previewMacro() {
    let found = hints("""
      Fix1Injection/BookListViewModel.swift:100:2: error: no macro named 'Preview'
      100 | #Preview("Books") {
          |  `- error: no macro named 'Preview'
      """)
    #expect(found.count == 1)
    #expect(found.first?.en.contains("#if os(macOS) || os(iOS)") == true)
    #expect(found.first?.zh.contains("#if os(macOS) || os(iOS)") == true)
    #expect(hints("x.swift:3:2: error: no macro named 'Previewer'").isEmpty)
  }

  /// `.keyboardType(.numberPad)` on a `TextField`, against the SwiftUI stand-in.
  @Test func iOSOnlyModifiers() {
    let found = hints("v.swift:9:8: error: value of type 'TextField<Text>' has no member 'keyboardType'")
    #expect(found.count == 1)
    #expect(found.first?.en.contains("#if os(iOS)") == true)
    #expect(found.first?.en.hasPrefix("`.keyboardType` is iOS-only") == true)
    let placement = hints("t.swift:5:31: error: type 'ToolbarItemPlacement' has no member 'topBarTrailing'")
    #expect(placement.map { String($0.en.prefix { $0 != " " }) } == ["`.topBarTrailing`"])
    let more = hints(
      """
      l.swift:4:35: error: type 'ListStyle' has no member 'insetGrouped'
      l.swift:9:15: error: value of type 'Text' has no member 'navigationBarTitle'
      l.swift:15:30: error: value of type 'TextField<Text>' has no member 'textInputAutocapitalization'
      l.swift:15:59: error: cannot infer contextual base in reference to member 'never'
      """)
    #expect(
      more.map { String($0.en.prefix { $0 != " " }) }
        == ["`.textInputAutocapitalization`", "`.navigationBarTitle`", "`.insetGrouped`"])
  }

  /// Time-based operators the Combine stand-in leaves out, on a subject and erased publishers.
  @Test func schedulerOperators() {
    let diagnostics = """
      w.swift:8:7: error: instance method 'subscribe' requires that 'DispatchQueue' conform to 'Subscriber'
      w.swift:9:18: error: value of type 'Publishers.Map<PassthroughSubject<Int, Never>, Int>' has no member 'throttle'
      w.swift:10:29: error: value of type 'AnyPublisher<Int, Never>' has no member 'delay'
      """
    let names = hints(diagnostics).map { String($0.en.dropFirst().prefix { $0 != "`" }) }
    #expect(names == ["throttle", "delay", "subscribe(on:)"])
    #expect(hints(diagnostics).allSatisfy { $0.zh.contains("Task.sleep") })
  }

  /// A Mac's SwiftUI view the Linux stand-in lacks is named, with where to put it; the list stays true: the stand-in
  /// declares none of them (were one added, its hint would be wrong).
  @Test func swiftUIViewsTheStandInLacks() throws {
    let diagnostics = """
      NoteEditor.swift:73:7: error: cannot find 'GeometryReader' in scope
      NoteEditor.swift:74:20: error: cannot find 'LazyVGrid' in scope
      NoteEditor.swift:77:7: error: cannot find 'Menu' in scope
      """
    let found = hints(diagnostics)
    #expect(found.map { String($0.en.dropFirst().prefix { $0 != "`" }) } == ["GeometryReader", "LazyVGrid", "Menu"])
    #expect(found.allSatisfy { $0.en.contains("#if os(macOS) || os(iOS)") && $0.zh.contains("SwiftUI 替身") })
    let standIn = KitRoot.url.appendingPathComponent("Support/SwiftUI")
    var declared = ""
    for name in FileManager.default.subpaths(atPath: standIn.path) ?? [] where name.hasSuffix(".swift") {
      declared += try String(contentsOf: standIn.appendingPathComponent(name), encoding: .utf8)
    }
    for name in CompileHint.standInMissingViews {
      #expect(declared.firstMatch(of: try Regex("(struct|enum|class|typealias|protocol) \(name)\\b")) == nil, "\(name)")
    }
  }

  /// A Combine operator a Mac has and the Linux stand-in lacks is named, with what the stand-in has; the list stays
  /// true: the stand-in declares none of them, as a method or as a `Publishers` type.
  @Test func combineOperatorsTheStandInLacks() throws {
    let diagnostics = """
      Inbox.swift:12:9: error: value of type 'Published<Int>.Publisher' has no member 'zip'
      Inbox.swift:14:34: error: value of type 'AnyPublisher<Published<Int>.Publisher.Output, Published<Int>.Publisher.Failure>' (aka 'AnyPublisher<Int, Never>') has no member 'merge'
      Inbox.swift:16:23: error: 'FlatMap' is not a member type of enum 'Combine.Publishers'
      Inbox.swift:17:9: error: type 'Publishers' has no member 'Share'
      """
    let found = hints(diagnostics)
    #expect(found.map { String($0.en.dropFirst().prefix { $0 != "`" }) } == ["zip", "merge", "flatMap", "share"])
    #expect(found.allSatisfy { $0.en.contains("combineLatest") && $0.zh.contains("Combine 替身") })
    let standIn = KitRoot.url.appendingPathComponent("Support/Combine")
    var declared = ""
    for name in FileManager.default.subpaths(atPath: standIn.path) ?? [] where name.hasSuffix(".swift") {
      declared += try String(contentsOf: standIn.appendingPathComponent(name), encoding: .utf8)
    }
    for name in CompileHint.standInMissingOperators {
      let type = name.prefix(1).uppercased() + name.dropFirst()
      #expect(declared.firstMatch(of: try Regex("func \(name)\\b|(struct|class|enum|typealias) \(type)\\b")) == nil, "\(name)")
    }
    // Sequences' members of the same names are not Combine's.
    #expect(hints("error: value of type '[Int]' has no member 'zip'").isEmpty)
  }

  /// Nothing is said about diagnostics that name none of these APIs, or that only mention a similar name.
  @Test(arguments: [
    "error: cannot find 'TodoRepository' in scope", "error: no such module 'Osmosis'",
    "error: cannot find 'MyURLSession' in scope", "error: value of type 'URLSessionMock' has no member 'data'",
    "error: value of type 'TimerModel' has no member 'delay'", "error: value of type 'Form' has no member 'keyboardTypes'",
  ])
  func otherDiagnosticsGetNoPlatformHint(_ diagnostics: String) {
    #expect(hints(diagnostics).isEmpty)
  }

  /// A question's own hints come first, then the platform ones.
  @Test func questionHintsComeFirst() {
    var hinted = question
    let own = CompileHint(pattern: "no such module", message: LocalizedText(en: "own", zh: "own"))
    hinted.compileHints = [own]
    let found = CompileHint.matching("error: no such module 'UIKit'", for: hinted)
    #expect(found.first == own.message)
    #expect(found.count == 2)
  }

  @Test func everyPlatformPatternIsValid() {
    #expect(CompileHint.platform.allSatisfy { $0.isValid })
  }
}
