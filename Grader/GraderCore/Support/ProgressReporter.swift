import Foundation

/// Shows what the grader is doing on standard error while a student waits.
///
/// On a terminal one status line is redrawn in place; elsewhere (CI logs) each new phase is printed once.
public final class ProgressReporter: @unchecked Sendable {
  private let isTerminal: Bool
  private let isEnabled: Bool
  private let lock = NSLock()
  private var lastPhase = ""
  private var lineIsOpen = false

  /// Creates a reporter; a disabled one prints nothing.
  public init(isEnabled: Bool, isTerminal: Bool) {
    self.isEnabled = isEnabled
    self.isTerminal = isTerminal
  }

  /// Shows `phase` with a changing `detail` (such as `[12/80]`); off a terminal each phase is printed once, without it.
  public func update(_ phase: String, detail: String = "") {
    guard isEnabled else { return }
    lock.lock()
    defer { lock.unlock() }
    if isTerminal {
      write("\r\u{1B}[2K" + DisplayWidth.truncate(detail.isEmpty ? phase : phase + " " + detail, to: 100))
      lineIsOpen = true
    } else if phase != lastPhase {
      lastPhase = phase
      write(phase + "\n")
    }
  }

  /// Clears the status line before the report is printed.
  public func finish() {
    guard isEnabled else { return }
    lock.lock()
    defer { lock.unlock() }
    if lineIsOpen { write("\r\u{1B}[2K") }
    lineIsOpen = false
  }

  private func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
