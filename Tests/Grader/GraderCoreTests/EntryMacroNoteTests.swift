import Foundation
import GraderCore
import Testing

/// The kit root the fixture's paths start with (captured under a scratch copy of the kit and rewritten).
private let root = "/home/student/SwiftTeachingKit"
private let filter = DiagnosticsFilter(kitRoot: root)
private let code3 = [
  "Lessons/01-DependencyInjection/Code3TodoEnvironment/", "Tests/01-DependencyInjection/Code3TodoEnvironment/",
]

/// A student's `@Entry` on Linux: the diagnostics explain the macro and show the hand-written key and property.
@Suite struct EntryMacroNoteTests {
  @Test func explainsEntryInBothLanguagesBeforeTheCompilerErrors() {
    let text = filter.diagnostics(in: entryOutput, forPathsUnder: code3)
    #expect(text.hasPrefix("注意：`@Entry` 是 Apple 的 SwiftUI 提供的宏"))
    #expect(text.contains("Note: `@Entry` is a macro from Apple's SwiftUI"))
    #expect(text.contains("It is fine on a Mac"))
    // The compiler's own errors still follow, once each.
    #expect(text.components(separatedBy: "error: unknown attribute 'Entry'").count - 1 == 2)  // header and caret line
    #expect(text.contains("error: extensions must not contain stored properties"))
  }

  @Test func showsTheHandWrittenFormOfTheStudentsOwnProperty() {
    let text = filter.diagnostics(in: entryOutput, forPathsUnder: code3)
    #expect(
      text.contains(
        """
            private struct TodoRepositoryKey: EnvironmentKey {
              static let defaultValue: any TodoRepository = SampleTodoRepository()
            }

            extension EnvironmentValues {
              var todoRepository: any TodoRepository {
                get { self[TodoRepositoryKey.self] }
                set { self[TodoRepositoryKey.self] = newValue }
              }
            }
        """))
  }

  @Test func keepsTheStudentsAccessModifierAndDropsATrailingComment() {
    let output = entryOutput.replacingOccurrences(
      of: "@Entry var todoRepository: any TodoRepository = SampleTodoRepository()",
      with: "@Entry public var sampleCount: Int = 3  // how many")
    let text = filter.diagnostics(in: output, forPathsUnder: code3)
    #expect(text.contains("private struct SampleCountKey: EnvironmentKey {\n      static let defaultValue: Int = 3\n"))
    #expect(text.contains("public var sampleCount: Int {"))
  }

  @Test func fallsBackToTheLessonsPropertyWhenTheDeclarationCannotBeRead() {
    let output = entryOutput.replacingOccurrences(
      of: "@Entry var todoRepository: any TodoRepository = SampleTodoRepository()", with: "@Entry var count = 0")
    let text = filter.diagnostics(in: output, forPathsUnder: code3)
    #expect(text.contains("private struct TodoRepositoryKey: EnvironmentKey {"))
    #expect(!text.contains("CountKey"))
  }

  @Test func noNoteForOtherExercisesOrOtherErrors() {
    #expect(filter.diagnostics(in: entryOutput, forPathsUnder: ["Lessons/01-DependencyInjection/Fix2EnvironmentValue/"]) == "")
    let withoutEntry = entryOutput.replacingOccurrences(of: "error: unknown attribute 'Entry'", with: "error: cannot find type 'Entry' in scope")
    #expect(!filter.diagnostics(in: withoutEntry, forPathsUnder: code3).contains("@Entry` is a macro"))
  }

  @Test func theNoteSurvivesTheCap() {
    let small = DiagnosticsFilter(kitRoot: root, maxCharacters: 1500)
    let text = small.diagnostics(in: entryOutput, forPathsUnder: code3)
    #expect(text.hasPrefix("注意：`@Entry`"))
    #expect(text.contains("set { self[TodoRepositoryKey.self] = newValue }"))
  }
}

/// `KIT_GRADING=1 KIT_ONLY=DITodoEnvironment swift build --build-tests` of a kit copy whose code3 file declares
/// `@Entry var todoRepository: any TodoRepository = SampleTodoRepository()` in `extension EnvironmentValues`
/// (Swift 6.3.1, Linux), with the copy's root rewritten.
private let entryOutput = #"""
[0/1] Planning build
Building for debugging...
[0/17] Write sources
[1/17] Write swift-version-6A52383ED409C6A7.txt
[3/15] Compiling SwiftUI EnvironmentValues.swift
[4/15] Emitting module SwiftUI
[5/16] Wrapping AST for SwiftUI for debugging
[7/22] Compiling DITodoEnvironment EnvironmentValues+TodoRepository.swift
/home/student/SwiftTeachingKit/Lessons/01-DependencyInjection/Code3TodoEnvironment/EnvironmentValues+TodoRepository.swift:9:14: error: extensions must not contain stored properties
 7 | extension EnvironmentValues {
 8 |   /// The repository that views read with `@Environment(\.todoRepository)`.
 9 |   @Entry var todoRepository: any TodoRepository = SampleTodoRepository()
   |              `- error: extensions must not contain stored properties
10 | }
11 | 

/home/student/SwiftTeachingKit/Lessons/01-DependencyInjection/Code3TodoEnvironment/EnvironmentValues+TodoRepository.swift:9:4: error: unknown attribute 'Entry'
 7 | extension EnvironmentValues {
 8 |   /// The repository that views read with `@Environment(\.todoRepository)`.
 9 |   @Entry var todoRepository: any TodoRepository = SampleTodoRepository()
   |    `- error: unknown attribute 'Entry'
10 | }
11 | 
error: emit-module command failed with exit code 1 (use -v to see invocation)
[8/22] Emitting module DITodoEnvironment
/home/student/SwiftTeachingKit/Lessons/01-DependencyInjection/Code3TodoEnvironment/EnvironmentValues+TodoRepository.swift:9:14: error: extensions must not contain stored properties
 7 | extension EnvironmentValues {
 8 |   /// The repository that views read with `@Environment(\.todoRepository)`.
 9 |   @Entry var todoRepository: any TodoRepository = SampleTodoRepository()
   |              `- error: extensions must not contain stored properties
10 | }
11 | 

/home/student/SwiftTeachingKit/Lessons/01-DependencyInjection/Code3TodoEnvironment/EnvironmentValues+TodoRepository.swift:9:4: error: unknown attribute 'Entry'
 7 | extension EnvironmentValues {
 8 |   /// The repository that views read with `@Environment(\.todoRepository)`.
 9 |   @Entry var todoRepository: any TodoRepository = SampleTodoRepository()
   |    `- error: unknown attribute 'Entry'
10 | }
11 | 
"""#
