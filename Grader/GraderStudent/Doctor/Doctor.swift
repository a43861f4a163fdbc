import Foundation
import GraderCore

/// `grader doctor`: checks what breaks a first run, and says the exact fix for each problem, in both languages.
///
/// Everything it asks the system goes through `run`, and the platform is a value, so the macOS checks (the selected
/// Xcode, Command Line Tools without Swift Testing) are exercised on Linux by tests with recorded answers.
package struct Doctor: Sendable {
  /// The operating system the checks are for.
  package enum Platform: Sendable {
    case linux
    case macOS
  }

  /// What a command printed and how it exited.
  package struct CommandResult: Sendable {
    package init(status: Int32, output: String) {
      self.status = status
      self.output = output
    }

    package var status: Int32
    package var output: String
  }

  package var platform: Platform
  package var kitRoot: URL

  package init(
    platform: Platform, kitRoot: URL,
    run: @escaping @Sendable (_ executable: String, _ arguments: [String], _ directory: URL) -> CommandResult
  ) {
    self.platform = platform
    self.kitRoot = kitRoot
    self.run = run
  }
  /// Runs a command (found on `PATH`) with arguments, in a folder, and returns what it printed.
  package var run: @Sendable (_ executable: String, _ arguments: [String], _ directory: URL) -> CommandResult

  /// The platform the grader runs on.
  package static var current: Platform {
    #if os(macOS)
    .macOS
    #else
    .linux
    #endif
  }

  /// Every check, in the order a first run would hit them.
  package func checks() -> [DoctorCheck] {
    var checks = [swiftVersion()]
    if platform == .macOS { checks.append(selectedXcode()) }
    checks += [testingModule(), buildFolderWritable(), lockState()]
    return checks
  }

  // MARK: - The checks

  func swiftVersion() -> DoctorCheck {
    let title = LocalizedText(en: "Swift 6.0 or later", zh: "Swift 6.0 或更高版本")
    let result = run("swift", ["--version"], kitRoot)
    guard result.status == 0, let version = Self.swiftVersion(in: result.output) else {
      return DoctorCheck(
        title: title, outcome: .problem, detail: result.output.trimmingWhitespace,
        fix: platform == .macOS
          ? LocalizedText(
            en: "Install Xcode 16 or later from the App Store, open it once, then run `sudo xcode-select -s /Applications/Xcode.app`.",
            zh: "从 App Store 安装 Xcode 16 或更高版本并打开一次，然后运行 `sudo xcode-select -s /Applications/Xcode.app`。")
          : LocalizedText(
            en: "Install a Swift 6 toolchain from https://www.swift.org/install/linux/ and put its usr/bin on PATH.",
            zh: "从 https://www.swift.org/install/linux/ 安装 Swift 6 工具链，并把其中的 usr/bin 加入 PATH。"))
    }
    guard version.major >= 6 else {
      return DoctorCheck(
        title: title, outcome: .problem, detail: "Swift \(version.major).\(version.minor)",
        fix: platform == .macOS
          ? LocalizedText(
            en: "This kit needs Swift 6 (Xcode 16 or later). Update Xcode, then run `sudo xcode-select -s /Applications/Xcode.app`.",
            zh: "本套件需要 Swift 6（Xcode 16 或更高）。请升级 Xcode，然后运行 `sudo xcode-select -s /Applications/Xcode.app`。")
          : LocalizedText(
            en: "This kit needs Swift 6: install a newer toolchain from https://www.swift.org/install/linux/.",
            zh: "本套件需要 Swift 6：请从 https://www.swift.org/install/linux/ 安装更新的工具链。"))
    }
    return DoctorCheck(title: title, outcome: .ok, detail: "Swift \(version.major).\(version.minor)")
  }

  func selectedXcode() -> DoctorCheck {
    let title = LocalizedText(en: "Xcode is the selected developer folder", zh: "选中的开发者目录是 Xcode")
    let fix = LocalizedText(
      en: "Swift Testing comes with Xcode, not with the Command Line Tools alone: install Xcode 16 or later, then run "
        + "`sudo xcode-select -s /Applications/Xcode.app/Contents/Developer`.",
      zh: "Swift Testing 随 Xcode 提供，仅有命令行工具（Command Line Tools）是不够的：请安装 Xcode 16 或更高版本，然后运行 "
        + "`sudo xcode-select -s /Applications/Xcode.app/Contents/Developer`。")
    let selected = run("xcode-select", ["-p"], kitRoot)
    let path = selected.output.trimmingWhitespace
    guard selected.status == 0, !path.isEmpty else {
      return DoctorCheck(title: title, outcome: .problem, detail: path, fix: fix)
    }
    if path.contains("CommandLineTools") {
      return DoctorCheck(title: title, outcome: .problem, detail: path, fix: fix)
    }
    let version = run("xcodebuild", ["-version"], kitRoot)
    let firstLine = version.output.split(separator: "\n").first.map(String.init) ?? ""
    if let major = firstLine.split(separator: " ").dropFirst().first.flatMap({ Int($0.split(separator: ".")[0]) }), major < 16 {
      return DoctorCheck(
        title: title, outcome: .problem, detail: "\(path) (\(firstLine))",
        fix: LocalizedText(
          en: "This kit needs Xcode 16 or later: update Xcode, then run `sudo xcode-select -s /Applications/Xcode.app`.",
          zh: "本套件需要 Xcode 16 或更高版本：请升级 Xcode，然后运行 `sudo xcode-select -s /Applications/Xcode.app`。"))
    }
    return DoctorCheck(title: title, outcome: .ok, detail: firstLine.isEmpty ? path : "\(path) (\(firstLine))")
  }

  /// Builds a one-test package: the only sure way to know that `import Testing` and its macros work.
  func testingModule() -> DoctorCheck {
    let title = LocalizedText(en: "Swift Testing and its macros work", zh: "Swift Testing 及其宏可用")
    let probe = kitRoot.appendingPathComponent(".build/grader/doctor-probe")
    let fileManager = FileManager.default
    try? fileManager.removeItem(at: probe)
    do {
      try fileManager.createDirectory(at: probe.appendingPathComponent("Tests/ProbeTests"), withIntermediateDirectories: true)
      try Data(Self.probeManifest.utf8).write(to: probe.appendingPathComponent("Package.swift"))
      try Data(Self.probeTest.utf8).write(to: probe.appendingPathComponent("Tests/ProbeTests/ProbeTests.swift"))
    } catch {
      return DoctorCheck(
        title: title, outcome: .problem, detail: "\(error)",
        fix: LocalizedText(en: "See the check of .build/ below.", zh: "见下面对 .build/ 的检查。"))
    }
    let result = run("swift", ["build", "--build-tests", "--package-path", probe.path], kitRoot)
    guard result.status != 0 else { return DoctorCheck(title: title, outcome: .ok, detail: "import Testing, #expect") }
    let lines = result.output.split(separator: "\n").filter { $0.contains("error") }.prefix(3).joined(separator: "\n")
    return DoctorCheck(
      title: title, outcome: .problem, detail: lines.isEmpty ? String(result.output.suffix(400)) : lines,
      fix: platform == .macOS
        ? LocalizedText(
          en: "Swift Testing needs Xcode 16 or later (the Command Line Tools alone lack it): install Xcode, then run "
            + "`sudo xcode-select -s /Applications/Xcode.app/Contents/Developer`.",
          zh: "Swift Testing 需要 Xcode 16 或更高版本（仅有命令行工具时没有它）：请安装 Xcode，然后运行 "
            + "`sudo xcode-select -s /Applications/Xcode.app/Contents/Developer`。")
        : LocalizedText(
          en: "Your toolchain lacks Swift Testing: install a complete Swift 6 toolchain from https://www.swift.org/install/linux/.",
          zh: "你的工具链缺少 Swift Testing：请从 https://www.swift.org/install/linux/ 安装完整的 Swift 6 工具链。"))
  }

  func buildFolderWritable() -> DoctorCheck {
    let title = LocalizedText(en: ".build/ is writable", zh: ".build/ 可写")
    let folder = kitRoot.appendingPathComponent(".build/grader")
    let probe = folder.appendingPathComponent("doctor-\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data().write(to: probe)
      try FileManager.default.removeItem(at: probe)
      return DoctorCheck(title: title, outcome: .ok, detail: folder.path)
    } catch {
      return DoctorCheck(
        title: title, outcome: .problem, detail: "\(folder.path): \(error.localizedDescription)",
        fix: LocalizedText(
          en: "Make the kit's folder yours and writable (for example `sudo chown -R \"$USER\" .build`), or clone the kit "
            + "somewhere you own, such as your home folder; do not run the grader with sudo.",
          zh: "让套件目录属于你并可写（例如 `sudo chown -R \"$USER\" .build`），或者把套件克隆到你自己的目录（如主目录）；"
            + "不要用 sudo 运行评分器。"))
    }
  }

  func lockState() -> DoctorCheck {
    let title = LocalizedText(en: "the kit's own files are unchanged", zh: "套件自身的文件没有被改动")
    do {
      let modified = try KitLock.modifiedFiles(root: kitRoot)
      guard !modified.isEmpty else { return DoctorCheck(title: title, outcome: .ok, detail: KitLock.relativePath) }
      return DoctorCheck(
        title: title, outcome: .warning,
        detail: modified.prefix(5).joined(separator: ", ") + (modified.count > 5 ? ", …" : ""),
        fix: LocalizedText(
          en: "Only the exercise folders in Lessons/ are yours to edit (each lesson's README.md, Example/ and Shared/ "
            + "are the kit's). Restore the other files (for example `git checkout -- Tests Support` and the files "
            + "named above), or your teacher's grade may differ from yours.",
          zh: "只有 Lessons/ 里各题的文件夹是要你修改的（每课的 README.md、Example/ 和 Shared/ 属于套件）。请恢复其他文件"
            + "（例如 `git checkout -- Tests Support` 以及上面列出的文件），否则老师评出的分数可能和你看到的不同。"))
    } catch {
      return DoctorCheck(title: title, outcome: .warning, detail: "\(error)", fix: nil)
    }
  }

  // MARK: - Helpers

  /// The major and minor version in `swift --version` output, such as `Swift version 6.0.3 (swift-6.0.3-RELEASE)`.
  static func swiftVersion(in output: String) -> (major: Int, minor: Int)? {
    guard let range = output.range(of: "Swift version ") else { return nil }
    let numbers = output[range.upperBound...].prefix { $0.isNumber || $0 == "." }.split(separator: ".").compactMap { Int($0) }
    guard let major = numbers.first else { return nil }
    return (major, numbers.dropFirst().first ?? 0)
  }

  static let probeManifest = """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(
      name: "DoctorProbe",
      platforms: [.macOS(.v14)],
      targets: [.testTarget(name: "ProbeTests", path: "Tests/ProbeTests")]
    )

    """

  static let probeTest = """
    import Testing

    @Test func probe() {
      #expect(1 + 1 == 2)
    }

    """
}
