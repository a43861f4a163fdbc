#if os(Linux)
import Foundation
import Glibc
import GraderCore

/// Finds changes through Linux's inotify: one watch per folder, new folders watched as they appear.
public final class InotifyWatcher: FileWatcher, @unchecked Sendable {
  public let mechanism = "inotify"
  private let descriptor: Int32
  private let folders: [URL]
  private let lock = NSLock()
  /// Watch descriptors mapped to the folder they watch.
  private var watches: [Int32: String] = [:]

  /// The events that mean a file or folder changed.
  private static let mask = UInt32(
    IN_MODIFY | IN_CLOSE_WRITE | IN_ATTRIB | IN_MOVED_FROM | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_DELETE_SELF
      | IN_MOVE_SELF)

  /// Starts watching `folders` and everything under them; `nil` when inotify is not available.
  public init?(folders: [URL]) {
    descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard descriptor >= 0 else { return nil }
    self.folders = folders
    for folder in folders { watchTree(folder.path) }
  }

  deinit { close(descriptor) }

  public func waitForChange(timeout: Duration) -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while true {
      lock.lock()
      // A watched folder that was removed and made again (a copied-over Lessons/) is watched anew.
      let unwatched = folders.filter { folder in !watches.values.contains(folder.path) }
      lock.unlock()
      for folder in unwatched where FileManager.default.fileExists(atPath: folder.path) {
        watchTree(folder.path)
        return true
      }
      let remaining = deadline - clock.now
      let milliseconds = max(0, Int32(remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000))
      var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&request, 1, unwatched.isEmpty ? milliseconds : min(milliseconds, 500))
      if ready > 0 && readEvents() { return true }
      if clock.now >= deadline { return false }
    }
  }

  /// Reads every pending event; returns whether one of them is a change that matters.
  private func readEvents() -> Bool {
    var changed = false
    let size = 64 * 1024
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: MemoryLayout<inotify_event>.alignment)
    defer { buffer.deallocate() }
    while true {
      let count = read(descriptor, buffer, size)
      guard count > 0 else { break }
      var offset = 0
      while offset + MemoryLayout<inotify_event>.size <= count {
        let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
        let nameStart = offset + MemoryLayout<inotify_event>.size
        let nameLength = Int(event.len)
        var name = ""
        if nameLength > 0 {
          let bytes = UnsafeRawBufferPointer(start: buffer + nameStart, count: nameLength)
          name = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        offset = nameStart + nameLength
        changed = handle(event, name: name) || changed
      }
    }
    return changed
  }

  /// Updates the watches for one event; returns whether it is a change that matters.
  private func handle(_ event: inotify_event, name: String) -> Bool {
    let mask = Int32(bitPattern: event.mask)
    if mask & Int32(IN_Q_OVERFLOW) != 0 { return true }
    lock.lock()
    let folder = watches[event.wd]
    if mask & Int32(IN_IGNORED) != 0 { watches[event.wd] = nil }
    lock.unlock()
    guard let folder else { return false }
    if name.isEmpty { return mask & Int32(IN_DELETE_SELF | IN_MOVE_SELF) != 0 }
    guard WatchMechanism.isRelevant(name: name) else { return false }
    if mask & Int32(IN_ISDIR) != 0 && mask & Int32(IN_CREATE | IN_MOVED_TO) != 0 {
      watchTree(folder + "/" + name)
    }
    return true
  }

  /// Watches `path` and every folder under it.
  private func watchTree(_ path: String) {
    for folder in DirectorySnapshot.take([URL(fileURLWithPath: path)]).directories {
      let watch = inotify_add_watch(descriptor, folder, Self.mask)
      guard watch >= 0 else { continue }
      lock.lock()
      watches[watch] = folder
      lock.unlock()
    }
  }
}
#endif
