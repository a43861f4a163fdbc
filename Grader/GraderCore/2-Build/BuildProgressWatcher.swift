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
    // Only the end matters, and a flood of compiler errors can make the log hundreds of MB.
    if data.count > 65_536 { pending = "" }
    pending += String(decoding: data.suffix(65_536), as: UTF8.self)
    if pending.utf8.count > 131_072 { pending = String(pending.suffix(65_536)) }
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
