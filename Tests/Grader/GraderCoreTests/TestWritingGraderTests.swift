import Foundation
import GraderTestSupport
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// The pure decisions of test-writing grading: the order of the subject's versions, what is credited, and flaky tests.
@Suite struct TestWritingGraderTests {
  /// A seeded generator, so an order can be reproduced.
  struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  private let faultIDs = ["a", "b", "c", "d"]

  private var question: Question {
    let text = LocalizedText(en: "t", zh: "t")
    var question = Question(
      id: "l.tests1", kind: .testWriting, section: "coding", points: 8, exercise: "T", suite: nil, checks: nil,
      scoring: nil, answer: nil, title: text, hint: text, explanation: text)
    question.faults = faultIDs.map { Fault(id: $0, description: LocalizedText(en: "\($0) breaks", zh: "\($0) 坏了")) }
    return question
  }

  private static let passing = StudentTestsRun(tests: ["S/one()", "S/two()"], failures: [:])
  private static let failing = StudentTestsRun(tests: ["S/one()", "S/two()"], failures: ["S/two()": "Expectation failed"])

  @Test func everyVersionRunsOnceInARandomOrderAndTheReferenceRunsAgainLast() {
    var firstPositions: Set<Int> = []
    for seed in UInt64(0)..<64 {
      var generator = SplitMix(state: seed)
      let order = TestWritingGrader.order(faults: faultIDs, using: &generator)
      #expect(order.count == faultIDs.count + 2)
      #expect(order.last == .reference)
      #expect(order.filter { $0 == .reference }.count == 2)
      #expect(Set(order.compactMap { if case .fault(let id) = $0 { id } else { nil } }) == Set(faultIDs))
      #expect(order.count { if case .fault = $0 { true } else { false } } == faultIDs.count)
      firstPositions.insert(order.firstIndex(of: .reference) ?? -1)
    }
    // The reference's first run is not always first: nothing about the order tells a test which version it meets.
    #expect(firstPositions.count > 2)
  }

  @Test func referenceThatPassesTwiceCreditsTheFaultsThatFailed() {
    let checks = TestWritingGrader.verdict(
      faults: question.faults ?? [], references: [Self.passing, Self.passing],
      faultRuns: ["a": Self.failing, "b": Self.passing, "c": StudentTestsRun(tests: [], failures: [:], abnormalEnd: "crashed")])
    #expect(checks.map(\.status) == [.passed, .passed, .failed, .passed, .failed])
    #expect(checks[2].message.contains("your tests did not notice when b breaks"))
    #expect(TestWritingScore.fraction(of: checks) == 0.5)
  }

  @Test func aReferenceThatPassesOnceAndFailsOnceIsNotCredited() {
    for references in [[Self.passing, Self.failing], [Self.failing, Self.passing]] {
      let checks = TestWritingGrader.verdict(
        faults: question.faults ?? [], references: references, faultRuns: Dictionary(uniqueKeysWithValues: faultIDs.map { ($0, Self.failing) }))
      #expect(checks[0].status == .failed)
      #expect(checks[0].message.contains("did not give the same result twice on the correct implementation"))
      #expect(checks[0].message.contains("S/two(): Expectation failed"))
      #expect(checks.dropFirst().allSatisfy { $0.status == .failed && $0.message.contains("not counted") })
      #expect(TestWritingScore.fraction(of: checks) == 0)
    }
  }

  @Test func testsThatRunOnlyOnceAreNotTheSameResult() {
    let fewer = StudentTestsRun(tests: ["S/one()"], failures: [:])
    let problem = TestWritingGrader.referenceProblem([Self.passing, fewer])
    #expect(problem?.contains("did not give the same result twice") == true)
  }

  @Test func messagesSayWhatHappenedOnTheReference() {
    #expect(TestWritingGrader.referenceProblem([Self.passing, Self.passing]) == nil)
    #expect(TestWritingGrader.referenceProblem([StudentTestsRun(tests: [], failures: [:])])?.contains("there are no tests yet") == true)
    let crashed = StudentTestsRun(tests: [], failures: [:], abnormalEnd: "crashed (signal 11 SIGSEGV)")
    #expect(TestWritingGrader.referenceProblem([crashed])?.contains("did not finish against the correct implementation (crashed") == true)
    #expect(TestWritingGrader.referenceProblem([Self.failing])?.contains("fail against the correct implementation; fix them first:\nS/two()") == true)
    #expect(TestWritingGrader.referenceProblem([])?.contains("did not run") == true)
  }

  /// A fake run that records the versions it met and answers from `answer`.
  final class Runs: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [SubjectVariant] = []
    var variants: [SubjectVariant] { lock.withLock { seen } }
    func record(_ variant: SubjectVariant) -> Int {
      lock.withLock {
        seen.append(variant)
        return seen.count
      }
    }
  }

  @Test func aTestThatPassesOnlyOnItsFirstRunScoresNothingWhateverTheOrder() {
    for _ in 0..<40 {
      let runs = Runs()
      let checks = TestWritingGrader { variant in
        runs.record(variant) == 1 ? Self.passing : Self.failing
      }.checks(for: question)
      #expect(TestWritingScore.fraction(of: checks) == 0)
    }
  }

  @Test func honestTestsRunEveryVersionAndTheReferenceTwice() {
    let runs = Runs()
    let checks = TestWritingGrader { variant in
      _ = runs.record(variant)
      return variant == .reference ? Self.passing : Self.failing
    }.checks(for: question)
    #expect(TestWritingScore.fraction(of: checks) == 1)
    #expect(runs.variants.count == faultIDs.count + 2)
    #expect(runs.variants.last == .reference)
  }

  @Test func aFailingReferenceStopsTheRest() {
    let runs = Runs()
    let checks = TestWritingGrader { variant in
      _ = runs.record(variant)
      return Self.failing
    }.checks(for: question)
    #expect(checks[0].status == .failed)
    #expect(runs.variants.filter { $0 == .reference }.count == 1)
    #expect(runs.variants.last == .reference)
  }
}

/// How the sandbox finds the System V IPC objects a sandbox user left, where no IPC namespace can be had.
@Suite struct SandboxIPCTests {
  @Test func objectsOfTheUserAreFoundInEveryTable() {
    let semaphores = """
             key      semid perms      nsems   uid   gid  cuid  cgid      otime      ctime
          305419896          3   600          1  54321 54321 54321 54321          0 1700000000
          305419897          4   600          1     0     0  54321     0          0 1700000000
          305419898          5   600          1     0     0     0     0          0 1700000000
      """
    #expect(SandboxIPC.identifiers(inTable: semaphores, ownedBy: 54321) == ["3", "4"])
    let memory = """
             key      shmid perms                  size  cpid  lpid nattch   uid   gid  cuid  cgid      atime      dtime      ctime                   rss                  swap
               0         17   600                  4096  100   100      0  54321 54321 54321 54321          0          0 1700000000                  0                    0
      """
    let arguments = SandboxIPC.removeArguments(tables: [.semaphore: semaphores, .sharedMemory: memory], ownedBy: 54321)
    #expect(arguments == ["-m", "17", "-s", "3", "-s", "4"])
    #expect(SandboxIPC.removeArguments(tables: [.semaphore: semaphores], ownedBy: 1000).isEmpty)
    #expect(SandboxIPC.identifiers(inTable: "", ownedBy: 0).isEmpty)
  }

  @Test func theLauncherPlanCarriesTheNewIPCNamespace() {
    var plan = SandboxPlan(newSession: true, program: ["/bin/true"])
    plan.newIPCNamespace = true
    #expect(plan.arguments.contains("--new-ipc"))
    #expect(SandboxPlan(parsing: plan.arguments) == plan)
    #expect(SandboxPlan(parsing: plan.arguments)?.newIPCNamespace == true)
  }

  @Test func theUtilLinuxMechanismUnsharesIPCBeforeTheUserChanges() {
    var sandbox = TestSandbox(
      platform: .linux, launcher: "/g", limits: ResourceLimits(), area: "/tmp", firstUser: 54321,
      temporaryFolders: TemporaryFolderWatch(folders: []),
      mechanism: .utilLinux(prlimit: "/usr/bin/prlimit", setpriv: "/usr/bin/setpriv"))
    sandbox.ipcIsolation = .namespace
    sandbox.unshareTool = "/usr/bin/unshare"
    var process = ChildProcess(executable: "/t", arguments: ["x"], environment: [:], workingDirectory: "/", outputPath: nil)
    sandbox.apply(to: &process, limits: [], user: 54321)
    #expect(process.executable == "/usr/bin/prlimit")
    let unshare = process.arguments.firstIndex(of: "/usr/bin/unshare")
    let setpriv = process.arguments.firstIndex(of: "/usr/bin/setpriv")
    #expect(unshare != nil && setpriv != nil && unshare! < setpriv!)
    #expect(process.arguments.suffix(2) == ["/t", "x"])
  }
}

/// System V IPC made by a test process does not outlive it, as root, by either means.
@Suite(.serialized) struct SandboxIPCIsolationTests {
  /// The semaphores of `uid` in this IPC namespace.
  private func semaphores(of uid: UInt32) -> [String] {
    SandboxIPC.identifiers(inTable: (try? String(contentsOfFile: "/proc/sysvipc/sem", encoding: .utf8)) ?? "", ownedBy: uid)
  }

  /// Runs `ipcmk -S 1` (a semaphore made by the sandbox user `uid`) through `sandbox`.
  private func makeSemaphore(_ sandbox: TestSandbox, uid: UInt32) throws {
    var process = ChildProcess(
      executable: "/bin/sh", arguments: ["-c", "ipcmk -S 1 >/dev/null"], environment: ["PATH": "/usr/bin:/bin"],
      workingDirectory: "/", outputPath: "/dev/null")
    sandbox.apply(to: &process, limits: [], user: uid)
    #expect(try process.run(timeout: .seconds(20)).succeeded)
  }

  private func sandbox(_ mechanism: TestSandbox.Mechanism, _ isolation: TestSandbox.IPCIsolation) throws -> TestSandbox {
    let launcher: String = try #require(BuiltGrader.path, "the grader executable is built next to the tests")
    var sandbox = TestSandbox(
      platform: .current, launcher: launcher, limits: ResourceLimits(), area: NSTemporaryDirectory(),
      temporaryFolders: TemporaryFolderWatch(folders: []), mechanism: mechanism)
    sandbox.ipcIsolation = isolation
    sandbox.unshareTool = ["/usr/bin/unshare", "/bin/unshare"].first { FileManager.default.isExecutableFile(atPath: $0) }
    return sandbox
  }

  /// Where the kernel gives one, a test process started by the launcher has a network of its own: no socket reaches a
  /// test of another student running beside it, or the outside.
  @Test(.enabled(if: BuiltGrader.isRoot && HostPlatform.current == .linux, "network namespaces need root on Linux"))
  func aTestProcessHasANetworkOfItsOwn() throws {
    let probe = ChildProcess(
      executable: "/usr/bin/unshare", arguments: ["--net", "/bin/true"], environment: ["PATH": "/usr/bin:/bin"],
      workingDirectory: "/", outputPath: "/dev/null")
    guard (try? probe.run(timeout: .seconds(20)).succeeded) == true else { return }
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let output = folder.url.appendingPathComponent("net.txt").path
    var process = ChildProcess(
      executable: "/bin/sh", arguments: ["-c", "readlink /proc/self/ns/net"], environment: ["PATH": "/usr/bin:/bin"],
      workingDirectory: "/", outputPath: output)
    try sandbox(.launcher, .namespace).apply(to: &process, limits: [], user: 54610)
    #expect(try process.run(timeout: .seconds(20)).succeeded)
    let theirs = try String(contentsOfFile: output, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
    let ours = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/ns/net")
    #expect(theirs.hasPrefix("net:[") && theirs != ours, "\(theirs) \(ours)")
  }

  @Test(.enabled(if: BuiltGrader.isRoot && HostPlatform.current == .linux && FileManager.default.isExecutableFile(atPath: "/usr/bin/ipcmk"),
    "IPC namespaces and another user need root on Linux"))
  func aTestProcessLeavesNoIPCBehind() throws {
    var mechanisms: [TestSandbox.Mechanism] = [.launcher]
    if let tools = TestSandbox.utilLinuxTools { mechanisms.append(.utilLinux(prlimit: tools.prlimit, setpriv: tools.setpriv)) }
    for (offset, mechanism) in mechanisms.enumerated() {
      let uid = UInt32(54600 + offset)
      // A new namespace where the kernel gives one (as on this project's machine).
      let probe = ChildProcess(
        executable: "/usr/bin/unshare", arguments: ["--ipc", "/bin/true"], environment: ["PATH": "/usr/bin:/bin"],
        workingDirectory: "/", outputPath: "/dev/null")
      if (try? probe.run(timeout: .seconds(20)))?.succeeded == true {
        try makeSemaphore(try sandbox(mechanism, .namespace), uid: uid)
        #expect(semaphores(of: uid).isEmpty, "\(mechanism): the semaphore outlived its namespace")
      }
      // Else cleanup: the semaphore is made in the shared namespace, and removed after the process.
      let shared = try sandbox(mechanism, .cleanup)
      try makeSemaphore(shared, uid: uid)
      #expect(semaphores(of: uid).count == 1, "\(mechanism)")
      shared.cleanUp(scratch: NSTemporaryDirectory() + "/no-such-scratch-\(uid)", user: uid)
      #expect(semaphores(of: uid).isEmpty, "\(mechanism): cleanup left the semaphore")
    }
  }
}

/// Every version's program is laid at one path with the same dates, and no two laid copies are the same file.
@Suite struct PlacedProgramTests {
  @Test func programsLookAlikeButForTheirBytes() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let sandbox = TestSandbox(
      platform: .current, launcher: nil, limits: ResourceLimits(), area: folder.url.path,
      temporaryFolders: TemporaryFolderWatch(folders: []))
    let reference = try folder.write("reference program", to: "built/reference").path
    let fault = try folder.write("faulty program", to: "built/fault").path
    let first = try sandbox.placeProgram(reference, as: "M-tests")
    let firstBytes = try Data(contentsOf: URL(fileURLWithPath: first))
    let again = try sandbox.placeProgram(reference, as: "M-tests")
    let againBytes = try Data(contentsOf: URL(fileURLWithPath: again))
    let other = try sandbox.placeProgram(fault, as: "M-tests")
    #expect(first == again && again == other, "one path for every version")
    #expect(firstBytes.starts(with: Data("reference program".utf8)) && againBytes.starts(with: Data("reference program".utf8)))
    #expect(firstBytes != againBytes, "two runs of the same program are not the same file")
    let attributes = try FileManager.default.attributesOfItem(atPath: other)
    #expect(attributes[.modificationDate] as? Date == TestSandbox.fixedDate)
    // Runnable, not readable, by the sandbox users: it holds the hidden checks.
    #expect((attributes[.posixPermissions] as? Int) == Int(TestSandbox.programMode) && TestSandbox.programMode == 0o711)
  }

  @Test func eachVersionsLibraryLiesUnderOneNameNextToTheProgram() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let sandbox = TestSandbox(
      platform: .current, launcher: nil, limits: ResourceLimits(), area: folder.url.path,
      temporaryFolders: TemporaryFolderWatch(folders: []))
    let program = try folder.write("program", to: "built/program").path
    var laid: [Data] = []
    for version in ["reference", "fault"] {
      let library = try folder.write("\(version) library", to: "built/\(version)/libS.so").path
      let placed = try sandbox.placeProgram(program, as: "M-tests", library: (library, "libS.so"))
      let next = URL(fileURLWithPath: placed).deletingLastPathComponent().appendingPathComponent("libS.so")
      laid.append(try Data(contentsOf: next))
      #expect(try FileManager.default.attributesOfItem(atPath: next.path)[.modificationDate] as? Date == TestSandbox.fixedDate)
    }
    #expect(laid[0].starts(with: Data("reference library".utf8)) && laid[1].starts(with: Data("fault library".utf8)))
  }
}

/// What the linker reads from SwiftPM's build products.
@Suite struct StudentTestsLinkerTests {
  @Test func dependenciesAreFollowedToTheEnd() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(#"{"targetDependencyMap": {"W": ["S", "T"], "S": ["T"], "T": ["K"], "K": []}}"#, to: "description.json")
    let closure = try StudentTestsLinker.dependencies(descriptionPath: folder.url.path + "/description.json")
    #expect(closure["W"] == ["S", "T", "K"])
    #expect(closure["K"] == [])
  }

  @Test func theSubjectIsCompiledWithoutTestabilityOrSwiftPMOutputs() {
    let recorded = [
      "/usr/bin/swiftc", "-module-name", "Subject", "-emit-dependencies", "-emit-module", "-emit-module-path", "/m",
      "-output-file-map", "/ofm", "-parse-as-library", "-incremental", "-c", "@/sources", "-I", "/mods", "-target",
      "x86_64-unknown-linux-gnu", "-Onone", "-enable-testing", "-j2", "-DSWIFT_PACKAGE", "-g",
    ]
    let arguments = StudentTestsLinker.objectArguments(from: recorded)
    #expect(arguments == ["-module-name", "Subject", "-parse-as-library", "-I", "/mods", "-target", "x86_64-unknown-linux-gnu", "-Onone", "-DSWIFT_PACKAGE", "-g"])
    #expect(StudentTestsLinker.value(after: "-target", in: recorded) == "x86_64-unknown-linux-gnu")
  }

  @Test func onlyTheObjectsOfCurrentSourcesAreLinked() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(
      #"{"": {"swift-dependencies": "/d/M.build/primary.swiftdeps"}, "/k/M/A.swift": {"object": "/d/M.build/A.swift.o", "dependencies": "/d/M.build/A.d"}}"#,
      to: "M.build/output-file-map.json")
    try folder.write("stale", to: "M.build/_GraderPlaceholder.swift.o")
    #expect(try StudentTestsLinker.objects(of: "M", in: folder.url.path) == ["/d/M.build/A.swift.o"])
  }

  @Test func sourcesAreReadFromSwiftPMsList() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("S.build"), withIntermediateDirectories: true)
    try folder.write("/k/S/A.swift\n'/k/S/B c.swift'\n", to: "S.build/sources")
    #expect(try StudentTestsLinker.sources(of: "S", in: folder.url.path) == ["/k/S/A.swift", "/k/S/B c.swift"])
  }
}

/// Every faulty version the manifest names can be compiled in: its subject's `Fault.swift` has its condition.
@Suite struct FaultSwitchTests {
  private static let kitRoot = KitRoot.url

  @Test func everyFaultHasItsCompileTimeCondition() throws {
    let course = try Course.load(from: Self.kitRoot.appendingPathComponent(Course.relativePath))
    var checked = 0
    for (lesson, question) in course.questions where question.kind == .testWriting {
      let exercise = try #require(lesson.exercise(question.exercise))
      let subject = try #require(lesson.modules.first { $0.name == exercise.subject })
      let source = try String(
        contentsOf: Self.kitRoot.appendingPathComponent(subject.path).appendingPathComponent("Fault.swift"), encoding: .utf8)
      #expect(!source.contains("ProcessInfo") && !source.contains("getenv"), "\(subject.name): a run-time switch")
      for fault in question.faults ?? [] {
        #expect(source.contains("#if KIT_FAULT_\(fault.id)\n") || source.contains("#elseif KIT_FAULT_\(fault.id)\n"), "\(fault.id)")
        #expect(source.contains("private static let selected = \"\(fault.id)\""), "\(fault.id)")
        checked += 1
      }
    }
    #expect(checked > 0)
  }
}
