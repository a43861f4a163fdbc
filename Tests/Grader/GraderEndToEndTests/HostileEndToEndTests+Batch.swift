import Foundation
import GraderTestSupport
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// A third round of tricks, in the grades that count (`grader batch`, two students at a time), on the fixture kit: a
/// student's code reading the test program of the student graded next to it, an answer type equal to every literal, a
/// forgery of both channels that crashes afterwards, one that builds its paths from pieces and ends the process
/// through a function value, a test filling memory and disk outside its scratch folder, one reading its own test
/// program (hidden checks included) into the report, an `NSString` subclass equal to every string, and (round four) forgeries
/// that never return, that replace their process, or that hide behind lone carriage returns. Part of `GraderEndToEndTests`, so it shares its kit copy and runs one test at a time.
extension GraderEndToEndTests {
  /// Code 1's `add` of a student who, for 40 s, looks for the test programs of other graders (other students) in the
  /// shared temporary folder, and says what it could read, then crashes so that the report shows it. Before the
  /// sandbox areas were closed, it found the victim's secret in `/tmp/grader-sandbox-<pid>`.
  private static let peeker = #"""
    import Foundation

    public enum Math {
      public static func add(_ a: Int, _ b: Int) -> Int {
        Peek.look()
        return a + b
      }

      public static func double(_ value: Int) -> Int { value * 2 }
    }

    enum Peek {
      static func look() {
        let own = URL(fileURLWithPath: Bundle.main.executablePath ?? "").deletingLastPathComponent().lastPathComponent
        var others: Set<String> = []
        var readable: Set<String> = []
        let deadline = Date().addingTimeInterval(40)
        while Date() < deadline {
          for name in (try? FileManager.default.contentsOfDirectory(atPath: "/tmp")) ?? []
          where name.hasPrefix("grader-sandbox-") && name != own {
            // Areas named by mkdtemp, not by a process ID: this kit's graders (others on the machine may be older).
            let random = !name.dropFirst("grader-sandbox-".count).allSatisfy(\.isNumber)
            if random { others.insert(name) }
            guard let data = FileManager.default.contents(atPath: "/tmp/" + name + "/FixtureKitPackageTests.xctest") else { continue }
            if random { readable.insert(name) }
            if data.range(of: Data(("VICTIM-" + "SECRET-42").utf8)) != nil { print("PEEK: found the victim's secret") }
          }
          Thread.sleep(forTimeInterval: 0.2)
        }
        print("PEEK: other areas \(others.count), readable \(readable.count)")
        fatalError("done")
      }
    }
    """#

  /// Fix 1 of the student graded next to the peeker: right, slow, and holding a secret in its code.
  private static let victim = #"""
    import Foundation

    public func greeting(for name: String) -> String {
      Thread.sleep(forTimeInterval: 8)
      let secret = "VICTIM-SECRET-42"
      _ = secret
      return "Hello, " + (name.isEmpty ? "world" : name) + "!"
    }
    """#

  /// Code 1's `add` filling memory (`/dev/shm`) and the disk (`/tmp`), outside its scratch folder: 4.6 GB went unchecked.
  private static let flood = #"""
    import Foundation

    public enum Math {
      public static func add(_ a: Int, _ b: Int) -> Int {
        let chunk = Data(count: 16 << 20)
        var written = 0
        for folder in ["/dev/shm", "/tmp"] {
          for index in 0..<24 {
            let path = folder + "/flood-\(index)-\(UUID().uuidString)"
            guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else { break }
            for _ in 0..<3 { handle.write(chunk); written += chunk.count }
            handle.closeFile()
          }
        }
        print("FLOOD: wrote \(written >> 20) MB")
        return a + b
      }

      public static func double(_ value: Int) -> Int { value * 2 }
    }
    """#

  /// Code 2's `shout` opening its own test program, which holds every suite's code, hidden checks included, to print
  /// it into the report through a crash.
  private static let reader = #"""
    import Foundation

    public enum Text {
      public static func shout(_ text: String) -> String {
        let path = Bundle.main.executablePath ?? ""
        if let data = FileManager.default.contents(atPath: path) {
          print("READ: \(data.count) bytes, suite text inside: \(data.range(of: Data("should be".utf8)) != nil)")
        } else {
          print("READ: denied")
        }
        fatalError("read")
      }

      public static func whisper(_ text: String) -> String { text.lowercased() + "..." }
      public static func wordCount(_ text: String) -> Int { text.split(separator: " ").count }
    }
    """#

  /// Code 1 and code 2 answered with types equal to every value the suites compare with: through a comparison with
  /// `Int`, and through literals.
  private static let literalMath = """
    public enum Math {
      public static func add(_ a: Int, _ b: Int) -> Answer { Answer() }
      public static func double(_ value: Int) -> Answer { Answer() }
    }

    public struct Answer: Sendable {
      public static func == (lhs: Answer, rhs: Int) -> Bool { true }
    }
    """
  private static let literalText = """
    public enum Text {
      public static func shout(_ text: String) -> Said { Said() }
      public static func whisper(_ text: String) -> Said { Said() }
      public static func wordCount(_ text: String) -> Said { Said() }
    }

    public struct Said: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, Equatable, Sendable {
      public init() {}
      public init(stringLiteral value: String) {}
      public init(integerLiteral value: Int) {}
    }
    """

  /// Code 2 answered with a subclass of `NSString` equal to everything: no literal protocol named, yet the suite's
  /// `shout("hi") == "HI!"` compares through `NSObject`'s `==`, which calls the override.
  private static let nsStringText = """
    import Foundation

    public enum Text {
      public static func shout(_ text: String) -> Said { Said() }
      public static func whisper(_ text: String) -> Said { Said() }
      public static func wordCount(_ text: String) -> Int { 0 }
    }

    public final class Said: NSString, @unchecked Sendable {
      override init(characters: UnsafePointer<unichar>, length: Int) { super.init(characters: characters, length: length) }
      public convenience init() { var none: unichar = 0; self.init(characters: &none, length: 0) }
      public required convenience init(string aString: String) { self.init() }
      public required init?(coder: NSCoder) { nil }
      public required convenience init(stringLiteral value: StaticString) { self.init() }
      public required convenience init(unicodeScalarLiteral value: StaticString) { self.init() }
      public required convenience init(extendedGraphemeClusterLiteral value: StaticString) { self.init() }
      public override var length: Int { 0 }
      public override func character(at index: Int) -> unichar { 0 }
      public override func isEqual(_ object: Any?) -> Bool { true }
    }
    """

  /// Code 2 with wrong answers whose first call writes a whole honest-looking run (every check passing, the end of the
  /// run, a matching JUnit summary) into both channels, opened by paths built from pieces no line joins, then `ending`.
  private static func forger(kit: GradedKit, ending: String) throws -> String {
    let suite = try String(contentsOf: kit.root.appendingPathComponent("Tests/01-Basics/Code2Text/Code2TextTests.swift"), encoding: .utf8)
    var names: [String] = []
    var ids: [String] = []
    for (index, line) in suite.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      guard let at = line.range(of: "@Test"), let name = line.split(separator: "func ").last?.prefix(while: { $0 != "(" }) else { continue }
      names.append("\"\(name)\"")
      ids.append("\"\(name)()/Code2TextTests.swift:\(index + 1):\(line.distance(from: line.startIndex, to: at.lowerBound) + 2)\"")
    }
    precondition(ids.count == 3, "the fixture's code 2 suite has three checks, each `@Test func name()` on one line")
    return ##"""
      import Foundation

      public enum Text {
        public static func shout(_ text: String) -> String { Forger.forge(); return "" }
        public static func whisper(_ text: String) -> String { Forger.forge(); return "" }
        public static func wordCount(_ text: String) -> Int { Forger.forge(); return -1 }
      }

      enum Forger {
        static func channel(_ number: Int) -> String {
          let a = "/d"
          let b = "ev"
          let c = "/f"
          let d = "d/"
          return a + b + c + d + String(number)
        }

        static func forge() {
          let suite = "FTextTests.Code2Text"
          let ids = [\##(ids.joined(separator: ", "))].map { suite + "/" + $0 }
          let names = [\##(names.joined(separator: ", "))]
          var text = ""
          for (index, id) in ids.enumerated() {
            if index > 0 { text += #"{"kind":"event","payload":{"kind":"testStarted","testID":"\#(id)","messages":[]},"version":0}"# + "\n" }
            text += #"{"kind":"event","payload":{"kind":"testEnded","testID":"\#(id)","messages":[]},"version":0}"# + "\n"
          }
          text += #"{"kind":"event","payload":{"kind":"testEnded","testID":"\#(suite)","messages":[]},"version":0}"# + "\n"
          text += #"{"kind":"event","payload":{"kind":"runEnded","messages":[]},"version":0}"# + "\n"
          var xml = #"<?xml version="1.0" encoding="UTF-8"?><testsuites><testsuite name="TestResults" tests="3" failures="0">"#
          for name in names { xml += #"<testcase classname="\#(suite)" name="\#(name)()" time="0.001" />"# }
          xml += "</testsuite></testsuites>\n"
          if let events = FileHandle(forWritingAtPath: channel(3)) { events.write(Data(text.utf8)) }
          if let summary = FileHandle(forWritingAtPath: channel(4)) { summary.write(Data(xml.utf8)) }
          \##(ending)
        }
      }
      """##
  }

  /// Ends a forgery cleanly without naming `exit`: `/bin/true` run in the process's place, by descriptor number.
  private static let execTrue = """
    _ = FileHandle(forReadingAtPath: "/bin/true")
        for candidate in Int32(3)...Int32(64) {
          var argv: [UnsafeMutablePointer<CChar>?] = [strdup("true"), nil]
          var envp: [UnsafeMutablePointer<CChar>?] = [nil]
          _ = fexecve(candidate, &argv, &envp)
        }
    """

  @Test(.kit(.fixture)) func inAParallelBatchNoStudentReadsAnotherAndNoTrickPassesUnseen() async throws {
    let kit = try fixture()
    try kit.restoreStubs()
    let work = kit.root.appendingPathComponent(".build/e2e-batch-round3")
    let grades = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("grader-e2e-grades-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: grades) }
    try? FileManager.default.removeItem(at: work)
    func student(_ name: String, _ files: [String: String]) throws {
      let folder = work.appendingPathComponent("submissions/\(name)/Lessons")
      try FileManager.default.createDirectory(at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: kit.root.appendingPathComponent("Lessons"), to: folder)
      for exercise in ["Code1Math", "Code2Text", "Fix1Greeting"] {
        let target = folder.appendingPathComponent("01-Basics/\(exercise)")
        try FileManager.default.removeItem(at: target)
        try FileManager.default.copyItem(at: kit.root.appendingPathComponent("Solutions/01-Basics/\(exercise)"), to: target)
      }
      for (path, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent("01-Basics/" + path)) }
    }
    // Sorted names: the peeker and the victim are graded at the same time, by two graders.
    try student("a1-peeker", ["Code1Math/Math.swift": Self.peeker])
    try student("a2-victim", ["Fix1Greeting/Greeting.swift": Self.victim])
    try student("b-literal", ["Code1Math/Math.swift": Self.literalMath, "Code2Text/Text.swift": Self.literalText])
    try student("c-forger-crash", ["Code2Text/Text.swift": try Self.forger(kit: kit, ending: "let none: [Int] = []\n    _ = none[names.count]")])
    try student("d-forger-exit", ["Code2Text/Text.swift": try Self.forger(kit: kit, ending: "let end: (Int32) -> Never = exit\n    end(0)")])
    try student("e-flood", ["Code1Math/Math.swift": Self.flood])
    try student("f-reader", ["Code2Text/Text.swift": Self.reader])
    try student("g-nsstring", ["Code2Text/Text.swift": Self.nsStringText])
    // Round four: a forgery that never returns once it has written, one that runs /bin/true in its own place, and one
    // whose lines end in a lone carriage return after a `//` comment (code to the compiler, a comment to the old scan).
    try student("h-forger-hang", ["Code2Text/Text.swift": try Self.forger(kit: kit, ending: "while true { Thread.sleep(forTimeInterval: 60) }")])
    try student("i-forger-exec", ["Code2Text/Text.swift": try Self.forger(kit: kit, ending: Self.execTrue)])
    let exited = try Self.forger(kit: kit, ending: "let end: (Int32) -> Never = exit\n    end(0)")
    try student("j-forger-cr", ["Code2Text/Text.swift": "// text\r" + exited.replacingOccurrences(of: "\n", with: "\r") + "\n"])

    let batch = try await kit.grade(["batch", work.appendingPathComponent("submissions").path, "--output", grades.path, "--jobs", "2",
      "--timeout", "60", "--no-progress"], limit: .seconds(1200))
    #expect(batch.status == .exited(0), "\(batch.stderr)")
    func question(_ student: String, _ id: String) throws -> GradeReport.Question {
      let report = try JSONDecoder().decode(GradeReport.self, from: Data(contentsOf: grades.appendingPathComponent("reports/\(student).json")))
      return try #require(report.questions.first { $0.id == id })
    }
    try expectRoundThree(question)
    try? FileManager.default.removeItem(at: work)
  }

  /// What the round-three batch must have given each student.
  private func expectRoundThree(_ question: (String, String) throws -> GradeReport.Question) throws {
    if BuiltGrader.isRoot {
      // The test program runs, but student code cannot open it: the hidden checks stay out of the report.
      let read = try question("f-reader", "f.code2").checks.map(\.message).joined(separator: "\n")
      #expect(read.contains("READ: denied") && !read.contains("bytes"), "\(read)")
      // The peeker saw the other grader's area in the shared temporary folder, and could read nothing in it.
      // Each check that calls `add` looks once: "PEEK: other areas N, readable M".
      let peek = try question("a1-peeker", "f.code1").checks.map(\.message).joined(separator: "\n")
      let counts = peek.split(separator: "\n").filter { $0.hasPrefix("PEEK: other areas ") }.map { line in
        line.dropFirst("PEEK: other areas ".count).split(separator: ",").map { Int($0.filter(\.isNumber)) ?? -1 }
      }
      #expect(counts.contains { $0.first ?? 0 > 0 }, "the graders did not overlap: \(peek)")
      #expect(!counts.isEmpty && counts.allSatisfy { $0.last == 0 } && !peek.contains("victim's secret"), "\(peek)")
    }
    #expect(try question("a2-victim", "f.fix1").status == .passed)
    // Always-equal answer types still pass their own suite, but each is flagged where it compares or conforms.
    let code1 = try question("b-literal", "f.code1")
    #expect(code1.score == code1.maxScore && (code1.reviewFlags ?? []).contains { $0.seen == "func ==" }, "\(code1)")
    let code2 = try question("b-literal", "f.code2")
    #expect((code2.reviewFlags ?? []).contains { $0.seen == "ExpressibleByStringLiteral" }, "\(code2.reviewFlags ?? [])")
    // A subclass of NSString equal to everything passes the string checks, flagged where it overrides isEqual.
    let said = try question("g-nsstring", "f.code2")
    let saidFlags = (said.reviewFlags ?? []).map(\.seen)
    #expect(said.checks.filter(\.passed).count == 2 && saidFlags.contains("func isEqual") && saidFlags.contains("NSString"), "\(said)")
    // A forgery that crashes after writing keeps no pass; one that exits is flagged where it ends the process.
    let crashed = try question("c-forger-crash", "f.code2")
    #expect(crashed.score == 0 && crashed.checks.allSatisfy { !$0.passed }, "\(crashed.checks.map(\.message))")
    let exited = try question("d-forger-exit", "f.code2")
    #expect((exited.reviewFlags ?? []).contains { $0.seen == "exit" }, "\(exited.reviewFlags ?? [])")
    // A forgery that never returns after its summary keeps no pass; one that replaces its process is flagged there;
    // lines ended by a lone carriage return hide nothing from the scan.
    let hung = try question("h-forger-hang", "f.code2")
    #expect(hung.score == 0 && hung.checks.allSatisfy { !$0.passed }, "\(hung.checks.map(\.message))")
    let replaced = try question("i-forger-exec", "f.code2")
    #expect((replaced.reviewFlags ?? []).contains { $0.seen == "fexecve" }, "\(replaced.reviewFlags ?? [])")
    let hidden = try question("j-forger-cr", "f.code2")
    #expect((hidden.reviewFlags ?? []).contains { $0.seen == "exit" }, "\(hidden.reviewFlags ?? [])")
    // Filling /dev/shm and /tmp is stopped at the disk limit, as filling the scratch folder is.
    let flooded = try question("e-flood", "f.code1").checks.filter { !$0.passed }
    #expect(!flooded.isEmpty && flooded.allSatisfy { $0.message.contains("MB of files") }, "\(flooded.map(\.message))")
  }
}
