import Foundation

/// Reads a growing build log and finds SwiftPM's latest `[done/total]` step.
final class BuildProgressWatcher: @unchecked Sendable {
  private let outputPath: String
  private var handle: FileHandle?
  private var pending = ""

  package init(outputPath: String) {
    self.outputPath = outputPath
  }

  /// The latest `[n/m]` step printed since the last call, if any.
  func latestStep() -> String? {
    if handle == nil { handle = FileHandle(forReadingAtPath: outputPath) }
    guard let handle, let data = try? handle.readToEnd(), !data.isEmpty else { return nil }
    pending += String(decoding: data, as: UTF8.self)
    var step: String?
    let lines = pending.split(separator: "\n", omittingEmptySubsequences: false)
    for line in lines.dropLast() where line.hasPrefix("[") {
      if let close = line.firstIndex(of: "]") { step = String(line[...close]) }
    }
    pending = String(lines.last ?? "")
    return step
  }

  deinit { try? handle?.close() }
}
