import Foundation
import GraderCore

/// A source of per-file events in the manner of BSD's kqueue (`EVFILT_VNODE`): each watched file or folder fires when
/// it is written, grows, is deleted or renamed, or changes attributes; a folder fires when its listing changes.
package protocol VnodeEventSource: AnyObject, Sendable {
  /// Starts watching one file or folder; returns a handle, or `nil` when it cannot be opened.
  func watch(_ path: String) -> Int32?
  /// Stops watching.
  func unwatch(_ handle: Int32)
  /// Blocks until a watched item fires or `timeout` passes; returns the handles that fired.
  func wait(timeout: Duration) -> [Int32]
}

/// Finds changes from vnode events: it watches every folder and file, and after an event compares a snapshot of the
/// tree with the previous one, watching new files and folders (and files replaced by an atomic save) anew.
///
/// On Apple platforms the events come from kqueue (`KqueueEventSource`); elsewhere `EmulatedVnodeSource` produces
/// the same events by polling, so this logic is tested on Linux.
final class VnodeWatcher: FileWatcher, @unchecked Sendable {
  package let mechanism: String
  private let folders: [URL]
  private let source: any VnodeEventSource
  private let lock = NSLock()
  private var snapshot: DirectorySnapshot
  /// Watched paths mapped to their handle and the inode it watches.
  private var watched: [String: (handle: Int32, inode: UInt64)] = [:]

  package init(folders: [URL], source: any VnodeEventSource, mechanism: String) {
    self.folders = folders
    self.source = source
    self.mechanism = mechanism
    snapshot = DirectorySnapshot.take(folders)
    register()
  }

  deinit {
    for (_, entry) in watched { source.unwatch(entry.handle) }
  }

  func waitForChange(timeout: Duration) -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while clock.now < deadline {
      let fired = source.wait(timeout: deadline - clock.now)
      guard !fired.isEmpty else { continue }
      let now = DirectorySnapshot.take(folders)
      lock.lock()
      let changed = !snapshot.changes(to: now).isEmpty
      snapshot = now
      lock.unlock()
      register()
      if changed { return true }
    }
    return false
  }

  /// Watches every path of the snapshot (again, when its inode changed) and stops watching paths that are gone.
  private func register() {
    lock.lock()
    defer { lock.unlock() }
    for (path, entry) in watched where snapshot.entries[path]?.inode != entry.inode {
      source.unwatch(entry.handle)
      watched[path] = nil
    }
    for (path, entry) in snapshot.entries where watched[path] == nil {
      if let handle = source.watch(path) { watched[path] = (handle, entry.inode) }
    }
    // The watched roots themselves, even while missing, so that a folder made again is noticed.
    for folder in folders where snapshot.entries[folder.path] == nil && watched[folder.path] == nil {
      if let handle = source.watch(folder.deletingLastPathComponent().path) { watched[folder.path] = (handle, 0) }
    }
  }
}

/// Vnode events made by polling: a file fires when its size, time or inode changes or it disappears; a folder when
/// its listing changes. It stands in for kqueue where there is none, so `VnodeWatcher` runs (and is tested) anywhere.
final class EmulatedVnodeSource: VnodeEventSource, @unchecked Sendable {
  private let lock = NSLock()
  private var nextHandle: Int32 = 1
  private var items: [Int32: (path: String, state: String)] = [:]
  private let interval: Duration

  package init(interval: Duration = .milliseconds(50)) {
    self.interval = interval
  }

  package func watch(_ path: String) -> Int32? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    lock.lock()
    defer { lock.unlock() }
    let handle = nextHandle
    nextHandle += 1
    items[handle] = (path, Self.state(of: path))
    return handle
  }

  func unwatch(_ handle: Int32) {
    lock.lock()
    defer { lock.unlock() }
    items[handle] = nil
  }

  func wait(timeout: Duration) -> [Int32] {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while true {
      lock.lock()
      var fired: [Int32] = []
      for (handle, item) in items {
        let state = Self.state(of: item.path)
        if state != item.state {
          fired.append(handle)
          items[handle] = (item.path, state)
        }
      }
      lock.unlock()
      if !fired.isEmpty || clock.now >= deadline { return fired.sorted() }
      Thread.sleep(forTimeInterval: PollingWatcher.seconds(min(interval, deadline - clock.now)))
    }
  }

  /// What a vnode event would notice about `path`: for a folder its listing, for a file its size, time and inode.
  private static func state(of path: String) -> String {
    let fileManager = FileManager.default
    guard let attributes = try? fileManager.attributesOfItem(atPath: path) else { return "gone" }
    if (attributes[.type] as? FileAttributeType) == .typeDirectory {
      return ((try? fileManager.contentsOfDirectory(atPath: path)) ?? []).sorted().joined(separator: "\n")
    }
    let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    return "\(attributes[.size] ?? 0) \(modified) \(attributes[.systemFileNumber] ?? 0)"
  }
}
