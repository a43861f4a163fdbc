import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The shared temporary folders (`/tmp` …) as they were when a grading run began, to find what its tests left there.
///
/// A folder is listed again only when its modification time changed, and an entry's owner is looked up once: on a
/// machine whose `/tmp` holds thousands of entries a cleanup costs a `stat` of each folder, not of each entry.
final class TemporaryFolderWatch: @unchecked Sendable {
  private let lock = NSLock()
  private let folders: [String]
  /// Names each folder held when the run began.
  private var initial: [String: Set<String>] = [:]
  /// Each folder's modification time when last listed.
  private var listedAt: [String: timespec] = [:]
  /// The owner of every new entry looked at since and not yet reported.
  private var owners: [String: UInt32] = [:]

  package init(folders: [String]) {
    self.folders = folders
    for folder in folders {
      initial[folder] = Set(Self.names(in: folder))
      listedAt[folder] = Self.modificationTime(of: folder)
    }
  }

  /// Paths of entries that appeared since the run began and belong to `owner`; each is reported once.
  ///
  /// Entries another owner's cleanup listed first are remembered with their owner, so they are not lost when the folder
  /// has not changed since.
  func newEntries(ownedBy owner: UInt32) -> [String] {
    lock.lock()
    defer { lock.unlock() }
    refresh()
    let found = owners.filter { $0.value == owner }.map(\.key).sorted()
    for path in found { owners[path] = nil }
    return found
  }

  /// The bytes in entries that appeared since the run began and belong to `owner`, counted up to `limit`; nothing is
  /// reported as found (the cleanup still gets every entry). A test that fills `/dev/shm` (memory) or `/tmp` (the
  /// disk the other students' builds need) is stopped as if it had filled its scratch folder.
  func bytes(ownedBy owner: UInt32, upTo limit: Int) -> Int {
    lock.lock()
    refresh()
    let paths = owners.filter { $0.value == owner }.map(\.key)
    lock.unlock()
    var total = 0
    for path in paths where total <= limit {
      total += TestSandbox.size(of: path, upTo: limit - total)
    }
    return total
  }

  /// Looks up the owner of every entry that appeared in a folder changed since it was last listed.
  private func refresh() {
    for folder in folders {
      let time = Self.modificationTime(of: folder)
      if let last = listedAt[folder], let time, last.tv_sec == time.tv_sec, last.tv_nsec == time.tv_nsec {
        continue
      }
      listedAt[folder] = time
      let before = initial[folder] ?? []
      for name in Self.names(in: folder) where !before.contains(name) {
        let path = folder + "/" + name
        guard owners[path] == nil else { continue }
        var info = stat()
        guard lstat(path, &info) == 0 else { continue }
        owners[path] = UInt32(info.st_uid)
      }
    }
  }

  /// The names in a folder, read with `readdir` (no `stat` per entry).
  private static func names(in folder: String) -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  private static func modificationTime(of folder: String) -> timespec? {
    var info = stat()
    guard stat(folder, &info) == 0 else { return nil }
    #if canImport(Glibc)
    return info.st_mtim
    #else
    return info.st_mtimespec
    #endif
  }
}
