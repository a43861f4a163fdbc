import Foundation
import GraderTestSupport
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// The class report opened by its real consumer, a browser: headless Chromium (Debian's `chromium`) parses it without a
/// console error and renders it to a PNG.
///
/// `.ci/run` installs chromium when it is missing, so in CI this always runs; elsewhere it is skipped, visibly,
/// without it. Set `CLASS_REPORT_PNG` (and `CLASS_REPORT_HTML`) to keep the picture (and the page).
@Suite(.enabled(if: Fixtures.canRun("chromium"), "needs chromium (Debian's package); CI installs it"))
struct ClassReportBrowserTests {
  static let flags = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions", "--mute-audio"]

  @Test func chromiumRendersAClassOfThirtyWithoutAConsoleError() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let report = try ClassFixture.classReport(count: 32)
    let html = try #require(try report.files().first { $0.name == "class-report.html" }).text
    let page = try folder.write(html, to: "class-report.html")
    let profile = folder.url.appendingPathComponent("profile").path
    let environment = ["HOME": folder.url.path]

    let dom = try Fixtures.run(
      "chromium", Self.flags + ["--user-data-dir=\(profile)-dom", "--enable-logging=stderr", "--v=0", "--dump-dom", page.absoluteString],
      environment: environment, in: folder.url)
    #expect(dom.status == .exited(0), "\(dom.output.suffix(2000))")
    // It parsed the whole page: the last section and the footer are in the DOM.
    #expect(dom.output.contains("相似代码") && dom.output.contains("<footer>kit "), "\(dom.output.suffix(2000))")
    #expect(!dom.output.contains("Uncaught") && !dom.output.contains(":CONSOLE"), "\(dom.output.suffix(2000))")

    // The same check on a page with a script error sees it, so its silence above means something.
    let broken = try folder.write("<!DOCTYPE html><html><body><script>notDefined()</script></body></html>", to: "broken.html")
    let control = try Fixtures.run(
      "chromium", Self.flags + ["--user-data-dir=\(profile)-control", "--enable-logging=stderr", "--v=0", "--dump-dom", broken.absoluteString],
      environment: environment, in: folder.url)
    #expect(control.output.contains("Uncaught") && control.output.contains(":CONSOLE"), "\(control.output.suffix(2000))")

    let png = folder.url.appendingPathComponent("class-report.png")
    let shot = try Fixtures.run(
      "chromium",
      Self.flags + [
        "--user-data-dir=\(profile)-shot", "--enable-logging=stderr", "--v=0", "--hide-scrollbars",
        "--screenshot=\(png.path)", "--window-size=1200,3000", page.absoluteString,
      ],
      environment: environment, in: folder.url)
    #expect(shot.status == .exited(0), "\(shot.output.suffix(2000))")
    #expect(!shot.output.contains("Uncaught") && !shot.output.contains(":CONSOLE"), "\(shot.output.suffix(2000))")
    let data = try Data(contentsOf: png)
    // A PNG (its signature), of a page with content: far more than a blank page's few kilobytes.
    #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    #expect(data.count > 60_000, "\(data.count) bytes")
    if let keep = ProcessInfo.processInfo.environment["CLASS_REPORT_HTML"] {
      try? FileManager.default.removeItem(atPath: keep)
      try FileManager.default.copyItem(at: page, to: URL(fileURLWithPath: keep))
    }
    if let keep = ProcessInfo.processInfo.environment["CLASS_REPORT_PNG"] {
      try? FileManager.default.removeItem(atPath: keep)
      try FileManager.default.copyItem(at: png, to: URL(fileURLWithPath: keep))
    }
  }
}
