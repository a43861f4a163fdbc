import Foundation
import GraderCore

/// Copies a student's `Lessons/` into a grading workspace safely: regular files and folders only, within limits.
///
/// Symbolic links are skipped (a link could point the build at the kit's tests or at files outside the submission), and
/// a submission larger than the limits is refused rather than copied. Files whose bytes are already in place are left
/// alone, so SwiftPM rebuilds only the exercises that differ from the previous student's.
package struct SubmissionCopy: Sendable {
  var maximumFiles = 2_000
  var maximumBytes = 20 * 1024 * 1024

  /// What the copy left out.
  package struct Outcome: Sendable {
    var skippedLinks: [String] = []
    /// Entries whose name the file system gave in bytes that are not UTF-8 (a zip made on Windows with GBK names): they
    /// cannot be opened by the name Foundation reads, so they are left out, shown with the bytes replaced.
    var skippedNames: [String] = []
  }

  /// Replaces `destination` with the regular files and folders under `source`, except the paths (relative to both)
  /// `excluded` holds: the submission's are not read (matched as a Mac's file system matches names, `exclusionKey`: it
  /// would write `shared/`, or `ſhared/` with a long s, into `Shared/`), and `destination`'s are left as they are.
  func copy(from source: URL, to destination: URL, excluding excluded: Set<String> = []) throws -> Outcome {
    let excludedKeys = Set(excluded.map(Self.exclusionKey))
    let fileManager = FileManager.default
    var outcome = Outcome()
    var files: [(String, Int)] = []
    var folders: [String] = []
    guard let enumerator = fileManager.enumerator(
      at: source, includingPropertiesForKeys: [.isSymbolicLinkKey, .isRegularFileKey, .isDirectoryKey, .fileSizeKey])
    else { throw KitError.kit("cannot read \(source.path)") }
    let base = source.standardizedFileURL.path
    var total = 0
    for case let url as URL in enumerator {
      let path = String(url.standardizedFileURL.path.dropFirst(base.count + 1))
      if excludedKeys.contains(Self.exclusionKey(path)) {
        enumerator.skipDescendants()
        continue
      }
      guard Self.exists(url.path),
        let values = try? url.resourceValues(forKeys: [.isSymbolicLinkKey, .isRegularFileKey, .isDirectoryKey, .fileSizeKey])
      else {
        outcome.skippedNames.append(PrintableText.escaped(path, keepingLineBreaks: false))
        enumerator.skipDescendants()
        continue
      }
      if values.isSymbolicLink == true {
        outcome.skippedLinks.append(path)
        enumerator.skipDescendants()
      } else if values.isDirectory == true {
        folders.append(path)
        if folders.count > maximumFiles {
          throw KitError.kit("the submission is too large (more than \(maximumFiles) folders)")
        }
      } else if values.isRegularFile == true {
        let size = values.fileSize ?? 0
        total += size
        files.append((path, size))
        if files.count > maximumFiles || total > maximumBytes {
          throw KitError.kit("the submission is too large (more than \(maximumFiles) files or \(maximumBytes / 1024 / 1024) MB)")
        }
      }
    }
    try removeEverything(in: destination, except: Set(files.map(\.0)).union(folders), leaving: excluded)
    try fileManager.createDirectory(at: destination, withIntermediateDirectories: true)
    for folder in folders {
      try fileManager.createDirectory(at: destination.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    for (path, _) in files {
      let target = destination.appendingPathComponent(path)
      let data = try Data(contentsOf: source.appendingPathComponent(path))
      if fileManager.contents(atPath: target.path) != data {
        try data.write(to: target)
      }
    }
    return outcome
  }

  /// A path as a case-insensitive file system (APFS, HFS+) compares names: Unicode case folding, not only `lowercased()`,
  /// which leaves the long s (`ſ`, folded to `s`), the Kelvin sign (`K`, to `k`) and ligatures (`ﬀ`, to `ff`) as they are;
  /// canonically equivalent spellings are equal `String`s already. Integrity round 8: `ſhared/TodoKit/` passed the
  /// exclusion and a Mac would have written it over the master's `Shared/TodoKit/`.
  static func exclusionKey(_ path: String) -> String {
    path.folding(options: [.caseInsensitive], locale: nil).lowercased()
  }

  /// Paths for a note: the first ten, then how many more.
  static func listed(_ paths: [String]) -> String {
    paths.prefix(10).joined(separator: " ") + (paths.count > 10 ? " … (\(paths.count - 10) more)" : "")
  }

  /// Whether something is at `path` (a link counts, never followed): a name read from the folder in bytes that are
  /// not UTF-8 names nothing once Foundation has replaced those bytes.
  static func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  /// Removes what is under `folder` but not in `keep` (paths relative to `folder`), including links and stray files.
  /// Paths in or under `leaving` are left alone.
  private func removeEverything(in folder: URL, except keep: Set<String>, leaving: Set<String> = []) throws {
    let fileManager = FileManager.default
    guard fileManager.fileExists(atPath: folder.path) else { return }
    for path in (fileManager.subpaths(atPath: folder.path) ?? []).sorted().reversed() where !keep.contains(path) {
      if leaving.contains(where: { path == $0 || path.hasPrefix($0 + "/") || $0.hasPrefix(path + "/") }) { continue }
      let url = folder.appendingPathComponent(path)
      let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
      if values?.isSymbolicLink != true, values?.isDirectory == true, keep.contains(where: { $0.hasPrefix(path + "/") }) {
        continue
      }
      try? fileManager.removeItem(at: url)
    }
  }
}
