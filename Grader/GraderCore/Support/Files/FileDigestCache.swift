import Foundation
import KitSupport

/// SHA-256 digests of files, remembered by their `FileStamp` in a file of the grader's own (under `.build/grader`), so a
/// file unchanged since it was last hashed is not read again: every grade compares the kit with its lock, and hashing
/// its few megabytes anew took most of a grade that had nothing to build.
///
/// A digest is remembered only for a file whose last change had settled when it was read (`FileStamp.isSettled`). The
/// file keeps only the entries the last use asked for, and is replaced whole, so graders running side by side never
/// read half of it; a missing or unreadable file only means hashing everything again.
package struct FileDigestCache {
  private struct Entry: Codable {
    var stamp: String
    var sha256: String
  }

  private let path: String?
  private let known: [String: Entry]
  private var used: [String: Entry] = [:]
  /// The time now, in seconds since 1970: whether a file's last change has settled is judged against it.
  private let now: @Sendable () -> Double

  /// The cache kept in the file at `path`; `nil` keeps nothing.
  package init(path: String?, now: @escaping @Sendable () -> Double = { Date().timeIntervalSince1970 }) {
    self.path = path
    self.now = now
    known = path.flatMap { FileManager.default.contents(atPath: $0) }
      .flatMap { try? JSONDecoder().decode([String: Entry].self, from: $0) } ?? [:]
  }

  /// The digest of the file at `file`, whose stamp is `stamp`: remembered if the stamp is the same, read otherwise.
  package mutating func sha256(ofFile file: String, stamp: FileStamp) throws -> String {
    if let entry = known[file], entry.stamp == stamp.text {
      used[file] = entry
      return entry.sha256
    }
    let digest = try SHA256Digest.hex(ofFile: file)
    if stamp.isSettled(now: now()) { used[file] = Entry(stamp: stamp.text, sha256: digest) }
    return digest
  }

  /// Writes what this use remembered, when it differs from what was read.
  package func save() {
    guard let path, used.keys.count != known.keys.count || used.contains(where: { known[$0.key]?.stamp != $0.value.stamp })
    else { return }
    try? FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try? JSONEncoder().encode(used).write(to: URL(fileURLWithPath: path), options: .atomic)
  }
}
