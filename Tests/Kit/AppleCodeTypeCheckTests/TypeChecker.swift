import Foundation

/// Runs `swiftc -typecheck` on a module's sources with the Apple-only code switched on, against the built stand-ins.
struct TypeChecker {
  /// The folder that holds the `.swiftmodule` files of this build (the stand-ins and the kit's modules).
  let modulesFolder: URL

  /// The Swift compiler, from `PATH`: the toolchain that built the modules.
  let compiler: URL

  /// What one run of the compiler said.
  struct Outcome: CustomStringConvertible {
    var status: Int32
    var output: String

    /// The compiler's error and warning lines.
    var diagnostics: [String] {
      output.components(separatedBy: "\n").filter { $0.contains(": error:") || $0.contains(": warning:") }
    }

    var isClean: Bool {
      status == 0 && diagnostics.isEmpty
    }

    var description: String {
      "exit status \(status), \(diagnostics.count) error or warning lines"
    }
  }

  /// A checker for the build this test binary belongs to.
  static func forCurrentBuild() throws -> TypeChecker {
    TypeChecker(modulesFolder: try findModulesFolder(), compiler: try findCompiler())
  }

  /// Type-checks `sources` as the module `moduleName`, with `KIT_TYPECHECK_APPLE_CODE` defined.
  func check(moduleName: String, sources: [URL]) throws -> Outcome {
    let process = Process()
    process.executableURL = compiler
    process.arguments =
      ["-typecheck", "-swift-version", "6", "-module-name", moduleName, "-D", AppleOnlyCode.flag,
        "-I", modulesFolder.path] + sources.map(\.path)
    process.currentDirectoryURL = kitRoot
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let deadline = DispatchWorkItem { process.terminate() }
    DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: deadline)
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    deadline.cancel()
    return Outcome(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
  }

  /// The `Modules` folder next to the running test binary (SwiftPM 6), or that binary's folder (older SwiftPM).
  private static func findModulesFolder() throws -> URL {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    let products = binary.deletingLastPathComponent()
    let candidates = [products.appendingPathComponent("Modules"), products]
    guard let folder = candidates.first(where: { has("SwiftUI.swiftmodule", in: $0) }) else {
      throw Problem("no SwiftUI.swiftmodule next to \(binary.path): build with `swift build --build-tests` first")
    }
    return folder
  }

  private static func findCompiler() throws -> URL {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
      if FileManager.default.isExecutableFile(atPath: candidate.path) {
        return candidate
      }
    }
    throw Problem("swiftc is not on PATH")
  }

  private static func has(_ name: String, in folder: URL) -> Bool {
    FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path)
  }
}
