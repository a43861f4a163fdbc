import Foundation
import Testing
import GraderCore

/// The kit root the fixtures' paths start with (the real output was captured under a scratch folder and rewritten).
private let root = "/home/student/SwiftTeachingKit"
private let filter = DiagnosticsFilter(kitRoot: root)
private let fix3 = "Lessons/01-DependencyInjection/Fix3MockMutation/"
private let fix1 = "Lessons/01-DependencyInjection/Fix1Injection/"
private let quizTests = "Tests/01-DependencyInjection/Quiz/"
private let code4 = ["Lessons/01-DependencyInjection/Code4TodoViewModel/", "Tests/01-DependencyInjection/Code4TodoViewModel/"]

@Suite struct DiagnosticsFilterTests {
  // MARK: - Real compile errors

  @Test func keepsCompileErrorsWithRelativePathsAndNoDuplicates() {
    let text = filter.diagnostics(in: fix3Output, forPathsUnder: [fix3])
    #expect(
      text == """
        Lessons/01-DependencyInjection/Fix3MockMutation/MockBookRepository.swift:13:7: error: extensions must not contain stored properties
        11 | 
        12 | extension MockBookRepository {
        13 |   var saveCount: Int = 0
           |       `- error: extensions must not contain stored properties
        14 | }
        15 | 

        Lessons/01-DependencyInjection/Fix3MockMutation/MockBookRepository.swift:8:11: error: cannot use mutating member on immutable value: 'self' is immutable
         5 |   public init() {}
         6 | 
         7 |   public func save(_ title: String) {
           |          `- note: mark method 'mutating' to make 'self' mutable
         8 |     saved.append(title)
           |           `- error: cannot use mutating member on immutable value: 'self' is immutable
         9 |   }
        10 | }
        """
    )
  }

  /// A long run of warnings never hides the error that stopped the build: errors come first, then the warnings.
  @Test func errorsComeBeforeWarningsSoTheCapNeverHidesThem() {
    let file = "\(root)/\(code4[1])Checks.swift"
    var output = ""
    for line in 1...60 {
      output += "\(file):\(line):9: warning: no 'async' operations occur within 'await' expression\n"
      output += "\(line) |     await model.load()\n   |         `- warning: no 'async' operations occur within 'await' expression\n\n"
    }
    output += "\(file):99:5: error: sending 'model' risks causing data races\n99 |     model.load()\n   |     `- error: sending 'model' risks causing data races\n"
    let text = filter.diagnostics(in: output, forPathsUnder: code4)
    #expect(text.hasPrefix("\(code4[1])Checks.swift:99:5: error: sending 'model' risks causing data races"), "\(text.prefix(300))")
    #expect(text.contains(": warning: "))
  }

  /// The error Swift Testing's macros add when a test's body does not compile is left out while the body's own error is
  /// there, and kept when it is all there is.
  @Test func aFollowOnErrorOfTheTestMacrosIsLeftOutBesideTheRealOne() {
    let file = "\(root)/\(code4[1])Checks.swift"
    let real = "\(file):12:5: error: cannot find 'load' in scope\n12 |     load()\n   |     `- error: cannot find 'load' in scope\n\n"
    let followOn = "\(file):10:3: error: '@const' value should be initialized with a compile-time value\n"
      + "10 |   @Test func loads() {\n   |   `- error: '@const' value should be initialized with a compile-time value\n\n"
    let both = filter.diagnostics(in: followOn + real, forPathsUnder: code4)
    #expect(both.hasPrefix("\(code4[1])Checks.swift:12:5: error: cannot find 'load' in scope") && !both.contains("@const"), "\(both)")
    let alone = filter.diagnostics(in: followOn, forPathsUnder: code4)
    #expect(alone.contains("@const"))
  }

  @Test func cutsProgressAndFailureLines() {
    let text = filter.diagnostics(in: fix3Output, forPathsUnder: [fix3])
    #expect(!text.contains("Compiling"))
    #expect(!text.contains("Building for debugging"))
    #expect(!text.contains("Write "))
    #expect(!text.contains("emit-module command failed"))
    #expect(!text.contains(root))
  }

  @Test func listsFilesWithErrorsAndNoFailedModuleForFileErrors() {
    #expect(filter.filesWithErrors(in: fix3Output) == ["Lessons/01-DependencyInjection/Fix3MockMutation/MockBookRepository.swift"])
    #expect(filter.failedModules(in: fix3Output).isEmpty)
  }

  @Test func returnsNothingForOtherExercises() {
    #expect(filter.diagnostics(in: fix3Output, forPathsUnder: [fix1, quizTests]) == "")
    #expect(filter.diagnostics(in: fix3Output, forPathsUnder: []) == "")
  }

  @Test func prefixWithoutSlashDoesNotMatchASiblingFolder() {
    #expect(filter.diagnostics(in: fix3Output, forPathsUnder: ["Lessons/01-DependencyInjection/Fix3"]) == "")
    #expect(filter.diagnostics(in: fix3Output, forPathsUnder: ["Lessons/01-DependencyInjection/Fix3MockMutation"]) != "")
  }

  @Test func acceptsAbsoluteAndDotPrefixesAndARootWithTrailingSlash() {
    let expected = filter.diagnostics(in: fix3Output, forPathsUnder: [fix3])
    #expect(filter.diagnostics(in: fix3Output, forPathsUnder: [root + "/" + fix3]) == expected)
    #expect(filter.diagnostics(in: fix3Output, forPathsUnder: ["./" + fix3]) == expected)
    let slashed = DiagnosticsFilter(kitRoot: root + "/")
    #expect(slashed.diagnostics(in: fix3Output, forPathsUnder: [fix3]) == expected)
    #expect(slashed.filesWithErrors(in: fix3Output) == filter.filesWithErrors(in: fix3Output))
  }

  /// A hidden check's lines never reach the student: an error in its file becomes one notice, and a note that
  /// points into it is left out.
  @Test func hiddenChecksStayUnseen() {
    let hidden = "Tests/01-DependencyInjection/Fix1Injection/Hidden/Fix1Injection+Hidden.swift"
    let noted = fix1Output.replacingOccurrences(of: "Lessons/01-DependencyInjection/Shared/TodoKit/TodoRepository.swift", with: hidden)
    let text = filter.diagnostics(in: noted, forPathsUnder: [fix1])
    #expect(text.contains("error: missing argument for parameter 'title' in call"))
    #expect(!text.contains("Hidden") && !text.contains("declared here"), "\(text)")

    let erring = fix3Output.replacingOccurrences(
      of: "Lessons/01-DependencyInjection/Fix3MockMutation/MockBookRepository.swift",
      with: "Tests/01-DependencyInjection/Fix3MockMutation/Hidden/Fix3MockMutation+Hidden.swift")
    let notice = filter.diagnostics(in: erring, forPathsUnder: ["Tests/01-DependencyInjection/Fix3MockMutation/"])
    #expect(notice == DiagnosticsFilter.hiddenCheckNotice, "\(notice)")
  }

  @Test func keepsWarningsNotesInOtherFilesAndFootnotes() {
    let text = filter.diagnostics(in: fix1Output, forPathsUnder: [fix1])
    // The error first, then the warnings in the compiler's order.
    #expect(text.hasPrefix("Lessons/01-DependencyInjection/Fix1Injection/BookListViewModel.swift:13:21: error: missing argument"))
    #expect(text.contains("Lessons/01-DependencyInjection/Fix1Injection/BookListViewModel.swift:9:23: warning: 'fetch()' is deprecated"))
    #expect(text.contains("warning: initialization of immutable value '未使用' was never used"))
    #expect(text.contains("error: missing argument for parameter 'title' in call"))
    #expect(text.contains("\n\nLessons/01-DependencyInjection/Shared/TodoKit/TodoRepository.swift:6:15: note: 'load(title:)' declared here\n 4 | \n"))
    #expect(text.hasSuffix("\n\n[#DeprecatedDeclaration]: <https://docs.swift.org/compiler/documentation/diagnostics/deprecated-declaration>"))
    #expect(!text.contains("Emitting"))
    #expect(filter.filesWithErrors(in: fix1Output) == ["Lessons/01-DependencyInjection/Fix1Injection/BookListViewModel.swift"])
    #expect(filter.diagnostics(in: fix1Output, forPathsUnder: ["Support/"]) == "")
  }

  @Test func attributesMacroExpansionErrorsToTheirSourceFile() {
    let text = filter.diagnostics(in: quizOutput, forPathsUnder: [quizTests])
    #expect(filter.filesWithErrors(in: quizOutput) == ["Tests/01-DependencyInjection/Quiz/ChoiceTests.swift"])
    #expect(text.contains("\n\nmacro expansion @Test:12:21: error: cannot convert value"))
    #expect(text.contains("`- Tests/01-DependencyInjection/Quiz/ChoiceTests.swift:7:4: note: expanded code originates here"))
    #expect(text.contains("   +--- macro expansion @Test ---"))
    #expect(text.contains("   |12 |   return .__function("))
    #expect(text.contains(" 9 |   @Test func question2() {\n\nTests/01-DependencyInjection/Quiz/ChoiceTests.swift:10:28: error: binary operator"))
    #expect(text.components(separatedBy: "error: Attribute 'Test' must specify arguments").count == 3)  // header and excerpt, once
    #expect(filter.failedModules(in: quizOutput).isEmpty)
  }

  @Test func keepsEveryLineOfTheCompilersOwnBlocks() {
    let text = filter.diagnostics(in: quizOutput, forPathsUnder: [quizTests])
    let output = Set(quizOutput.split(separator: "\n", omittingEmptySubsequences: false).map { $0.replacing(root + "/", with: "") })
    for line in text.split(separator: "\n") {
      #expect(output.contains(line), "\(line)")
    }
  }

  // MARK: - Real compiler crash

  @Test func summarisesACompilerCrash() {
    let text = filter.diagnostics(in: crashOutput, forPathsUnder: code4)
    #expect(
      text == """
        error: compile command failed due to signal 6 (use -v to see invocation)
        <unknown>:0: note: Invalid conformance in type-checked AST
        编译器崩溃时正在编译 / The compiler crashed while compiling: \
        Tests/01-DependencyInjection/Code4TodoViewModel/TodoListViewModelTests.swift:5:9 \
        ('keepsTheSameStore()', module DITodoViewModelTests)
        """
    )
  }

  @Test func namesTheCrashedModuleButNoFile() {
    #expect(filter.failedModules(in: crashOutput) == ["DITodoViewModelTests"])
    #expect(filter.filesWithErrors(in: crashOutput).isEmpty)
    #expect(filter.diagnostics(in: crashOutput, forPathsUnder: [fix3, quizTests]) == "")
  }

  @Test func leavesTheStackDumpOut() {
    let text = filter.diagnostics(in: crashOutput, forPathsUnder: [""])
    for noise in ["Stack dump", "Program arguments", "#0 0x", "llvm::", "Registers", "Backtrace", "Please submit", "please submit", "Emitting"] {
      #expect(!text.contains(noise), "\(noise)")
    }
    #expect(text.split(separator: "\n").count == 3)
  }

  /// Parallel jobs interleaved: the failure line, another job's progress line, then the crashed compiler's output.
  @Test func pairsAFailureLineWithItsDumpAcrossAnotherJobsProgressLine() {
    #expect(filter.failedJobs(in: interleavedCrashOutput) == [FailedJob(module: "DITodoViewModelTests", isGuess: false)])
    let text = filter.diagnostics(in: interleavedCrashOutput, forPathsUnder: code4)
    #expect(text.hasPrefix("error: compile command failed due to signal 6 (use -v to see invocation)\n"), "\(text)")
    #expect(text.hasSuffix("Tests/01-DependencyInjection/Code4TodoViewModel/CompilerCrash.swift:4:7 ('crashesTheCompiler()', module DITodoViewModelTests)"))
    let code2 = ["Lessons/01-DependencyInjection/Code2TodoMock/", "Tests/01-DependencyInjection/Code2TodoMock/"]
    #expect(filter.diagnostics(in: interleavedCrashOutput, forPathsUnder: code2) == "")
  }

  @Test func joinsACrashSplitTwiceByOtherJobs() {
    let split = interleavedCrashOutput.replacing(
      "Invalid conformance in type-checked AST\n",
      with: "Invalid conformance in type-checked AST\n[8/17] Compiling DITodoMock MockTodoRepository.swift\n"
    )
    #expect(split != interleavedCrashOutput)
    #expect(filter.failedJobs(in: split) == [FailedJob(module: "DITodoViewModelTests", isGuess: false)])
    let whole = filter.diagnostics(in: interleavedCrashOutput, forPathsUnder: code4)
    #expect(filter.diagnostics(in: split, forPathsUnder: code4) == whole)
    #expect(whole.contains("\n<unknown>:0: note: Invalid conformance in type-checked AST\n"), "\(whole)")
  }

  @Test func marksAModuleTakenFromProgressLinesAsAGuess() {
    let output = """
      [7/9] Compiling DIFix2 A.swift
      error: compile command failed due to signal 11 (use -v to see invocation)
      """
    #expect(filter.failedJobs(in: output) == [FailedJob(module: "DIFix2", isGuess: true)])
    #expect(filter.failedJobs(in: crashOutput) == [FailedJob(module: "DITodoViewModelTests", isGuess: false)])
  }

  // MARK: - A real build with two broken exercises, the crash dump cut short

  @Test func separatesErrorsAndACutShortCrashInOneBuild() {
    #expect(filter.filesWithErrors(in: mixedOutput) == ["Tests/01-DependencyInjection/Quiz/ChoiceTests.swift"])
    #expect(filter.failedModules(in: mixedOutput) == ["DITodoViewModelTests"])
    let quiz = filter.diagnostics(in: mixedOutput, forPathsUnder: [quizTests])
    #expect(quiz == filter.diagnostics(in: quizOutput, forPathsUnder: [quizTests]))
    let crash = filter.diagnostics(in: mixedOutput, forPathsUnder: code4)
    #expect(
      crash == """
        error: the compiler crashed / 编译器崩溃
        <unknown>:0: note: Invalid conformance in type-checked AST
        编译器崩溃时正在编译 / The compiler crashed while compiling: \
        Tests/01-DependencyInjection/Code4TodoViewModel/TodoListViewModelTests.swift:5:9 \
        ('keepsTheSameStore()', module DITodoViewModelTests)
        """
    )
  }

  @Test func emptyPrefixKeepsEverything() {
    let text = filter.diagnostics(in: mixedOutput, forPathsUnder: [""])
    #expect(text.hasPrefix("Tests/01-DependencyInjection/Quiz/ChoiceTests.swift:5:3: error: Attribute 'Test'"))
    #expect(text.hasSuffix("('keepsTheSameStore()', module DITodoViewModelTests)"))
  }

  @Test func mergesARepeatedDiagnosticWhoseNotesDiffer() {
    let error = """
      /home/student/SwiftTeachingKit/Lessons/L/X/A.swift:3:5: error: missing argument
      3 |   f()
        |     `- error: missing argument
      """
    let note = """
      /home/student/SwiftTeachingKit/Lessons/L/X/B.swift:1:6: note: 'f(x:)' declared here
      1 | func f(x: Int) {}
        |      `- note: 'f(x:)' declared here
      """
    let expected = error.replacing(root + "/", with: "") + "\n\n" + note.replacing(root + "/", with: "")
    for output in [
      "[3/9] Compiling X A.swift\n\(error)\n\n\(note)\n[4/9] Emitting module X\n\(error)",
      "[3/9] Emitting module X\n\(error)\n[4/9] Compiling X A.swift\n\(error)\n\n\(note)",
    ] {
      #expect(filter.diagnostics(in: output, forPathsUnder: ["Lessons/L/X/"]) == expected)
      #expect(filter.filesWithErrors(in: output) == ["Lessons/L/X/A.swift"])
    }
  }

  // MARK: - Link errors

  @Test func readsLinkerErrorsWithoutAColumn() {
    #expect(filter.filesWithErrors(in: linkOutput) == ["Sources/Tool/main.swift"])
    #expect(filter.failedModules(in: linkOutput).isEmpty)
    #expect(
      filter.diagnostics(in: linkOutput, forPathsUnder: ["Sources/Tool/"])
        == "Sources/Tool/main.swift:2: error: undefined reference to 'definitely_missing_symbol'"
    )
  }

  // MARK: - Failed jobs without a file diagnostic

  @Test func namesAModuleWhoseJobFailedWithoutAFile() {
    let output = """
      Building for debugging...
      [4/9] Emitting module TodoKit
      [5/9] Compiling DIFix2 BookRepositoryEnvironment.swift
      error: emit-module command failed with exit code 1 (use -v to see invocation)
      <unknown>:0: error: unable to load standard library for target 'x86_64-unknown-linux-gnu'
      """
    #expect(filter.failedModules(in: output) == ["DIFix2"])
    #expect(filter.filesWithErrors(in: output).isEmpty)
  }

  @Test func takesTheModuleFromTheProgressLineAfterWhenTheOneBeforeNamesNone() {
    let output = """
      [3/14] Write swift-version-6A52383ED409C6A7.txt
      error: emit-module command failed with exit code 1 (use -v to see invocation)
      [5/18] Emitting module DIFix2
      <unknown>:0: error: missing required module 'SwiftShims'
      """
    #expect(filter.failedModules(in: output) == ["DIFix2"])
  }

  @Test func readsTheModuleOfACrashFromWhileLinesOrTheProgressLine() {
    let whileLine = """
      [7/9] Compiling Other A.swift
      error: compile command failed due to signal 11 (use -v to see invocation)
      Stack dump:
      1.\tWhile type-checking declaration 0x5612 (at /home/student/SwiftTeachingKit/Lessons/L/X/A.swift:3:1) in module 'DIFix2'
      """
    #expect(filter.failedModules(in: whileLine) == ["DIFix2"])
    #expect(filter.diagnostics(in: whileLine, forPathsUnder: ["Lessons/L/X/"]).contains("compiling: Lessons/L/X/A.swift:3:1 (module DIFix2)"))
    let progressOnly = """
      [7/9] Compiling DIFix2 A.swift
      error: compile command failed due to signal 11 (use -v to see invocation)
      Stack dump:
      0.\tSwift version 6.3.1 (swift-6.3.1-RELEASE)
      """
    #expect(filter.failedModules(in: progressOnly) == ["DIFix2"])
    #expect(filter.diagnostics(in: progressOnly, forPathsUnder: ["Lessons/"]) == "")
    #expect(filter.diagnostics(in: progressOnly, forPathsUnder: [""]).hasSuffix("the file it was compiling is unknown (module DIFix2)"))
  }

  @Test func keepsAnAssertionMessage() {
    let output = """
      error: compile command failed due to signal 6 (use -v to see invocation)
      swift-frontend: /build/swift/lib/Sema/CSApply.cpp:120: void f(): Assertion `x && "bad"' failed.
      Stack dump:
      0.\tProgram arguments: /usr/bin/swift-frontend -frontend -c -primary-file /home/student/SwiftTeachingKit/Lessons/L/X/A.swift -module-name DIX
      """
    let text = filter.diagnostics(in: output, forPathsUnder: ["Lessons/L/X/"])
    #expect(text.contains("\nswift-frontend: /build/swift/lib/Sema/CSApply.cpp:120: void f(): Assertion `x && \"bad\"' failed.\n"))
    #expect(text.hasSuffix("compiling: Lessons/L/X/A.swift (module DIX)"))
    #expect(filter.failedModules(in: output) == ["DIX"])
  }

  // MARK: - Robustness

  @Test func readsColouredOutputAndCRLF() {
    let coloured = fix3Output
      .replacing(": error: ", with: ": \u{1B}[1;31merror: \u{1B}[0m")
      .replacing("\n", with: "\r\n")
    #expect(filter.diagnostics(in: coloured, forPathsUnder: [fix3]) == filter.diagnostics(in: fix3Output, forPathsUnder: [fix3]))
    #expect(filter.filesWithErrors(in: coloured) == filter.filesWithErrors(in: fix3Output))
  }

  @Test func handlesEmptyAndOddOutput() {
    #expect(filter.diagnostics(in: "", forPathsUnder: [""]) == "")
    #expect(filter.filesWithErrors(in: "").isEmpty)
    #expect(filter.failedModules(in: "").isEmpty)
    let odd = "error: \nerror: compile command failed due to signal\n: error: \n:1: error: x\n[/] \n[#]: <\n|\n`- \n<unknown>:0: error: x"
    #expect(filter.filesWithErrors(in: odd).isEmpty)
    _ = filter.diagnostics(in: odd, forPathsUnder: [""])
  }

  // MARK: - Length cap

  @Test func capsAtALineBoundaryAndSaysHowMuchWasCut() {
    let full = filter.diagnostics(in: quizOutput, forPathsUnder: [quizTests])
    let capped = DiagnosticsFilter(kitRoot: root, maxCharacters: 600).diagnostics(in: quizOutput, forPathsUnder: [quizTests])
    #expect(full.count > 600)
    #expect(capped.count <= 600)
    var lines = capped.split(separator: "\n", omittingEmptySubsequences: false)
    let notice = lines.removeLast()
    #expect(notice.contains("个字符未显示") && notice.contains("more characters not shown"))
    #expect(full.hasPrefix(lines.joined(separator: "\n") + "\n"))
    let cut = full.count - lines.joined(separator: "\n").count
    #expect(notice.contains("\(cut)"))
  }

  @Test func leavesShortTextAloneAndSurvivesTinyCaps() {
    let full = filter.diagnostics(in: linkOutput, forPathsUnder: [""])
    #expect(DiagnosticsFilter(kitRoot: root, maxCharacters: full.count).diagnostics(in: linkOutput, forPathsUnder: [""]) == full)
    let tiny = DiagnosticsFilter(kitRoot: root, maxCharacters: 5).diagnostics(in: linkOutput, forPathsUnder: [""])
    #expect(tiny.contains("more characters not shown"))
    #expect(DiagnosticsFilter(kitRoot: root, maxCharacters: 0).diagnostics(in: linkOutput, forPathsUnder: [""]).contains("\(full.count)"))
  }
}

// MARK: - Fixtures: real `swift build --build-tests` output (Swift 6.3.1, Linux), captured in a scratch package laid out
// like the kit, with its root rewritten to `root`.

/// A stored property in an extension and a non-mutating method that appends: the compile job and the emit-module job both report.
private let fix3Output = #"""
Building for debugging...
[0/14] Write sources
[3/14] Write swift-version-6A52383ED409C6A7.txt
[5/18] Emitting module TodoKit
[6/18] Compiling TodoKit TodoRepository.swift
[8/19] Compiling DIFix3 MockBookRepository.swift
/home/student/SwiftTeachingKit/Lessons/01-DependencyInjection/Fix3MockMutation/MockBookRepository.swift:13:7: error: extensions must not contain stored properties
11 | 
12 | extension MockBookRepository {
13 |   var saveCount: Int = 0
   |       `- error: extensions must not contain stored properties
14 | }
15 | 

/home/student/SwiftTeachingKit/Lessons/01-DependencyInjection/Fix3MockMutation/MockBookRepository.swift:8:11: error: cannot use mutating member on immutable value: 'self' is immutable
 5 |   public init() {}
 6 | 
 7 |   public func save(_ title: String) {
   |          `- note: mark method 'mutating' to make 'self' mutable
 8 |     saved.append(title)
   |           `- error: cannot use mutating member on immutable value: 'self' is immutable
 9 |   }
10 | }
error: emit-module command failed with exit code 1 (use -v to see invocation)
[9/19] Emitting module DIFix3
/home/student/SwiftTeachingKit/Lessons/01-DependencyInjection/Fix3MockMutation/MockBookRepository.swift:13:7: error: extensions must not contain stored properties
11 | 
12 | extension MockBookRepository {
13 |   var saveCount: Int = 0
   |       `- error: extensions must not contain stored properties
14 | }
15 | 
"""#

/// Warnings with footnotes, a Chinese identifier, and an error whose note points into another module's file.
private let fix1Output = #"""
[0/1] Planning build
Building for debugging...
[0/14] Write sources
[2/14] Write swift-version-6A52383ED409C6A7.txt
[3/14] Wrapping AST for TodoKit for debugging
[5/16] Compiling DIFix1 BookListViewModel.swift
/home/student/SwiftTeachingKit/Lessons/01-DependencyInjection/Fix1Injection/BookListViewModel.swift:9:23: warning: 'fetch()' is deprecated: use load(title:) [#DeprecatedDeclaration]
 7 |   public func titles() -> [String] {
 8 |     let 未使用 = 1
 9 |     return repository.fetch()
   |                       `- warning: 'fetch()' is deprecated: use load(title:) [#DeprecatedDeclaration]
10 |   }
11 | 

/home/student/SwiftTeachingKit/Lessons/01-DependencyInjection/Fix1Injection/BookListViewModel.swift:8:9: warning: initialization of immutable value '未使用' was never used; consider replacing with assignment to '_' or removing it [#no-usage]
 6 | 
 7 |   public func titles() -> [String] {
 8 |     let 未使用 = 1
   |         `- warning: initialization of immutable value '未使用' was never used; consider replacing with assignment to '_' or removing it [#no-usage]
 9 |     return repository.fetch()
10 |   }

/home/student/SwiftTeachingKit/Lessons/01-DependencyInjection/Fix1Injection/BookListViewModel.swift:13:21: error: missing argument for parameter 'title' in call
11 | 
12 |   public func first() -> String {
13 |     repository.load()
   |                     `- error: missing argument for parameter 'title' in call
14 |   }
15 | }

/home/student/SwiftTeachingKit/Lessons/01-DependencyInjection/Shared/TodoKit/TodoRepository.swift:6:15: note: 'load(title:)' declared here
 4 | 
 5 |   /// Loads the todo titled `title`.
 6 |   public func load(title: String) -> String { title }
   |               `- note: 'load(title:)' declared here
 7 | 
 8 |   @available(*, deprecated, message: "use load(title:)")

[#DeprecatedDeclaration]: <https://docs.swift.org/compiler/documentation/diagnostics/deprecated-declaration>
[6/16] Emitting module DIFix1
"""#

/// Errors in a test file, one inside the `@Test` macro's expansion.
private let quizOutput = #"""
[0/1] Planning build
Building for debugging...
[0/13] Write sources
[2/13] Write swift-version-6A52383ED409C6A7.txt
[4/15] Compiling DIQuiz QuizAnswers.swift
[5/15] Emitting module DIQuiz
[6/16] Wrapping AST for DIQuiz for debugging
[8/18] Compiling DIQuizTests ChoiceTests.swift
/home/student/SwiftTeachingKit/Tests/01-DependencyInjection/Quiz/ChoiceTests.swift:5:3: error: Attribute 'Test' must specify arguments when used with function 'question1(value:)' (from macro 'Test ')
 3 | 
 4 | @Suite struct Choice {
 5 |   @Test func question1(value: Int) {
   |   |- error: Attribute 'Test' must specify arguments when used with function 'question1(value:)' (from macro 'Test ')
   |   `- note: Add 'arguments:' with one collection
 6 |     #expect(QuizAnswers.q1 == value)
 7 |   }

macro expansion @Test:12:21: error: cannot convert value of type '@Sendable (Int) async throws -> Void' to expected argument type '@Sendable () async throws -> Void'
`- /home/student/SwiftTeachingKit/Tests/01-DependencyInjection/Quiz/ChoiceTests.swift:7:4: note: expanded code originates here
 3 | 
 4 | @Suite struct Choice {
 5 |   @Test func question1(value: Int) {
   |   `- note: in expansion of macro 'Test' on instance method 'question1(value:)' here
 6 |     #expect(QuizAnswers.q1 == value)
 7 |   }
   +--- macro expansion @Test ------------------------------------------
   |10 | @available(*, deprecated, message: "This property is an implementation detail of the testing library. Do not use it directly.")
   |11 | @Sendable private static func $s11DIQuizTests6ChoiceV9question14TestfMp_25generator43101ed0736b0238fMu_() async -> Testing.Test {
   |12 |   return .__function(
   |   |                     `- error: cannot convert value of type '@Sendable (Int) async throws -> Void' to expected argument type '@Sendable () async throws -> Void'
   |13 |   named: "question1(value:)",
   |14 |   in: Choice.self,
   +--------------------------------------------------------------------
 8 | 
 9 |   @Test func question2() {

/home/student/SwiftTeachingKit/Tests/01-DependencyInjection/Quiz/ChoiceTests.swift:10:28: error: binary operator '==' cannot be applied to operands of type 'Int' and 'String'
 8 | 
 9 |   @Test func question2() {
10 |     #expect(QuizAnswers.q1 == "2")
   |                            |- error: binary operator '==' cannot be applied to operands of type 'Int' and 'String'
   |                            `- note: overloads for '==' exist with these partially matching parameter lists: (Int, Int), (String, String)
11 |   }
12 | }
error: emit-module command failed with exit code 1 (use -v to see invocation)
[9/18] Emitting module DIQuizTests
/home/student/SwiftTeachingKit/Tests/01-DependencyInjection/Quiz/ChoiceTests.swift:5:3: error: Attribute 'Test' must specify arguments when used with function 'question1(value:)' (from macro 'Test ')
 3 | 
 4 | @Suite struct Choice {
 5 |   @Test func question1(value: Int) {
   |   |- error: Attribute 'Test' must specify arguments when used with function 'question1(value:)' (from macro 'Test ')
   |   `- note: Add 'arguments:' with one collection
 6 |     #expect(QuizAnswers.q1 == value)
 7 |   }
"""#

/// swift-frontend crashing (signal 6) on `#expect((x as AnyObject) === store)` with an actor `store`; the stack is cut to
/// three frames.
private let crashOutput = #"""
[0/1] Planning build
Building for debugging...
[0/13] Write sources
[2/13] Write swift-version-6A52383ED409C6A7.txt
[4/15] Compiling DITodoViewModel TodoListViewModel.swift
[5/15] Emitting module DITodoViewModel
[6/16] Wrapping AST for DITodoViewModel for debugging
[8/18] Emitting module DITodoViewModelTests
error: compile command failed due to signal 6 (use -v to see invocation)
<unknown>:0: error: fatal error encountered during compilation; please submit a bug report (https://swift.org/contributing/#reporting-bugs)
<unknown>:0: note: Invalid conformance in type-checked AST
Please submit a bug report (https://swift.org/contributing/#reporting-bugs) and include the crash backtrace.
Stack dump:
0.	Program arguments: /opt/swift/usr/bin/swift-frontend -frontend -c -primary-file /home/student/SwiftTeachingKit/Tests/01-DependencyInjection/Code4TodoViewModel/TodoListViewModelTests.swift -emit-dependencies-path /home/student/SwiftTeachingKit/.build/x86_64-unknown-linux-gnu/debug/DITodoViewModelTests.build/TodoListViewModelTests.d -emit-reference-dependencies-path /home/student/SwiftTeachingKit/.build/x86_64-unknown-linux-gnu/debug/DITodoViewModelTests.build/TodoListViewModelTests.swiftdeps -serialize-diagnostics-path /home/student/SwiftTeachingKit/.build/x86_64-unknown-linux-gnu/debug/DITodoViewModelTests.build/TodoListViewModelTests.dia -target x86_64-unknown-linux-gnu -disable-objc-interop -I /home/student/SwiftTeachingKit/.build/x86_64-unknown-linux-gnu/debug/Modules -no-color-diagnostics -Xcc -fno-color-diagnostics -enable-testing -g -debug-info-format=dwarf -dwarf-version=4 -module-cache-path /home/student/SwiftTeachingKit/.build/x86_64-unknown-linux-gnu/debug/ModuleCache -swift-version 6 -Onone -D SWIFT_PACKAGE -D DEBUG -D SWIFT_MODULE_RESOURCE_BUNDLE_UNAVAILABLE -enable-cross-import-overlays -empty-abi-descriptor -enable-anonymous-context-mangled-names -file-compilation-dir /home/student/SwiftTeachingKit -Xcc -fPIC -Xcc -g -Xcc -fno-omit-frame-pointer -no-auto-bridging-header-chaining -module-name DITodoViewModelTests -package-name kitlike -in-process-plugin-server-path /opt/swift/usr/lib/swift/host/libSwiftInProcPluginServer.so -plugin-path /opt/swift/usr/lib/swift/host/plugins -plugin-path /opt/swift/usr/local/lib/swift/host/plugins -parse-as-library -o /home/student/SwiftTeachingKit/.build/x86_64-unknown-linux-gnu/debug/DITodoViewModelTests.build/TodoListViewModelTests.swift.o -index-store-path /home/student/SwiftTeachingKit/.build/x86_64-unknown-linux-gnu/debug/index/store -index-system-modules
1.	Swift version 6.3.1 (swift-6.3.1-RELEASE)
2.	Compiling with the current language version
3.	While evaluating request ASTLoweringRequest(Lowering AST to SIL for file "/home/student/SwiftTeachingKit/Tests/01-DependencyInjection/Code4TodoViewModel/TodoListViewModelTests.swift")
4.	While silgen emitFunction SIL function "@$s20DITodoViewModelTests13StoreIdentityV012keepsTheSameE0yyYaF".
 for 'keepsTheSameStore()' (at /home/student/SwiftTeachingKit/Tests/01-DependencyInjection/Code4TodoViewModel/TodoListViewModelTests.swift:5:9)
5.	While emitting reabstraction thunk in SIL function "@$syXl15DITodoViewModel9TodoStoreCIgo_SbIgggd_xxRi_zRi0_zlyACIsgr_SbIegngd_RlzCRi_zRi0_zlTR".
 for <<debugloc at "<compiler-generated>":0:0>> #0 0x0000561cd25d2738 llvm::sys::PrintStackTrace(llvm::raw_ostream&, int) (/opt/swift/usr/bin/swift-frontend+0x72e7738)
 #1 0x0000561cd25d0225 llvm::sys::RunSignalHandlers() (/opt/swift/usr/bin/swift-frontend+0x72e5225)
 #2 0x0000561cd25d3481 SignalHandler(int, siginfo_t*, void*) Signals.cpp:0:0

*** Signal 6: Backtracing from 0x7fbc4291f829... done ***

*** Program crashed: Aborted at 0x0000000000004084 ***

Platform: x86_64 Linux (Debian GNU/Linux 12 (bookworm))

Thread 0 "swift-frontend" crashed:

  0  0x00007fbc4291f829 syscall + 25 in libc.so.6
...


Registers:

rax 0x0000000000000000  0
rdx 0x0000000000000006  6
rcx 0x00007fbc4291f829  48 3d 01 f0 ff ff 73 01 c3 48 8b 0d a7 15 0d 00  H=·ðÿÿs·ÃH··§···
rbx 0x0000000000000006  6
rsi 0x0000000000004084  16516
rdi 0x0000000000004084  16516
rbp 0x0000000000004084  16516
rsp 0x0000561ced9ac9a8  ab 34 5d d2 1c 56 00 00 30 cc 9a ed 1c 56 00 00  «4]Ò·V··0Ì·í·V··
 r8 0x0000561ced9acc30  06 00 00 00 00 00 00 00 fa ff ff ff 00 00 00 00  ········úÿÿÿ····
 r9 0x0000561ced9acc30  06 00 00 00 00 00 00 00 fa ff ff ff 00 00 00 00  ········úÿÿÿ····
r10 0x0000561ced9acc30  06 00 00 00 00 00 00 00 fa ff ff ff 00 00 00 00  ········úÿÿÿ····
r11 0x0000000000000246  582
r12 0x0000000000000006  6
r13 0x00007ffce67ff318  00 58 9c ed 1c 56 00 00 02 01 00 00 01 00 00 00  ·X·í·V··········
r14 0x0000000000000000  0
r15 0x0000561ced9aca48  ff ff ff 7f fe ff ff ff 00 00 00 00 00 00 00 00  ÿÿÿ·þÿÿÿ········
rip 0x00007fbc4291f829  48 3d 01 f0 ff ff 73 01 c3 48 8b 0d a7 15 0d 00  H=·ðÿÿs·ÃH··§···

rflags 0x0000000000000246  ZF PF

cs 0x0033  fs 0x0000  gs 0x0000


Images (42 omitted):

0x00007fbc4281e000–0x00007fbc429990fc 93ac61ec5a8eb1396f9fbd350e3169a558528a40 libc.so.6 /usr/lib/x86_64-linux-gnu/libc.so.6

Backtrace took 0.01s

"""#

/// Both broken suites in one build: SwiftPM stops at the first failure and the crash dump is cut short, without its failure line.
private let mixedOutput = #"""
Building for debugging...
[0/27] Write sources
[9/27] Write swift-version-6A52383ED409C6A7.txt
[11/31] Emitting module TodoKit
[12/31] Emitting module DITodoViewModel
[13/31] Compiling DITodoViewModel TodoListViewModel.swift
[15/34] Compiling TodoKit TodoRepository.swift
[17/37] Emitting module DIQuiz
[18/37] Compiling DIQuiz QuizAnswers.swift
[20/40] Compiling DIQuizTests ChoiceTests.swift
/home/student/SwiftTeachingKit/Tests/01-DependencyInjection/Quiz/ChoiceTests.swift:5:3: error: Attribute 'Test' must specify arguments when used with function 'question1(value:)' (from macro 'Test ')
 3 | 
 4 | @Suite struct Choice {
 5 |   @Test func question1(value: Int) {
   |   |- error: Attribute 'Test' must specify arguments when used with function 'question1(value:)' (from macro 'Test ')
   |   `- note: Add 'arguments:' with one collection
 6 |     #expect(QuizAnswers.q1 == value)
 7 |   }

macro expansion @Test:12:21: error: cannot convert value of type '@Sendable (Int) async throws -> Void' to expected argument type '@Sendable () async throws -> Void'
`- /home/student/SwiftTeachingKit/Tests/01-DependencyInjection/Quiz/ChoiceTests.swift:7:4: note: expanded code originates here
 3 | 
 4 | @Suite struct Choice {
 5 |   @Test func question1(value: Int) {
   |   `- note: in expansion of macro 'Test' on instance method 'question1(value:)' here
 6 |     #expect(QuizAnswers.q1 == value)
 7 |   }
   +--- macro expansion @Test ------------------------------------------
   |10 | @available(*, deprecated, message: "This property is an implementation detail of the testing library. Do not use it directly.")
   |11 | @Sendable private static func $s11DIQuizTests6ChoiceV9question14TestfMp_25generator43101ed0736b0238fMu_() async -> Testing.Test {
   |12 |   return .__function(
   |   |                     `- error: cannot convert value of type '@Sendable (Int) async throws -> Void' to expected argument type '@Sendable () async throws -> Void'
   |13 |   named: "question1(value:)",
   |14 |   in: Choice.self,
   +--------------------------------------------------------------------
 8 | 
 9 |   @Test func question2() {

/home/student/SwiftTeachingKit/Tests/01-DependencyInjection/Quiz/ChoiceTests.swift:10:28: error: binary operator '==' cannot be applied to operands of type 'Int' and 'String'
 8 | 
 9 |   @Test func question2() {
10 |     #expect(QuizAnswers.q1 == "2")
   |                            |- error: binary operator '==' cannot be applied to operands of type 'Int' and 'String'
   |                            `- note: overloads for '==' exist with these partially matching parameter lists: (Int, Int), (String, String)
11 |   }
12 | }
error: emit-module command failed with exit code 1 (use -v to see invocation)
[21/40] Emitting module DIQuizTests
/home/student/SwiftTeachingKit/Tests/01-DependencyInjection/Quiz/ChoiceTests.swift:5:3: error: Attribute 'Test' must specify arguments when used with function 'question1(value:)' (from macro 'Test ')
 3 | 
 4 | @Suite struct Choice {
 5 |   @Test func question1(value: Int) {
   |   |- error: Attribute 'Test' must specify arguments when used with function 'question1(value:)' (from macro 'Test ')
   |   `- note: Add 'arguments:' with one collection
 6 |     #expect(QuizAnswers.q1 == value)
 7 |   }
[22/40] Emitting module DITodoViewModelTests
<unknown>:0: error: fatal error encountered during compilation; please submit a bug report (https://swift.org/contributing/#reporting-bugs)
<unknown>:0: note: Invalid conformance in type-checked AST
Please submit a bug report (https://swift.org/contributing/#reporting-bugs) and include the crash backtrace.
Stack dump:
0.	Program arguments: /opt/swift/usr/bin/swift-frontend -frontend -c -primary-file /home/student/SwiftTeachingKit/Tests/01-DependencyInjection/Code4TodoViewModel/TodoListViewModelTests.swift -emit-dependencies-path /home/student/SwiftTeachingKit/.build/x86_64-unknown-linux-gnu/debug/DITodoViewModelTests.build/TodoListViewModelTests.d -emit-reference-dependencies-path /home/student/SwiftTeachingKit/.build/x86_64-unknown-linux-gnu/debug/DITodoViewModelTests.build/TodoListViewModelTests.swiftdeps -serialize-diagnostics-path /home/student/SwiftTeachingKit/.build/x86_64-unknown-linux-gnu/debug/DITodoViewModelTests.build/TodoListViewModelTests.dia -target x86_64-unknown-linux-gnu -disable-objc-interop -I /home/student/SwiftTeachingKit/.build/x86_64-unknown-linux-gnu/debug/Modules -no-color-diagnostics -Xcc -fno-color-diagnostics -enable-testing -g -debug-info-format=dwarf -dwarf-version=4 -module-cache-path /home/student/SwiftTeachingKit/.build/x86_64-unknown-linux-gnu/debug/ModuleCache -swift-version 6 -Onone -D SWIFT_PACKAGE -D DEBUG -D SWIFT_MODULE_RESOURCE_BUNDLE_UNAVAILABLE -enable-cross-import-overlays -empty-abi-descriptor -enable-anonymous-context-mangled-names -file-compilation-dir /home/student/SwiftTeachingKit -Xcc -fPIC -Xcc -g -Xcc -fno-omit-frame-pointer -no-auto-bridging-header-chaining -module-name DITodoViewModelTests -package-name kitlike -in-process-plugin-server-path /opt/swift/usr/lib/swift/host/libSwiftInProcPluginServer.so -plugin-path /opt/swift/usr/lib/swift/host/plugins -plugin-path /opt/swift/usr/local/lib/swift/host/plugins -parse-as-library -o /home/student/SwiftTeachingKit/.build/x86_64-unknown-linux-gnu/debug/DITodoViewModelTests.build/TodoListViewModelTests.swift.o -index-store-path /home/student/SwiftTeachingKit/.build/x86_64-unknown-linux-gnu/debug/index/store -index-system-modules
1.	Swift version 6.3.1 (swift-6.3.1-RELEASE)
2.	Compiling with the current language version
3.	While evaluating request ASTLoweringRequest(Lowering AST to SIL for file "/home/student/SwiftTeachingKit/Tests/01-DependencyInjection/Code4TodoViewModel/TodoListViewModelTests.swift")
4.	While silgen emitFunction SIL function "@$s20DITodoViewModelTests13StoreIdentityV012keepsTheSameE0yyYaF".
 for 'keepsTheSameStore()' (at /home/student/SwiftTeachingKit/Tests/01-DependencyInjection/Code4TodoViewModel/TodoListViewModelTests.swift:5:9)
5.	While emitting reabstraction thunk in SIL function "@$syXl15DITodoViewModel9TodoStoreCIgo_SbIgggd_xxRi_zRi0_zlyACIsgr_SbIegngd_RlzCRi_zRi0_zlTR".
 for <<debugloc at "<compiler-generated>":0:0>>
"""#

/// A link error: a file and line, no column.
private let linkOutput = #"""
Building for debugging...
[0/5] Write sources
[1/5] Write swift-version-6A52383ED409C6A7.txt
[3/7] Compiling Tool main.swift
[4/7] Emitting module Tool
[5/8] Wrapping AST for Tool for debugging
[6/8] Write Objects.LinkFileList
error: link command failed with exit code 1 (use -v to see invocation)
/home/student/SwiftTeachingKit/Sources/Tool/main.swift:2: error: undefined reference to 'definitely_missing_symbol'
clang: error: linker command failed with exit code 1 (use -v to see invocation)
[7/8] Linking Tool
"""#

/// A real build (swift 6.3.1) in which a parallel job printed its progress line between the crash's failure line and
/// the crashed compiler's output; the stack is cut to three frames.
private let interleavedCrashOutput = #"""
[0/1] Planning build
Building for debugging...
[0/14] Write sources
[2/18] Write swift-version-6A52383ED409C6A7.txt
[4/18] Emitting module DITodoMock
[5/18] Compiling DITodoMock MockTodoRepository.swift
error: compile command failed due to signal 6 (use -v to see invocation)
[7/17] Emitting module DITodoViewModelTests
<unknown>:0: error: fatal error encountered during compilation; please submit a bug report (https://swift.org/contributing/#reporting-bugs)
<unknown>:0: note: Invalid conformance in type-checked AST
Please submit a bug report (https://swift.org/contributing/#reporting-bugs) and include the crash backtrace.
Stack dump:
0.	Program arguments: /opt/swift/usr/bin/swift-frontend -frontend -c /home/student/SwiftTeachingKit/Tests/01-DependencyInjection/Code4TodoViewModel/Code4TodoViewModelTests.swift -primary-file /home/student/SwiftTeachingKit/Tests/01-DependencyInjection/Code4TodoViewModel/CompilerCrash.swift /home/student/SwiftTeachingKit/Tests/01-DependencyInjection/Code4TodoViewModel/FlagBox.swift /home/student/SwiftTeachingKit/Tests/01-DependencyInjection/Code4TodoViewModel/GatedTodoRepository.swift /home/student/SwiftTeachingKit/Tests/01-DependencyInjection/Code4TodoViewModel/ScriptedTodoRepository.swift /home/student/SwiftTeachingKit/Tests/01-DependencyInjection/Code4TodoViewModel/WaitUntil.swift -emit-dependencies-path /home/student/SwiftTeachingKit/.build/grader/lessons/x86_64-unknown-linux-gnu/debug/DITodoViewModelTests.build/CompilerCrash.d -emit-reference-dependencies-path /home/student/SwiftTeachingKit/.build/grader/lessons/x86_64-unknown-linux-gnu/debug/DITodoViewModelTests.build/CompilerCrash.swiftdeps -serialize-diagnostics-path /home/student/SwiftTeachingKit/.build/grader/lessons/x86_64-unknown-linux-gnu/debug/DITodoViewModelTests.build/CompilerCrash.dia -target x86_64-unknown-linux-gnu -disable-objc-interop -I /home/student/SwiftTeachingKit/.build/grader/lessons/x86_64-unknown-linux-gnu/debug/Modules -no-color-diagnostics -Xcc -fno-color-diagnostics -enable-testing -g -debug-info-format=dwarf -dwarf-version=4 -module-cache-path /home/student/SwiftTeachingKit/.build/grader/lessons/x86_64-unknown-linux-gnu/debug/ModuleCache -swift-version 6 -Onone -D SWIFT_PACKAGE -D DEBUG -D SWIFT_MODULE_RESOURCE_BUNDLE_UNAVAILABLE -enable-cross-import-overlays -empty-abi-descriptor -enable-anonymous-context-mangled-names -file-compilation-dir /home/student/SwiftTeachingKit -Xcc -fPIC -Xcc -g -Xcc -fno-omit-frame-pointer -no-auto-bridging-header-chaining -module-name DITodoViewModelTests -package-name e2e_kit -in-process-plugin-server-path /opt/swift/usr/lib/swift/host/libSwiftInProcPluginServer.so -plugin-path /opt/swift/usr/lib/swift/host/plugins -plugin-path /opt/swift/usr/local/lib/swift/host/plugins -parse-as-library -o /home/student/SwiftTeachingKit/.build/grader/lessons/x86_64-unknown-linux-gnu/debug/DITodoViewModelTests.build/CompilerCrash.swift.o -index-store-path /home/student/SwiftTeachingKit/.build/grader/lessons/x86_64-unknown-linux-gnu/debug/index/store -index-system-modules
1.	Swift version 6.3.1 (swift-6.3.1-RELEASE)
2.	Compiling with the current language version
3.	While evaluating request ASTLoweringRequest(Lowering AST to SIL for file "/home/student/SwiftTeachingKit/Tests/01-DependencyInjection/Code4TodoViewModel/CompilerCrash.swift")
4.	While silgen emitFunction SIL function "@$s20DITodoViewModelTests18crashesTheCompileryyF".
 for 'crashesTheCompiler()' (at /home/student/SwiftTeachingKit/Tests/01-DependencyInjection/Code4TodoViewModel/CompilerCrash.swift:4:7)
5.	While emitting reabstraction thunk in SIL function "@$syXl20DITodoViewModelTests10CrashProbeCIgo_SbIgggd_xxRi_zRi0_zlyACIsgr_SbIegngd_RlzCRi_zRi0_zlTR".
 for <<debugloc at "<compiler-generated>":0:0>> #0 0x0000562773087738 llvm::sys::PrintStackTrace(llvm::raw_ostream&, int) (/opt/swift/usr/bin/swift-frontend+0x72e7738)
 #1 0x0000562773085225 llvm::sys::RunSignalHandlers() (/opt/swift/usr/bin/swift-frontend+0x72e5225)
 #2 0x0000562773088481 SignalHandler(int, siginfo_t*, void*) Signals.cpp:0:0

*** Signal 6: Backtracing from 0x7fa29d11f829... done ***

*** Program crashed: Aborted at 0x00000000000044b7 ***

Platform: x86_64 Linux (Debian GNU/Linux 12 (bookworm))

Thread 0 "swift-frontend" crashed:

  0  0x00007fa29d11f829 syscall + 25 in libc.so.6
...
"""#
