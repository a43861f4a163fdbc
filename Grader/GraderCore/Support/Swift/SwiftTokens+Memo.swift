import Foundation

extension SwiftTokens {
  /// `SwiftTokens(source, regexLiterals:)`, read once per process for each text: the scans ask many questions of the
  /// same files (a suite's names, labels, calls, imports and locals, the kit's modules' declarations), and `verify`
  /// grades the same suites round after round in one process. The answer is a pure function of its input, so reusing
  /// it changes nothing but the time.
  package static func lexed(_ source: String, regexLiterals: Bool = false) -> SwiftTokens {
    LexedFiles.shared.tokens(of: source, regexLiterals: regexLiterals)
  }
}

/// The tokens of the texts read so far in this process, forgotten all at once past a bound.
private final class LexedFiles: @unchecked Sendable {
  static let shared = LexedFiles()

  private struct Key: Hashable {
    var source: String
    var regexLiterals: Bool
  }

  /// At most this many bytes of source (UTF-8) are remembered (about the whole course's suites and modules many times
  /// over). A native string knows its UTF-8 length without counting.
  private static let byteLimit = 20_000_000

  private let lock = NSLock()
  private var known: [Key: SwiftTokens] = [:]
  private var bytes = 0

  func tokens(of source: String, regexLiterals: Bool) -> SwiftTokens {
    let key = Key(source: source, regexLiterals: regexLiterals)
    if let found = lock.withLock({ known[key] }) { return found }
    let lexed = SwiftTokens(source, regexLiterals: regexLiterals)
    let size = source.utf8.count
    lock.withLock {
      if bytes + size > Self.byteLimit {
        known = [:]
        bytes = 0
      }
      known[key] = lexed
      bytes += size
    }
    return lexed
  }
}
