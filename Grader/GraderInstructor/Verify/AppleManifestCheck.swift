import Foundation
import GraderCore

/// Evaluates the Apple-platform branch of `Package.swift` on Linux, where no Mac exists to do it.
///
/// It copies the kit, flips every `os(…)` test in the copy's manifest so that Linux takes the branch a Mac takes, and
/// runs `swift package describe`, which resolves every target and dependency as SwiftPM on a Mac would. The branch is
/// sound when that loads and declares none of the Linux stand-ins (a module named `SwiftUI` or `Combine` there would
/// shadow the real framework).
package enum AppleManifestCheck {
  /// The frameworks that exist only as stand-ins on Linux and must never be declared on Apple platforms.
  static let appleFrameworks: Set<String> = ["SwiftUI", "Combine"]

  /// `manifest` with its platform tests swapped: `os(Linux)` becomes false on Linux, `os(macOS)` and `os(iOS)` true.
  static func flipped(_ manifest: String) -> String {
    let marker = "\u{0}LINUX\u{0}"
    return manifest
      .replacingOccurrences(of: "os(Linux)", with: marker)
      .replacingOccurrences(of: "os(macOS)", with: "os(Linux)")
      .replacingOccurrences(of: "os(iOS)", with: "os(Linux)")
      .replacingOccurrences(of: marker, with: "os(macOS)")
  }

  /// The problems of the Apple branch of the kit at `root`: empty when it loads and declares no stand-in.
  package static func problems(root: URL, environment: [String: String]) throws -> [String] {
    let fileManager = FileManager.default
    let copy = fileManager.temporaryDirectory.appendingPathComponent("kit-apple-\(UUID().uuidString)")
    defer { try? fileManager.removeItem(at: copy) }
    try KitMirror.mirror(from: root, to: copy)
    let manifestURL = copy.appendingPathComponent("Package.swift")
    let manifest = try String(contentsOf: manifestURL, encoding: .utf8)
    try Data(flipped(manifest).utf8).write(to: manifestURL)

    var environment = environment
    for name in ["KIT_SOURCES", "KIT_GRADING", "KIT_ONLY", "KIT_EXCLUDE", "KIT_TESTS"] { environment[name] = nil }
    let output = copy.appendingPathComponent(".describe.json").path
    let errors = copy.appendingPathComponent(".describe.err").path
    let process = ChildProcess(
      executable: "swift",
      arguments: ["package", "--package-path", copy.path, "--scratch-path", copy.appendingPathComponent(".build").path,
        "describe", "--type", "json"],
      environment: environment, workingDirectory: copy.path, outputPath: output, errorPath: errors,
      newProcessGroup: false)
    let outcome = try process.run(timeout: .seconds(300))
    let data = fileManager.contents(atPath: output) ?? Data()
    guard outcome.succeeded else {
      let message = String(decoding: (fileManager.contents(atPath: errors) ?? Data()) + data, as: UTF8.self)
      return ["Package.swift does not load on macOS or iOS (its Apple branch, evaluated on Linux):\n" + message.trimmingWhitespace]
    }
    return problems(describedJSON: data)
  }

  /// The stand-ins that the output of `swift package describe --type json` declares or depends on.
  package static func problems(describedJSON data: Data) -> [String] {
    guard let start = data.firstIndex(of: UInt8(ascii: "{")),
      let json = try? JSONSerialization.jsonObject(with: data[start...]) as? [String: Any]
    else { return ["swift package describe printed no JSON"] }
    var problems: [String] = []
    for target in json["targets"] as? [[String: Any]] ?? [] {
      let name = target["name"] as? String ?? "?"
      if appleFrameworks.contains(name) {
        problems.append("the Apple branch declares the stand-in target \(name), which would shadow the real framework")
      }
      let dependencies = Set((target["target_dependencies"] as? [String] ?? []) + (target["product_dependencies"] as? [String] ?? []))
      for framework in appleFrameworks.intersection(dependencies).sorted() {
        problems.append("on Apple platforms \(name) depends on a target \(framework), which exists only on Linux")
      }
    }
    return problems
  }
}
