import Foundation
import GraderCore

/// Tells when files under some folders change, so `grader watch` can regrade on save.
///
/// One way on every platform: a snapshot of the folders every half second (`PollingWatcher`). A snapshot of the 56
/// files of `Lessons/` takes a few milliseconds, and a save is seen within half a second, against a grade of a second
/// or more; file events (inotify, kqueue) would save neither noticeably, and they miss saves on network drives and
/// WSL's Windows folders. Hidden files (editor swap files, `.DS_Store`) and backup files (`name~`) do not count.
public protocol FileWatcher: AnyObject, Sendable {
  /// How it finds out, shown on the watch screen.
  var mechanism: String { get }
  /// Blocks until something changed or `timeout` passed; returns whether something changed since the last call.
  func waitForChange(timeout: Duration) -> Bool
}

/// Which changed files matter to the watcher.
enum WatchedNames {
  /// Whether a changed file's name matters: not hidden, not an editor's backup or probe file.
  static func isRelevant(name: String) -> Bool {
    !name.isEmpty && !name.hasPrefix(".") && !name.hasSuffix("~") && name != "4913" && !name.hasSuffix(".swp")
  }
}

/// What a folder tree holds: each relevant file and folder with its kind, size, modification time and inode.
struct DirectorySnapshot: Equatable, Sendable {
  package struct Entry: Equatable, Sendable {
    package var isDirectory: Bool
    var size: UInt64
    package var modified: Date?
    var inode: UInt64
  }

  /// Absolute paths mapped to what they are.
  var entries: [String: Entry] = [:]

  /// The tree under `folders` as it is now; hidden and backup files are left out.
  static func take(_ folders: [URL]) -> DirectorySnapshot {
    var snapshot = DirectorySnapshot()
    let fileManager = FileManager.default
    for folder in folders {
      var pending = [folder.path]
      while let path = pending.popLast() {
        guard let attributes = try? fileManager.attributesOfItem(atPath: path) else { continue }
        let isDirectory = (attributes[.type] as? FileAttributeType) == .typeDirectory
        // A folder's own size and time change with its listing (hidden files too), which the entries already show.
        snapshot.entries[path] = Entry(
          isDirectory: isDirectory,
          size: isDirectory ? 0 : (attributes[.size] as? NSNumber)?.uint64Value ?? 0,
          modified: isDirectory ? nil : attributes[.modificationDate] as? Date,
          inode: (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0)
        guard isDirectory, let names = try? fileManager.contentsOfDirectory(atPath: path) else { continue }
        for name in names where WatchedNames.isRelevant(name: name) {
          pending.append(path + "/" + name)
        }
      }
    }
    return snapshot
  }

  /// Paths added, removed or changed between `self` and `newer`, sorted.
  func changes(to newer: DirectorySnapshot) -> [String] {
    Set(entries.keys).union(newer.entries.keys).filter { entries[$0] != newer.entries[$0] }.sorted()
  }

  /// The folders in the snapshot.
  var directories: [String] { entries.filter(\.value.isDirectory).map(\.key).sorted() }
}

/// Finds changes by taking a snapshot of the folders every `interval`.
public final class PollingWatcher: FileWatcher, @unchecked Sendable {
  public let mechanism = "polling"
  private let folders: [URL]
  private let interval: Duration
  private let lock = NSLock()
  private var last: DirectorySnapshot

  public init(folders: [URL], interval: Duration = .milliseconds(500)) {
    self.folders = folders
    self.interval = interval
    last = DirectorySnapshot.take(folders)
  }

  public func waitForChange(timeout: Duration) -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while true {
      let now = DirectorySnapshot.take(folders)
      lock.lock()
      let changed = now != last
      last = now
      lock.unlock()
      if changed { return true }
      if clock.now >= deadline { return false }
      Thread.sleep(forTimeInterval: Self.seconds(min(interval, deadline - clock.now)))
    }
  }

  package static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}
