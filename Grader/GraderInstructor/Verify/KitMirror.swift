import Foundation
import GraderCore

/// Makes a folder hold exactly a kit's files, writing only what differs: the copy `verify` proves the slips in
/// (kept between runs, so a second run copies only what changed) and the copy the Apple manifest check evaluates.
package enum KitMirror {
  /// Top-level entries that are never copied nor removed: build products, version control, Xcode's state.
  static let untouched: Set<String> = [".build", ".git", ".swiftpm"]

  /// Makes `copy` hold the files of `source` (apart from `untouched`): a file whose bytes already match is left as
  /// it is, a differing or missing one is copied, and what `source` lacks is removed.
  package static func mirror(from source: URL, to copy: URL) throws {
    let fileManager = FileManager.default
    try fileManager.createDirectory(at: copy, withIntermediateDirectories: true)
    let wanted = try entries(in: source)
    let present = try entries(in: copy)
    // Deepest first, so that a folder is emptied before it is removed.
    for path in present.keys.sorted(by: >) where wanted[path] != present[path] {
      if wanted[path] == nil || present[path] == .folder || wanted[path] == .folder {
        try? fileManager.removeItem(at: copy.appendingPathComponent(path))
      }
    }
    for path in wanted.keys.sorted() {
      let target = copy.appendingPathComponent(path)
      switch wanted[path] {
      case .folder:
        try fileManager.createDirectory(at: target, withIntermediateDirectories: true)
      case .file:
        let origin = source.appendingPathComponent(path)
        if fileManager.contentsEqual(atPath: origin.path, andPath: target.path) { continue }
        try? fileManager.removeItem(at: target)
        try fileManager.copyItem(at: origin, to: target)
      case nil:
        break
      }
    }
  }

  enum Entry: Equatable { case file, folder }

  private static func entry(at url: URL) throws -> Entry {
    let type = try FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType
    return type == .typeDirectory ? .folder : .file
  }

  /// Every file and folder under `root` by relative path, not following links (a link counts as a file).
  private static func entries(in root: URL) throws -> [String: Entry] {
    let fileManager = FileManager.default
    var entries: [String: Entry] = [:]
    guard fileManager.fileExists(atPath: root.path) else { return entries }
    for name in try fileManager.contentsOfDirectory(atPath: root.path) where !untouched.contains(name) {
      let url = root.appendingPathComponent(name)
      entries[name] = try entry(at: url)
      guard entries[name] == .folder else { continue }
      for path in fileManager.subpaths(atPath: url.path) ?? [] {
        entries[name + "/" + path] = try entry(at: url.appendingPathComponent(path))
      }
    }
    return entries
  }
}
