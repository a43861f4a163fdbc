import Foundation
import GraderCore

/// A fresh folder under the temporary directory, removed by `remove()`.
public struct TemporaryFolder: Sendable {
  public let url: URL

  public init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("grader-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// Writes `text` to `path` inside the folder, creating folders on the way.
  @discardableResult
  public func write(_ text: String, to path: String) throws -> URL {
    let file = url.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
    return file
  }

  /// Writes a script to `path` inside the folder and makes it runnable. It is written while the test process starts
  /// no child, so no child started by a test beside this one holds it open when it runs ("Text file busy").
  @discardableResult
  public func writeExecutable(_ text: String, to path: String) throws -> URL {
    try ChildProcess.withoutSpawning {
      let file = try write(text, to: path)
      guard chmod(file.path, 0o755) == 0 else { throw KitError.kit("cannot make \(file.path) runnable") }
      return file
    }
  }

  public func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
