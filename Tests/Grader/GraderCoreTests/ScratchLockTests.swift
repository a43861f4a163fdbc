import Foundation
import GraderTestSupport
import Testing

@testable import GraderCore

/// Two grades of one kit take turns in its scratch folder.
@Suite struct ScratchLockTests {
  @Test func aSecondRunWaitsUntilTheFirstLetsGoAndSaysSoOnce() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.url.appendingPathComponent("lessons.lock").path
    var first: ScratchLock? = try ScratchLock.acquire(path: path) { Issue.record("nothing held the lock") }
    let waited = OutputBox()
    let acquired = DispatchSemaphore(value: 0)
    Thread {
      let second = try? ScratchLock.acquire(path: path) { waited.append("waiting\n") }
      acquired.signal()
      withExtendedLifetime(second) {}
    }.start()
    // The second run says that it waits, and cannot get the lock while the first holds it.
    let deadline = Date().addingTimeInterval(10)
    while waited.text.isEmpty && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
    #expect(waited.text == "waiting\n")
    #expect(acquired.wait(timeout: .now()) == .timedOut)
    first = nil
    #expect(acquired.wait(timeout: .now() + 10) == .success)
    #expect(waited.text == "waiting\n")
    _ = first
  }
}
