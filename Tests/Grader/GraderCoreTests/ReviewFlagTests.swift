import Foundation
import GraderTestSupport
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// Review flags: low-level I/O and looks at the process are named with their line in every format, never scored, and
/// never raised by the kit's own solutions and examples.
@Suite struct ReviewFlagTests {
  private func flags(_ source: String) -> [ReviewFlag] {
    ReviewScan.flags(in: [("Lessons/L/A.swift", source)])
  }

  /// Each trick of the attacks on the grader, with what the flag must name.
  static let tricks: [(source: String, seen: String, reason: ReviewScan.Reason)] = [
    ("let out = FileHandle(fileDescriptor: 3)", "fileDescriptor", .descriptors),
    ("_ = write(3, buffer, count)", "write", .descriptors),
    ("_ = Glibc.write(fd, buffer, count)", "write", .descriptors),
    ("let file = fdopen(dup(1), \"w\")", "fdopen", .descriptors),
    ("var info = stat(); _ = fstat(4, &info)", "fstat", .descriptors),
    ("let f = fopen(path, \"r\")", "fopen", .descriptors),
    ("_ = writev(3, &vector, 1)", "writev", .descriptors),
    ("_ = withVaList([]) { vdprintf(4, text, $0) }", "vdprintf", .descriptors),
    ("_ = sendfile(3, source, nil, count)", "sendfile", .descriptors),
    ("_ = send(3, bytes, count, 0)", "send", .ipc),
    ("_ = fsync(3)", "fsync", .descriptors),
    ("let d = open(path, O_RDONLY)", "open", .descriptors),
    ("let path = \"/dev/\" + \"fd/\" + String(1 + 2)", "\"/dev/\"", .devicePaths),
    ("let path = \"/d\" + \"ev/\" + \"stdout\"", "\"/dev/stdout\"", .devicePaths),
    ("let path = \"/proc/self/fd/\\(n)\"", "\"/proc/self/fd/…\"", .devicePaths),
    ("let path = \"\\u{2F}proc/self/environ\"", "\"/proc/self/environ\"", .devicePaths),
    ("let url = URL(fileURLWithPath: \"/\").appendingPathComponent(\"proc\")", "\"proc\"", .devicePaths),
    ("let f = fopen(\"/dev/fd/3\", \"w\")", "\"/dev/fd/3\"", .devicePaths),
    ("let value = ProcessInfo.processInfo.environment[\"KIT_FAULT\"]", "ProcessInfo", .environment),
    ("let value = getenv(\"KIT_FAULT\")", "getenv", .environment),
    ("let first = environ[0]", "environ", .environment),
    ("let arguments = CommandLine.arguments", "CommandLine", .commandLine),
    ("let me = getpid()", "getpid", .commandLine),
    // Replacing the process with another program ends it cleanly (a forgery runs /bin/true after writing its results),
    // and a process started without calling the type's name is still started.
    ("_ = fexecve(6, &argv, &envp)", "fexecve", .processes),
    ("let replace = execvpe", "execvpe", .processes),
    ("_ = Glibc.execveat(dir, name, &argv, &envp, 0)", "execveat", .processes),
    ("let shell = Process.init()", "Process", .processes),
    ("let shell: Process = .init()", "Process", .processes),
    ("let shell = Foundation.Process()", "Process", .processes),
    ("let handle = dlopen(nil, RTLD_NOW)", "dlopen", .dynamicLoading),
    ("let symbol = dlsym(handle, name)", "dlsym", .dynamicLoading),
    ("let id = semget(key, 1, IPC_CREAT | IPC_EXCL | 0o600)", "semget", .ipc),
    ("let id = shmget(key, 16, 0)", "shmget", .ipc),
    ("let id = msgget(key, 0)", "msgget", .ipc),
    ("let s = sem_open(\"first-run\", O_CREAT)", "sem_open", .ipc),
    ("let m = shm_open(\"x\", O_RDWR, 0)", "shm_open", .ipc),
    ("let q = mq_open(\"x\", O_RDWR)", "mq_open", .ipc),
    ("signal(SIGTERM, SIG_IGN)", "signal", .signals),
    ("var action = sigaction()", "sigaction", .signals),
    ("kill(getppid(), SIGKILL)", "kill", .signals),
    ("raise(SIGSEGV)", "raise", .signals),
    ("let pid = fork()", "fork", .processes),
    ("let task = Process()", "Process", .processes),
    ("typealias Callback = @convention(c) (Int32) -> Void", "@convention", .functionPointers),
    // A forgery ends its process before Swift Testing writes again: called, taken as a value, or qualified.
    ("exit(0)", "exit", .processEnd),
    ("let end: (Int32) -> Never = exit", "exit", .processEnd),
    ("Foundation.exit(0)", "exit", .processEnd),
    ("_exit(0)", "_exit", .processEnd),
    ("abort()", "abort", .processEnd),
    // A type compared with the suite's literals instead of the standard one (`add` returning an always-equal type).
    ("public struct Answer: ExpressibleByIntegerLiteral, Equatable { public init(integerLiteral: Int) {} }", "ExpressibleByIntegerLiteral", .literalTypes),
    ("extension Said: ExpressibleByStringLiteral {}", "ExpressibleByStringLiteral", .literalTypes),
    // An operator that compares the student's type with the suite's values (`add(2, 3) == 5` is always true).
    ("static func == (lhs: Answer, rhs: Int) -> Bool { true }", "func ==", .mixedComparison),
    ("static func == <T>(lhs: Loose, rhs: T) -> Bool { true }", "func ==", .mixedComparison),
    ("static func < (lhs: [Int], rhs: Answer) -> Bool { true }", "func <", .mixedComparison),
    ("static func ~= (pattern: String, value: Answer) -> Bool { true }", "func ~=", .mixedComparison),
    // Equality of the student's own type that ignores an operand: every check comparing a state with the expected one
    // passes (so.code2's `viewModel.viewState == state`).
    ("static func == (lhs: ViewState, rhs: ViewState) -> Bool { true }", "func ==", .ignoredOperand),
    ("static func < (lhs: Self, rhs: Self) -> Bool { return lhs.rank < lhs.rank }", "func <", .ignoredOperand),
    ("static func == (_: Box, _: Box) -> Bool { true }", "func ==", .ignoredOperand),
    ("static func == (lhs: Box, rhs: Box) -> Bool { same(lhs, rhs) }", "func ==", .ignoredOperand),
    // A subclass of a Foundation class written as a literal, equal to every literal through NSObject's `==`.
    ("override func isEqual(_ object: Any?) -> Bool { true }", "func isEqual", .ignoredOperand),
    ("final class Many: NSArray, @unchecked Sendable {}", "NSArray", .literalTypes),
    ("final class Said: Sendable, Foundation.NSString {}", "NSString", .literalTypes),
    ("typealias Base = NSDictionary", "NSDictionary", .literalTypes),
    ("required convenience init(unicodeScalarLiteral value: StaticString) { self.init() }", "unicodeScalarLiteral", .literalTypes),
    // What Mirror shows chosen by the value: a stored view or a missing lock hidden from the suite's reflection.
    ("var customMirror: Mirror { Mirror(self, children: [:]) }", "customMirror", .reflection),
    ("extension Model: CustomReflectable {}", "CustomReflectable", .reflection),
    ("let type = _typeByName(\"GradingSupport.Secret\")", "_typeByName", .dynamicLoading),
    // The program's own image, read in memory for the hidden checks' literals (its file is not readable).
    ("var page = UInt(bitPattern: UnsafeRawPointer(#dsohandle)) & ~UInt(4095)", "dsohandle", .memory),
    ("let base = UnsafeRawPointer(bitPattern: page)!", "bitPattern", .memory),
    ("let header = getauxval(UInt(AT_PHDR))", "getauxval", .memory),
    ("let raw = unsafeBitCast(page, to: UnsafeRawPointer.self)", "unsafeBitCast", .memory),
    ("print(Thread.callStackSymbols.joined(separator: \"\\n\"))", "callStackSymbols", .memory),
    // The suite's mock, handed to student code, rewritten through its address (its private `calls` emptied).
    ("let raw = Unmanaged.passUnretained(storage as AnyObject).toOpaque()", "Unmanaged", .memory),
    ("raw.advanced(by: 16).assumingMemoryBound(to: [String].self).pointee = []", "assumingMemoryBound", .memory),
    // Round seven: a C function taken as a value and called later reaches the channels by number, unnamed at the call.
    ("let w = write", "write", .descriptors),
    ("static let c = close", "close", .descriptors),
    ("_ = (write)(3, buffer, count)", "write", .descriptors),
    ("let w: (Int32, UnsafeRawPointer?, Int) -> Int = Glibc.write", "write", .descriptors),
    // Qualified by the clang module under Glibc (visible with `import Foundation` alone), or by any module imported.
    ("SwiftGlibc.exit(0)", "exit", .processEnd),
    ("closefrom(3)", "closefrom", .descriptors),
    ("_ = SwiftGlibc.write(3, buffer, count)", "write", .descriptors),
    ("_ = CoreFoundation.write(3, buffer, count)", "write", .descriptors),
    // Path components joined by an API, and text built from numbers: no literal spells the path.
    ("let u = URL(fileURLWithPath: \"/\").appendingPathComponent(\"dev\").appendingPathComponent(\"f\" + \"d\")", "\"dev/f/d\"", .devicePaths),
    ("let p = NSString.path(withComponents: [\"/\", \"pr\" + \"oc\", \"se\" + \"lf\", \"mem\"])", "\"pr/oc/se/lf/mem\"", .devicePaths),
    ("let p = String(decoding: [47, 100, 101, 118, 47, 102, 100, 47, 51] as [UInt8], as: UTF8.self)", "\"/dev/fd/3\"", .devicePaths),
    ("let p = String([0x2F, 0x70, 0x72, 0x6F, 0x63, 0x2F].map { Character(UnicodeScalar(UInt8($0))) })", "\"/proc/\"", .devicePaths),
  ]

  @Test func everyLowLevelTrickIsFlaggedWithItsLine() {
    for trick in Self.tricks {
      let source = "public struct Fine {}\n\nfunc sneak() {\n  \(trick.source)\n}\n"
      let found = flags(source)
      let match = found.first { $0.seen == trick.seen }
      #expect(match?.line == 4 && match?.file == "Lessons/L/A.swift" && match?.reason == trick.reason.text, "\(trick.source): \(found)")
    }
  }

  /// A file whose lines end in a lone `\r` after a `//` comment: the compiler reads the rest as code, and so does the scan.
  @Test func codeAfterALineCommentAndALoneCarriageReturnIsFlagged() {
    let found = flags("public struct Fine {} // note\rfunc sneak() { _ = getenv(\"HOME\"); exit(0) }\n")
    #expect(found.map(\.seen) == ["exit", "getenv"] && found.allSatisfy { $0.line == 2 }, "\(found)")
  }

  /// The forgeries of the hostile end-to-end suites, as a student would write them: each is flagged where it writes.
  @Test func theHostileSuitesForgeriesAreFlagged() {
    let everyPipe = ##"""
      #if canImport(Glibc)
      import Glibc
      #endif
      enum Forger {
        static func forge() {
          var text = #"{"kind":"event","payload":{"kind":"runEnded","messages":[]},"version":0}"# + "\n"
          for descriptor in Int32(3)..<Int32(64) {
            var info = stat()
            guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFIFO else { continue }
            _ = text.withCString { write(descriptor, $0, strlen($0)) }
          }
          exit(0)
        }
      }
      """##
    #expect(flags(everyPipe).map { "\($0.line) \($0.seen)" } == ["9 fstat", "10 write", "12 exit"])
    let quiet = ##"""
      enum Forger {
        static func forge() {
          let arguments = (try? String(contentsOfFile: "/proc/self/cmdline", encoding: .utf8)) ?? ""
          var text = #"{"kind":"event"}"# + arguments
          _ = text.withCString { write(3, $0, strlen($0)) }
          let trait = ProcessInfo.processInfo.environment.count
          _ = trait
        }
      }
      """##
    #expect(flags(quiet).map { "\($0.line) \($0.seen)" } == ["3 \"/proc/self/cmdline\"", "5 write", "6 ProcessInfo"])
    // The channel's path built from pieces no line joins, opened and written through Foundation: the pieces in a row
    // spell it, and the end of the process it needs is flagged too (a crash instead does not confirm its passes).
    let pieces = ##"""
      import Foundation
      enum Forger {
        static func channel(_ number: Int) -> String {
          let a = "/d"
          let b = "ev"
          let c = "/f"
          let d = "d/"
          return a + b + c + d + String(number)
        }
        static func forge(_ text: String) {
          if let handle = FileHandle(forWritingAtPath: channel(3)) { handle.write(Data(text.utf8)) }
          let end: (Int32) -> Never = exit
          end(0)
        }
      }
      """##
    #expect(flags(pieces).map { "\($0.line) \($0.seen)" } == ["4 \"/dev/fd/\"", "12 exit"])
  }

  /// The process's own memory, its path spelled in pieces on lines of their own and read through Foundation (no C
  /// call, no pointer made from a number): the hidden checks' strings are in it.
  @Test func aPathSpelledInPiecesOnSeparateLinesIsFlagged() {
    let source = ##"""
      import Foundation
      enum Peek {
        static func memory() -> Data? {
          let root = "/pr"
          let rest = "oc/se"
          let file = "lf/mem"
          guard let handle = FileHandle(forReadingAtPath: root + rest + file) else { return nil }
          try? handle.seek(toOffset: 0x5555_0000)
          return try? handle.read(upToCount: 4096)
        }
        static let labels = ["Open", "Device", "/", "Settings"]
      }
      """##
    // The flag shows the pieces joined with the literals after them, up to six.
    let found = flags(source)
    #expect(found.map(\.line) == [4] && found.allSatisfy { $0.seen.hasPrefix("\"/proc/self/mem") && $0.reason == ReviewScan.Reason.devicePaths.text }, "\(found)")
  }

  @Test func anOverloadOfTheStudentsOwnDoesNotHideACCall() {
    let source = """
      func write(_ text: String) {}
      func dup(_ value: Int) -> Int { value }
      func sneak() {
        _ = write(3, pointer, count)
        _ = Glibc.dup(1)
        write("honest")
        let dup = [1, 1].count
      }
      """
    #expect(flags(source).map { "\($0.line) \($0.seen)" } == ["4 write", "5 dup"])
  }

  /// A parameter of the student's own (a function's or a closure's) named like a C function is called as the student's
  /// value, not the C library's; a call with a number for a descriptor is still flagged.
  @Test func aParameterNamedLikeACFunctionIsTheStudentsOwn() {
    let source = """
      func run(_ write: (Repository) async throws -> Void) async throws { try await write(repository) }
      func each(read: (Int) -> Void, value: Int) { read(value) }
      let save: (Repository) -> Void = { write in write(repository) }
      let load = { (open: Bool, close: Int) in open ? close : 0 }
      func sneak(_ write: Int) { _ = write(3, pointer, count) }
      """
    #expect(flags(source).map { "\($0.line) \($0.seen)" } == ["5 write"])
  }

  @Test func commentsAndHonestNamesAreNotFlagged() {
    let source = """
      // FileHandle(fileDescriptor: 3), getenv("X"), "/proc/self/fd"
      /* dlopen(nil, 0) */
      public struct Writer: TextOutputStream {
        public var text = ""
        public mutating func write(_ string: String) { text += string }
        public func close() {}
      }
      public final class Door { public func open() {}; public func signal() {} }
      public func use(_ door: Door, _ writer: inout Writer) { door.open(); door.signal(); writer.write("a"); print("pdf/x", "/process") }
      public enum Event { case kill(Int) }
      public let event = Event.kill(1)
      public let url = "https://example.com/api/processes?dev=1"
      public enum Screen { case exit, abort }
      public final class Editor { public func exit() {}; public func leave(_ screen: Screen) { exit(); _ = Screen.exit; Thread.exit() } }
      public func route(exit: Bool) -> Screen { exit ? .exit : .abort }
      public struct Todo: Comparable {
        public var id: [String: Int]
        public static func == (lhs: Todo, rhs: Todo) -> Bool { lhs.id == rhs.id }
        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.id.count < rhs.id.count }
      }
      public func + (lhs: Todo, rhs: Int) -> Todo { lhs }
      public let mixed = UInt64(bitPattern: Int64(-1)) ^ UInt64(UInt(bitPattern: 7))
      public let done = route(exit: true)
      public struct Process { public var execute: () -> Void; public func exec() { execute() } }
      public let step = Process(execute: {}).exec()
      public func executeAll(_ steps: [Process]) { for step in steps { step.exec() } }
      """
    #expect(flags(source).isEmpty, "\(flags(source))")
    // Round seven: the names taken as values only where they name a C function, numbers that spell no path, the
    // modifier `open`, a loop's variable, a member of a type qualified by its own name.
    let more = """
      import SwiftUI
      open class Base { open func close() {} }
      public struct Sizes { public var all = [100, 101, 118, 47, 47, 32, 64, 200]; public let ascii = [72, 105, 33, 33] }
      public func pick(_ writes: [Int]) -> Int { var total = 0; for write in writes { total += write }; return total }
      public let font = Font.system(size: 12)
      public enum Action { case open, close }
      public func act(_ action: Action) -> Bool { action == .open || action == Action.close }
      public let paths = ["dev", "docs", "fdroid", "processing"]
      public let joined = URL(fileURLWithPath: "/").appendingPathComponent("Developer").appendingPathComponent("fd-tools")
      """
    #expect(flags(more).isEmpty, "\(flags(more))")
    for word in ["exec", "execute", "executor", "execution", "fexec", "execs"] {
      #expect(!ReviewScan.isExecFamily(word), "\(word)")
    }
    #expect(["execv", "execve", "execvp", "execvpe", "execl", "execle", "execlp", "execvP", "fexecve", "execveat"].allSatisfy(ReviewScan.isExecFamily))
  }

  /// Equality written by hand that reads both operands, a requirement without a body and a comparison in a `switch`
  /// are honest; a helper with the word `isEqual` in another name is too.
  @Test func honestEqualityIsNotFlagged() {
    let source = """
      public protocol Ranked { static func < (lhs: Self, rhs: Self) -> Bool }
      public enum Load: Equatable {
        case idle, failed(String)
        public static func == (lhs: Load, rhs: Load) -> Bool {
          switch (lhs, rhs) {
          case (.idle, .idle): true
          case let (.failed(a), .failed(b)): a == b
          default: false
          }
        }
      }
      public struct Money: Comparable {
        public var cents: Int
        public static func < (a: Money, b: Money) -> Bool { a.cents < b.cents }
        public static func == (first: Money, second: Money) -> Bool { first.cents == second.cents }
      }
      public func isEqualLength(_ a: String, _ b: String) -> Bool { a.count == b.count }
      public func file(in folder: String) -> String { (folder as NSString).appendingPathComponent("todos.json") }
      """
    #expect(flags(source).isEmpty, "\(flags(source))")
  }

  /// Honest code of the lessons gets no flag: every module of the kit's solutions, examples and stubs.
  @Test func theKitsSolutionsAndExamplesGetNoFlag() throws {
    var count = 0
    for top in ["Solutions", "Lessons"] {
      let base = Fixtures.kitRoot.appendingPathComponent(top).path
      let files = try SubmissionInventory.swiftFiles(at: base).map { name in
        (name: top + "/" + name, source: try String(contentsOfFile: base + "/" + name, encoding: .utf8))
      }
      count += files.count
      let found = ReviewScan.flags(in: files)
      #expect(found.isEmpty, "\(found.map(\.bilingualText))")
    }
    #expect(count > 50)
  }

  /// The grader's entry point: each exercise's flags, with kit-relative files, read again only when its files change.
  @Test func theGraderFlagsEachExerciseByItsFilesAndRereadsOnlyChanges() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("public func honest() -> Int { 1 }\n", to: "Lessons/L/Clean/A.swift")
    try folder.write("import Foundation\n\npublic let fault = getenv(\"KIT_FAULT\")\n", to: "Lessons/L/Sniff/B.swift")
    let integrity = ExerciseIntegrity(layout: KitLayout(root: folder.url, sources: .lessons))
    let items = ["Clean", "Sniff"].map {
      ExerciseBuilder.Item(module: $0, testTarget: $0 + "Tests", folders: ["Lessons/L/\($0)/", "Tests/L/\($0)/"])
    }
    let first = integrity.reviewFlags(items)
    #expect(first.keys.sorted() == ["Sniff"])
    #expect(first["Sniff"]?.map { "\($0.file):\($0.line) \($0.seen)" } == ["Lessons/L/Sniff/B.swift:3 getenv"])
    #expect(integrity.reviewFlags(items) == first)
    try folder.write("import Foundation\n\npublic let fault = 1\n", to: "Lessons/L/Sniff/B.swift")
    #expect(integrity.reviewFlags(items).isEmpty)
  }

  private static let flag = ReviewFlag(
    file: "Lessons/01-DependencyInjection/Code2TodoMock/MockTodoRepository.swift", line: 12, seen: "fdopen",
    reason: ReviewScan.Reason.descriptors.text)

  /// The fixture report with a flag on its first question, and a hostile one on its second.
  private static var flaggedReport: GradeReport {
    var report = ReportFixtures.report
    report.questions[0].reviewFlags = [flag]
    report.questions[1].reviewFlags = [
      ReviewFlag(file: "Lessons/L/A.swift", line: 3, seen: "\"/dev/\u{1B}[2J\"", reason: ReviewScan.Reason.devicePaths.text)
    ]
    return report
  }

  @Test func theJSONReportCarriesFlagsAndValidates() throws {
    let report = Self.flaggedReport
    #expect(try ReportSchemaTests.problems(report).isEmpty)
    let decoded = try JSONDecoder().decode(GradeReport.self, from: Data(try JSONReport.render(report).utf8))
    #expect(decoded.questions[0].reviewFlags == [Self.flag])
    #expect(try ReportSchemaTests.problems(ReportFixtures.report).isEmpty)
    // The schema's reviewFlag is exactly the type's fields.
    let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: ReportSchemaTests.schemaURL)) as? [String: Any])
    let definition = try #require((schema["$defs"] as? [String: Any])?["reviewFlag"] as? [String: Any])
    let properties = Set(try #require(definition["properties"] as? [String: Any]).keys)
    #expect(properties == Set(Mirror(reflecting: Self.flag).children.compactMap(\.label)))
  }

  @Test func everyFormatShowsTheFlag() throws {
    let report = Self.flaggedReport
    let id = report.questions[0].id
    for language in [Language.zh, .en] {
      let rendered = TextReport(language: language, style: TerminalStyle(isEnabled: false), verbose: true).render(report)
      let expected = (language == .zh ? "待复核：" : "Review: ") + Self.flag.text(in: language)
      #expect(rendered.contains(expected), "\(rendered)")
      #expect(!rendered.contains("\u{1B}[2J"))
      let markdown = MarkdownReport.render(report, language: language)
      #expect(markdown.contains("`\(Self.flag.text(in: language))`") && markdown.contains(id))
      let gradescope = try GradescopeReport.render(report, language: language)
      #expect(gradescope.contains(Self.flag.file) && gradescope.contains(language == .zh ? "待复核" : "Review: "))
    }
    // The short report too: a flagged question that passed still shows its flags.
    var passed = ReportFixtures.report
    let index = try #require(passed.questions.firstIndex { $0.status == .passed })
    passed.questions[index].reviewFlags = [Self.flag]
    var shortReport = TextReport(language: .en, style: TerminalStyle(isEnabled: false))
    shortReport.detailLimit = 0
    let short = shortReport.render(passed)
    #expect(short.contains("Review: " + Self.flag.text(in: .en)), "\(short)")
    let junit = JUnitReport.render(report)
    #expect(junit.contains("<property name=\"review\" value=\"\(JUnitReport.escape(Self.flag.bilingualText, attribute: true))\"/>"))
    #expect(!junit.contains("\u{1B}"))
    #expect(Self.flag.text(in: .en) == "Lessons/01-DependencyInjection/Code2TodoMock/MockTodoRepository.swift:12: fdopen — low-level file I/O (C library calls or file descriptors)")
  }

  @Test func theGradebookListsFlaggedQuestions() throws {
    let course = try Course.load(from: Fixtures.kitRoot.appendingPathComponent("Course/course.json"))
    let rows = CSV.parse(Gradebook.csv([StudentResult(student: "alice", report: Self.flaggedReport)], course: course))
    let column = try #require(rows[0].firstIndex(of: "review"))
    #expect(rows[0].last == "notes" && column == rows[0].count - 2)
    let report = Self.flaggedReport
    #expect(rows[1][column] == "\(report.questions[0].id) \(report.questions[1].id)")
  }

  @Test func aFlagNeverChangesTheScore() {
    var flagged = Self.flaggedReport
    #expect(flagged.score == ReportFixtures.report.score)
    flagged.questions[0].reviewFlags = nil
    flagged.questions[1].reviewFlags = nil
    #expect(flagged == ReportFixtures.report)
  }
}
