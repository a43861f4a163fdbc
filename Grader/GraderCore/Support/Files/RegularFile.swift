import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads files a student controls without hanging or exhausting memory: only regular files (after following links),
/// never a pipe, a device or a socket, and never more than a bound.
///
/// Opening a named pipe for reading waits for a writer that never comes, and a link to `/dev/zero` never ends: either
/// in an exercise folder would stop the grader before it writes a report.
enum RegularFile {
  /// The most bytes read from one file of a submission (the batch copy allows 20 MB for a whole submission).
  package static let limit = 16 * 1024 * 1024

  /// Whether `path` is a regular file, following links.
  static func isRegular(atPath path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
  }

  /// Whether `path` exists (following links) and is neither a regular file nor a folder: a pipe, a device, a socket.
  static func isSpecial(atPath path: String) -> Bool {
    var info = stat()
    guard stat(path, &info) == 0 else { return false }
    let type = info.st_mode & S_IFMT
    return type != S_IFREG && type != S_IFDIR
  }

  /// The most bytes of a compiler's or SwiftPM's log the grader reads: far more than the lines it shows (and honest
  /// logs, a few KB), far less than the log a submission can make the compiler write (`ExerciseBuilder.compilerFileBytes`).
  package static let logLimit = 8 * 1024 * 1024

  /// The text of the log at `path`, its first `limit` bytes cut after their last whole line, followed by a line saying
  /// how much was left out; empty when it cannot be read.
  package static func logText(atPath path: String, limit: Int = logLimit) -> String {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return "" }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return "" }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while data.count < limit {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, min($0.count, limit - data.count)) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      data.append(contentsOf: buffer[0..<count])
    }
    let size = max(Int(info.st_size), data.count)
    guard size > data.count else { return String(decoding: data, as: UTF8.self) }
    if let lastBreak = data.lastIndex(of: UInt8(ascii: "\n")) { data = data[..<(lastBreak + 1)] }
    return String(decoding: data, as: UTF8.self)
      + "…（日志另有 \(size - data.count) 字节未读 / \(size - data.count) more bytes of the log not read）\n"
  }

  /// The bytes of the regular file at `path`; `nil` when it is not one, cannot be read, or holds more than `limit`.
  package static func contents(atPath path: String, limit: Int = limit) -> Data? {
    // Not blocking: a pipe swapped in after a check must not make `open` wait.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { return nil }
      if count == 0 { return data }
      data.append(contentsOf: buffer[0..<count])
      if data.count > limit { return nil }
    }
  }
}
