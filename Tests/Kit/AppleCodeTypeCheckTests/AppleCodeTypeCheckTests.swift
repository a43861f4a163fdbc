import Foundation
import Testing

/// The Apple-only view code compiles on Linux against the stand-ins, and only `#Preview` lines escape the check.
@Suite("Apple 专用代码在 Linux 上的类型检查 / type-checking the Apple-only code on Linux")
struct AppleCodeTypeCheckTests {
  @Test("每个含 Apple 专用代码的模块都能通过类型检查 / every module with Apple-only code type-checks", arguments: try AppleOnlyCode.modules())
  func moduleTypeChecks(_ module: AppleOnlyCode.Module) throws {
    let outcome = try TypeChecker.forCurrentBuild().check(moduleName: module.name, sources: module.sources)
    #expect(
      outcome.isClean,
      """
      \(module) does not type-check against the SwiftUI/Combine stand-ins (swiftc -typecheck -D \(AppleOnlyCode.flag), \
      status \(outcome.status)). Either the Apple-only code is wrong, or it uses SwiftUI API the stand-in lacks: add \
      that API to Support/SwiftUI with Apple's exact signature.
      \(outcome.output.trimmingCharacters(in: .whitespacesAndNewlines))
      """)
  }

  @Test("找到了课程和示例中的 Apple 专用代码 / the lesson's and the example's Apple-only code is found")
  func knownModulesAreFound() throws {
    let found = try AppleOnlyCode.modules().map { "\($0.name) \(relativePath($0.folder))" }
    #expect(found.contains("Bookshelf Lessons/01-DependencyInjection/Example/Bookshelf"))
    #expect(found.contains("DITodoEnvironment Lessons/01-DependencyInjection/Code3TodoEnvironment"))
    #expect(found.contains("DITodoEnvironment Solutions/01-DependencyInjection/Code3TodoEnvironment"))
  }

  @Test("只有 #Preview 留在仅限 Apple 的 #if 里 / only #Preview lines stay behind an Apple-only #if")
  func onlyPreviewsAreMacOnly() throws {
    let lines = try AppleOnlyCode.macOnlyLines()
    #expect(
      lines.others.isEmpty,
      """
      These lines compile only on a Mac, so nothing on Linux checks them. Guard them with \
      `#if os(macOS) || os(iOS) || \(AppleOnlyCode.flag)` instead, and keep only one-line `#Preview`s Apple-only:
      \(lines.others.map(\.description).joined(separator: "\n"))
      """)
    #expect(!lines.previews.isEmpty)
  }

  // The check is not vacuous: the flag switches the guarded code on, and a type error in it fails the check.
  @Test("标志会打开被保护的代码，其中的错误会被发现 / the flag switches guarded code on and its errors are found")
  func guardedErrorsAreCaught() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apple-code-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appendingPathComponent("Broken.swift")
    try Data(
      """
      #if os(macOS) || os(iOS) || \(AppleOnlyCode.flag)
      import SwiftUI

      struct BrokenView: View {
        var body: some View {
          List { Text("a") }.navigationTitl("typo")
        }
      }
      #endif

      """.utf8
    ).write(to: source)

    let outcome = try TypeChecker.forCurrentBuild().check(moduleName: "BrokenCheck", sources: [source])
    #expect(!outcome.isClean)
    #expect(outcome.diagnostics.contains { $0.contains("Broken.swift:6") && $0.contains("navigationTitl") })
  }

  @Test("仅限 Apple 的条件如何识别 / how an Apple-only condition is recognised")
  func appleOnlyConditions() {
    #expect(AppleOnlyCode.isAppleOnlyCondition("#if os(macOS) || os(iOS)"))
    #expect(AppleOnlyCode.isAppleOnlyCondition("#if os(iOS)"))
    #expect(!AppleOnlyCode.isAppleOnlyCondition("#if os(macOS) || os(iOS) || KIT_TYPECHECK_APPLE_CODE"))
    #expect(!AppleOnlyCode.isAppleOnlyCondition("#if os(Linux)"))
  }
}
