import Foundation
import GraderTestSupport
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// The kqueue event source only compiles on Apple platforms. Here it is type-checked against the kqueue declarations of
/// Apple's SDK headers (`<sys/event.h>`, `O_EVTONLY` from `<sys/fcntl.h>`), copied into a stand-in `Darwin` module,
/// which is as far as Linux allows.
@Suite struct KqueueSourceTypeCheckTests {
  static let header = """
    #include <time.h>
    #include <stdint.h>
    #define O_EVTONLY 0x00008000
    struct kevent {
      uintptr_t ident;
      int16_t filter;
      uint16_t flags;
      uint32_t fflags;
      intptr_t data;
      void *udata;
    };
    int kqueue(void);
    int kevent(int kq, const struct kevent *changelist, int nchanges, struct kevent *eventlist, int nevents,
               const struct timespec *timeout);
    #define EVFILT_VNODE (-4)
    #define EV_ADD 0x0001
    #define EV_ENABLE 0x0004
    #define EV_CLEAR 0x0020
    #define NOTE_DELETE 0x00000001
    #define NOTE_WRITE 0x00000002
    #define NOTE_EXTEND 0x00000004
    #define NOTE_ATTRIB 0x00000008
    #define NOTE_LINK 0x00000010
    #define NOTE_RENAME 0x00000020
    #define NOTE_REVOKE 0x00000040

    """

  #if os(Linux)
  @Test func typeChecksAgainstTheSDKsDeclarations() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(Self.header, to: "Darwin/shim.h")
    try folder.write("module Darwin [system] {\n  header \"shim.h\"\n  export *\n}\n", to: "Darwin/module.modulemap")
    let kit = StudentKitFixture.kit
    let watcher = try String(contentsOf: kit.appendingPathComponent("Grader/GraderStudent/VnodeWatcher.swift"), encoding: .utf8)
    let protocolDeclaration = try #require(watcher.range(of: "protocol VnodeEventSource").flatMap { start in
      watcher[start.lowerBound...].range(of: "\n}\n").map { String(watcher[start.lowerBound..<$0.upperBound]) }
    })
    try folder.write("import Glibc\n" + protocolDeclaration, to: "Protocol.swift")
    let source = try String(
      contentsOf: kit.appendingPathComponent("Grader/GraderStudent/KqueueEventSource.swift"), encoding: .utf8)
    #expect(source.contains("#if canImport(Darwin)\nimport Darwin\n"))
    // The stand-in is C declarations only; open and close come from Glibc, as they come from Darwin on a Mac.
    // The grader's own module is not part of this check: the source needs only the protocol and the C declarations.
    let alone = source.replacingOccurrences(of: "import GraderCore\n", with: "")
    try folder.write(alone.replacingOccurrences(of: "import Darwin\n", with: "import Darwin\nimport Glibc\n"), to: "Kqueue.swift")
    let output = folder.url.appendingPathComponent("output.txt").path
    let outcome = try ChildProcess(
      executable: "swiftc",
      arguments: [
        "-typecheck", "-swift-version", "6", "-package-name", "SwiftTeachingKit", "-I", folder.url.path, "Protocol.swift",
        "Kqueue.swift",
      ],
      environment: ProcessInfo.processInfo.environment, workingDirectory: folder.url.path, outputPath: output
    ).run(timeout: .seconds(300))
    let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    #expect(outcome.succeeded && !text.contains("warning:"), "\(text)")
  }
  #endif
}
