import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GraderCore

/// Reads what a student types while `grader watch` runs: single keys on a terminal, or lines elsewhere (Xcode's
/// console sends a line when Return is pressed), so that `h` then Return works where single keys cannot.
package enum TerminalKeys {
  /// The terminal settings before raw mode, restored at exit.
  nonisolated(unsafe) private static var saved: termios?

  /// Whether `descriptor` is a terminal that understands cursor movement (not `TERM=dumb`, not unset as in Xcode).
  package static func isInteractiveTerminal(_ descriptor: Int32, environment: [String: String]) -> Bool {
    let term = environment["TERM"] ?? ""
    return isatty(descriptor) == 1 && !term.isEmpty && term != "dumb"
  }

  /// Turns off line buffering and echo on standard input, so each key arrives alone; restores it at exit.
  ///
  /// Signals stay on, so Ctrl-C still stops the grader (and the exit restores the terminal).
  @discardableResult
  package static func enableSingleKeys() -> Bool {
    var settings = termios()
    guard tcgetattr(0, &settings) == 0 else { return false }
    if saved == nil {
      saved = settings
      atexit { TerminalKeys.restore() }
    }
    settings.c_lflag &= ~tcflag_t(ICANON | ECHO)
    withUnsafeMutableBytes(of: &settings.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    return tcsetattr(0, TCSANOW, &settings) == 0
  }

  /// Puts the terminal settings back as they were before `enableSingleKeys()`.
  package static func restore() {
    guard var settings = saved else { return }
    _ = tcsetattr(0, TCSANOW, &settings)
  }

  /// Reads standard input on a thread of its own and pushes each key (or the first letter of each line) to `queue`,
  /// then `ended` once input ends.
  package static func startReading<Event: Sendable>(
    singleKeys: Bool, into queue: EventQueue<Event>, key: @escaping @Sendable (Character) -> Event, ended: Event
  ) {
    let thread = Thread {
      var line = ""
      var byte: UInt8 = 0
      while read(0, &byte, 1) == 1 {
        let character = Character(Unicode.Scalar(byte))
        if singleKeys {
          if byte < 0x80 { queue.push(key(character)) }
        } else if character == "\n" || character == "\r" {
          if let first = line.first(where: { !$0.isWhitespace }) { queue.push(key(first)) }
          line = ""
        } else {
          line.append(character)
        }
      }
      queue.push(ended)
    }
    thread.start()
  }

  /// The terminal's height in rows, or 40 when unknown.
  package static func height(of descriptor: Int32) -> Int {
    guard let size = windowSize(of: descriptor), size.ws_row > 5 else { return 40 }
    return Int(size.ws_row)
  }

  /// The terminal's width in columns, or 100 when unknown.
  package static func width(of descriptor: Int32) -> Int {
    guard let size = windowSize(of: descriptor), size.ws_col > 20 else { return 100 }
    return Int(size.ws_col)
  }

  /// The terminal's window size (`TIOCGWINSZ`), or `nil` when `descriptor` is not a terminal.
  private static func windowSize(of descriptor: Int32) -> winsize? {
    var size = winsize()
    #if os(Linux)
    let request = UInt(TIOCGWINSZ)
    #else
    let request = TIOCGWINSZ
    #endif
    return ioctl(descriptor, request, &size) == 0 ? size : nil
  }
}
