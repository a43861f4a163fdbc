import Foundation
import KitSupport

/// The kit's lock file: the SHA-256 of every file a student has no reason to change.
///
/// `grader lock` writes it; every grading run compares the kit against it and names the files that differ, so a report
/// says when the tests, the manifest, the package or the support code were edited. `batch` and `autograde` never use a
/// student's copies of these files at all.
public struct KitLock: Codable, Equatable, Sendable {
  public var schemaVersion = 1
  /// Kit-relative paths mapped to their SHA-256 in hex.
  public var files: [String: String]

  /// The lock file's path inside a kit.
  public static let relativePath = "Course/kit.lock.json"

  /// The files and folders the lock covers in the kit at `root`: everything graded code and the grader depend on
  /// (`KitLayout.lockedPaths`), and the kit-owned entries of each lesson folder (`KitLayout.lessonKitPaths(in:)`).
  public static func lockedPaths(in root: URL) -> [String] {
    KitLayout.lockedPaths + KitLayout.lessonKitPaths(in: root)
  }

  public init(files: [String: String]) {
    self.files = files
  }

  /// Where `compute` remembers the digests of the kit's files between runs (`FileDigestCache`).
  static let digestCachePath = ".build/grader/kit-lock-digests.json"

  /// Hashes the locked files of the kit at `root` as they are now. Files unchanged since an earlier run (by `lstat`)
  /// are not read again; `remembering: false` reads every file.
  public static func compute(root: URL, remembering: Bool = true) throws -> KitLock {
    var files: [String: String] = [:]
    var cache = FileDigestCache(path: remembering ? root.appendingPathComponent(digestCachePath).path : nil)
    let fileManager = FileManager.default
    for locked in lockedPaths(in: root) {
      let url = root.appendingPathComponent(locked)
      var isDirectory: ObjCBool = false
      guard fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
      let paths = isDirectory.boolValue ? (fileManager.subpaths(atPath: url.path) ?? []).map { locked + "/" + $0 } : [locked]
      for path in paths {
        let file = root.appendingPathComponent(path).path
        guard !path.hasSuffix("/.DS_Store"), path != ".DS_Store", !path.contains("/.build/"),
          let stamp = FileStamp(path: file), stamp.isRegularFile
        else { continue }
        files[path] = try cache.sha256(ofFile: file, stamp: stamp)
      }
    }
    cache.save()
    return KitLock(files: files)
  }

  /// Reads the lock file of the kit at `root`, or `nil` when there is none.
  public static func load(root: URL) throws -> KitLock? {
    let url = root.appendingPathComponent(relativePath)
    guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
    do {
      return try JSONDecoder().decode(KitLock.self, from: data)
    } catch {
      throw KitError.kit("\(relativePath) is not a valid lock file: \(error)")
    }
  }

  /// Writes this lock to the kit at `root`, with sorted keys so it diffs cleanly.
  public func write(root: URL) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var data = try encoder.encode(self)
    data.append(UInt8(ascii: "\n"))
    try data.write(to: root.appendingPathComponent(Self.relativePath), options: .atomic)
  }

  /// The files that differ between this lock (what was shipped) and `current`: changed, added or removed, sorted.
  public func differences(from current: KitLock) -> [String] {
    Set(files.keys).union(current.files.keys).filter { files[$0] != current.files[$0] }.sorted()
  }

  /// The locked files of the kit at `root` that differ from its lock file; a missing lock file is reported as such.
  public static func modifiedFiles(root: URL) throws -> [String] {
    guard let shipped = try load(root: root) else { return [relativePath + " (missing)"] }
    return shipped.differences(from: try compute(root: root))
  }

  /// Kit files that a student's copy of the kit (at `copy`) changed or added; a bare `Lessons/` folder has none.
  ///
  /// Files missing from the copy do not count: handing in part of the kit is not an edit. A copy that is a whole
  /// student edition carries the edition's own lock, whose files differ from the master's by design (its manifest,
  /// package block and subjects): a file that matches that lock is as shipped too.
  public static func editedFiles(inCopy copy: URL, shipped: KitLock) throws -> [String] {
    let fileManager = FileManager.default
    guard fileManager.fileExists(atPath: copy.appendingPathComponent("Package.swift").path)
      || fileManager.fileExists(atPath: copy.appendingPathComponent("Tests").path)
    else { return [] }
    // An unreadable lock in the copy is no edition lock: its files are then compared with the master's alone.
    let edition = (try? load(root: copy)) ?? nil
    return editedPaths(submitted: try compute(root: copy), master: shipped, edition: edition)
  }

  /// The submitted files a student changed or added: those whose digest matches neither the master's lock entry nor
  /// the entry of the edition the copy came from (its own lock, when it has one). Sorted.
  static func editedPaths(submitted: KitLock, master: KitLock, edition: KitLock?) -> [String] {
    submitted.files.filter { path, digest in
      master.files[path] != digest && edition?.files[path] != digest
    }.keys.sorted()
  }
}
