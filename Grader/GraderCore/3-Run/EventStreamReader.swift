/// Splits the bytes of an event stream into lines as they arrive and feeds each complete line to an `EventStreamLog`.
struct EventStreamReader: Sendable {
  private(set) var log = EventStreamLog()
  /// Every byte received.
  private(set) var totalBytes = 0
  /// The start of the stream, kept for whoever investigates a result.
  private(set) var text = ""
  private var pending: [UInt8] = []

  /// How much of the stream `text` keeps.
  static let keptBytes = 1 << 20

  /// Reads `bytes`, consuming every line they complete.
  mutating func feed(_ bytes: [UInt8]) {
    guard !bytes.isEmpty else { return }
    totalBytes += bytes.count
    if text.utf8.count < Self.keptBytes { text += String(decoding: bytes.prefix(Self.keptBytes), as: UTF8.self) }
    pending.append(contentsOf: bytes)
    while let newline = pending.firstIndex(of: 0x0A) {
      let line = String(decoding: pending[..<newline], as: UTF8.self)
      pending.removeSubrange(...newline)
      log.consume(line, isComplete: true)
    }
  }

  /// Reads what is left after the stream ended: a line without its newline was cut short by the process's end.
  package mutating func finish() {
    guard !pending.isEmpty else { return }
    log.consume(String(decoding: pending, as: UTF8.self), isComplete: false)
    pending = []
  }
}
