import Foundation

/// The files of an exercise (its sources and its suite) read once, so that everything a grade does with them sees the
/// same bytes, even when the student saves again while it runs.
package struct ExerciseSnapshot: Sendable, Equatable {
  /// Kit-relative paths of regular, non-hidden files, sorted, with their bytes.
  package var files: [(path: String, data: Data)]

  package static func ==(lhs: ExerciseSnapshot, rhs: ExerciseSnapshot) -> Bool {
    lhs.files.map(\.path) == rhs.files.map(\.path) && lhs.files.map(\.data) == rhs.files.map(\.data)
  }

  /// Reads every regular, non-hidden file under `folders` (kit-relative, ending in `/`) of the kit at `root`.
  ///
  /// Hidden files (editor swap files, `.DS_Store`) are left out: SwiftPM does not compile them either.
  package static func read(_ folders: [String], in root: URL) -> ExerciseSnapshot {
    var files: [(path: String, data: Data)] = []
    for folder in folders {
      for path in PristineStubs.filePaths(inFolder: folder, root: root) {
        if let data = RegularFile.contents(atPath: root.appendingPathComponent(path).path) {
          files.append((path, data))
        }
      }
    }
    return ExerciseSnapshot(files: files)
  }

  /// An FNV-1a fingerprint of the paths and bytes: enough to notice an edit, not meant to resist tampering.
  package var fingerprint: String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ bytes: some Sequence<UInt8>) {
      for byte in bytes {
        hash ^= UInt64(byte)
        hash = hash &* 0x100_0000_01b3
      }
    }
    for file in files {
      mix(file.path.utf8)
      mix([0])
      mix(file.data)
      mix([0])
    }
    return String(hash, radix: 16)
  }

  /// The kit-relative paths of the files under `folder`.
  func paths(under folder: String) -> [String] {
    files.map(\.path).filter { $0.hasPrefix(folder) }
  }

  /// Makes `folders` under `base` hold exactly these files: unchanged files are left alone (so their modification
  /// times stay and an incremental build skips them), changed ones rewritten, others removed. Returns whether anything
  /// changed.
  @discardableResult
  package func write(into base: URL, folders: [String]) throws -> Bool {
    var changed = false
    let fileManager = FileManager.default
    let wanted = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.data) })
    for folder in folders {
      for path in PristineStubs.filePaths(inFolder: folder, root: base) where wanted[path] == nil {
        try fileManager.removeItem(at: base.appendingPathComponent(path))
        changed = true
      }
      try fileManager.createDirectory(at: base.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    for file in files {
      let url = base.appendingPathComponent(file.path)
      if fileManager.contents(atPath: url.path) == file.data { continue }
      try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try file.data.write(to: url, options: .atomic)
      changed = true
    }
    return changed
  }
}
