import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `lstat` says of a file that changes whenever its contents do: device, inode, size, and the modification and
/// status-change times to the nanosecond. No program can set the status-change time, so a file whose stamp is the same
/// as when it was read still holds what was read then, as long as it was read once its last change had settled
/// (`isSettled`): a change within the same clock tick as the read could leave the stamp as it was.
package struct FileStamp: Hashable, Sendable {
  package let text: String
  package let isRegularFile: Bool
  private let changed: timespec

  /// The stamp of the file at `path` (links not followed), or `nil` when it cannot be read.
  package init?(path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    isRegularFile = (info.st_mode & S_IFMT) == S_IFREG
    #if canImport(Glibc)
    let modified = info.st_mtim
    changed = info.st_ctim
    #else
    let modified = info.st_mtimespec
    changed = info.st_ctimespec
    #endif
    text = "\(info.st_dev):\(info.st_ino):\(info.st_size):\(modified.tv_sec).\(modified.tv_nsec):\(changed.tv_sec).\(changed.tv_nsec)"
  }

  /// Whether the file's last change is at least `margin` seconds older than `now` (seconds since 1970).
  package func isSettled(now: Double = Date().timeIntervalSince1970, margin: Double = 2) -> Bool {
    Double(changed.tv_sec) + Double(changed.tv_nsec) / 1e9 <= now - margin
  }

  package static func == (lhs: FileStamp, rhs: FileStamp) -> Bool { lhs.text == rhs.text }
  package func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
