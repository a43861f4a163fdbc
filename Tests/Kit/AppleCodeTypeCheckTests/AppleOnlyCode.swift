import Foundation

/// The kit's Apple-only code: which folders hold it, the module each is, and the lines only a Mac can check.
///
/// Apple-only code sits behind `#if os(macOS) || os(iOS) || KIT_TYPECHECK_APPLE_CODE`: a Mac compiles it against the
/// real frameworks, an ordinary Linux build leaves it out (nothing graded depends on it), and this test target
/// type-checks it on Linux against the stand-ins by defining `KIT_TYPECHECK_APPLE_CODE`. Only macro uses
/// (`#Preview`) stay behind a plain `#if os(macOS) || os(iOS)`, since macros cannot expand without swift-syntax.
enum AppleOnlyCode {
  /// The compilation condition that switches the Apple-only code on for the type check.
  static let flag = "KIT_TYPECHECK_APPLE_CODE"

  /// The folders whose Swift files are scanned: everything that is built, but not the grader.
  static let scannedFolders = ["Lessons", "Solutions", "Support", "Tests"]

  /// One module to type-check: its name and the folder whose Swift files make it.
  struct Module: CustomStringConvertible, Sendable {
    var name: String
    var folder: URL
    /// For a correct alternative (`Solutions/<lesson>/Alternatives/<exercise>/<name>`): the reference folder whose files
    /// the alternative does not replace complete the module.
    var reference: URL?

    var description: String {
      "\(name) (\(relativePath(folder)))"
    }

    var sources: [URL] {
      let own = swiftFiles(in: folder, recursive: false)
      let replaced = Set(own.map(\.lastPathComponent))
      let kept = reference.map { swiftFiles(in: $0, recursive: false) }?.filter { !replaced.contains($0.lastPathComponent) }
      return own + (kept ?? [])
    }
  }

  /// Every module with at least one file that uses the flag, named as `Package.swift` names it.
  static func modules() throws -> [Module] {
    let names = try moduleNames()
    var folders: [URL] = []
    for file in try scannedFiles() where try String(contentsOf: file, encoding: .utf8).contains(flag) {
      let folder = file.deletingLastPathComponent()
      if !folders.contains(folder) {
        folders.append(folder)
      }
    }
    return try folders.map { folder in
      if let name = names[relativePath(folder)] {
        return Module(name: name, folder: folder)
      }
      // A correct alternative of an exercise: Solutions/<lesson>/Alternatives/<exercise>/<name>.
      let parts = relativePath(folder).split(separator: "/").map(String.init)
      if parts.count == 5, parts[0] == "Solutions", parts[2] == "Alternatives",
        let name = names["Solutions/\(parts[1])/\(parts[3])"]
      {
        return Module(
          name: name, folder: folder, reference: kitRoot.appendingPathComponent("Solutions/\(parts[1])/\(parts[3])"))
      }
      throw Problem("\(relativePath(folder)) uses \(flag) but is neither an example, an exercise folder nor an alternative")
    }
    .sorted { $0.description < $1.description }
  }

  /// A line inside an Apple-only `#if` that is not a `#Preview`: code that nothing on Linux would check.
  struct UncheckedLine: CustomStringConvertible {
    var file: String
    var line: Int
    var text: String

    var description: String {
      "\(file):\(line): \(text)"
    }
  }

  /// The lines that only a Mac compiles: those inside an `#if` on `os(macOS)`/`os(iOS)` without the flag.
  ///
  /// Returns them split in two: `#Preview` lines, which cannot be checked on Linux, and everything else, which
  /// should move under the flag.
  static func macOnlyLines() throws -> (previews: [UncheckedLine], others: [UncheckedLine]) {
    var previews: [UncheckedLine] = []
    var others: [UncheckedLine] = []
    for file in try scannedFiles() {
      let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
      var appleOnly: [Bool] = []
      for (index, rawLine) in lines.enumerated() {
        let line = rawLine.trimmingCharacters(in: .whitespaces)
        if line.hasPrefix("#if ") {
          appleOnly.append(isAppleOnlyCondition(line))
        } else if line.hasPrefix("#elseif ") {
          if !appleOnly.isEmpty { appleOnly[appleOnly.count - 1] = isAppleOnlyCondition(line) }
        } else if line == "#else" {
          if !appleOnly.isEmpty { appleOnly[appleOnly.count - 1] = false }
        } else if line == "#endif" {
          _ = appleOnly.popLast()
        } else if appleOnly.contains(true), !line.isEmpty, !line.hasPrefix("//") {
          let entry = UncheckedLine(file: relativePath(file), line: index + 1, text: line)
          if line.hasPrefix("#Preview") {
            previews.append(entry)
          } else {
            others.append(entry)
          }
        }
      }
    }
    return (previews, others)
  }

  /// Whether an `#if`/`#elseif` condition holds only on Apple platforms (and is not switched on by the flag).
  static func isAppleOnlyCondition(_ line: String) -> Bool {
    (line.contains("os(macOS)") || line.contains("os(iOS)")) && !line.contains(flag)
  }

  /// Module names by folder: lesson modules (worked examples included) and exercises as `Course/course.json` says.
  private static func moduleNames() throws -> [String: String] {
    var names: [String: String] = [:]
    let data = try Data(contentsOf: kitRoot.appendingPathComponent("Course/course.json"))
    let course = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    for lesson in course["lessons"] as? [[String: Any]] ?? [] {
      // A lesson's own modules (worked examples, shared types, test subjects) are named with their paths.
      for module in lesson["modules"] as? [[String: Any]] ?? [] {
        guard let name = module["name"] as? String, let path = module["path"] as? String else { continue }
        names[path] = name
      }
      guard let lessonFolder = lesson["folder"] as? String else { continue }
      for exercise in lesson["exercises"] as? [[String: Any]] ?? [] {
        guard let folder = exercise["folder"] as? String, let module = exercise["module"] as? String else { continue }
        for tree in ["Lessons", "Solutions"] {
          names["\(tree)/\(lessonFolder)/\(folder)"] = module
        }
      }
    }
    return names
  }

  /// The Swift files of the scanned folders, except this test target's own (its fixtures quote the guards).
  private static func scannedFiles() throws -> [URL] {
    let ownFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().standardizedFileURL.path + "/"
    return scannedFolders.flatMap { swiftFiles(in: kitRoot.appendingPathComponent($0), recursive: true) }
      .filter { !$0.standardizedFileURL.path.hasPrefix(ownFolder) }
  }

  private static func subfolders(of folder: URL) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])
      .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
  }

  private static func swiftFiles(in folder: URL, recursive: Bool) -> [URL] {
    let fileManager = FileManager.default
    if recursive {
      let enumerator = fileManager.enumerator(at: folder, includingPropertiesForKeys: nil)
      return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }
    let names = (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0) }
  }
}

/// A path relative to the kit's root, as reports show it.
func relativePath(_ url: URL) -> String {
  let root = kitRoot.standardizedFileURL.path + "/"
  let path = url.standardizedFileURL.path
  return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
}

/// A failure of the test's own setup, with a message that says what to fix.
struct Problem: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}
