import Foundation
import Testing
import GraderCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct TerminalStyleTests {
  // MARK: - paint

  @Test func leavesTextAloneWhenDisabled() {
    let style = TerminalStyle(isEnabled: false)
    #expect(!style.isEnabled)
    for color in [TerminalStyle.Color.red, .green, .yellow, .blue, .gray, .bold] {
      #expect(style.paint("通过 passed", color) == "通过 passed")
    }
  }

  @Test(arguments: [
    (TerminalStyle.Color.red, "\u{1B}[31m"),
    (.green, "\u{1B}[32m"),
    (.yellow, "\u{1B}[33m"),
    (.blue, "\u{1B}[34m"),
    (.gray, "\u{1B}[90m"),
    (.bold, "\u{1B}[1m"),
  ])
  func wrapsTextInEscapesWhenEnabled(color: TerminalStyle.Color, start: String) {
    #expect(TerminalStyle(isEnabled: true).paint("失败", color) == start + "失败\u{1B}[0m")
  }

  @Test func leavesEmptyTextEmpty() {
    #expect(TerminalStyle(isEnabled: true).paint("", .red) == "")
  }

  @Test func restoresTheOuterStyleAfterAnInnerReset() {
    let style = TerminalStyle(isEnabled: true)
    let inner = style.paint("a", .red) + "b"
    #expect(style.paint(inner, .bold) == "\u{1B}[1m\u{1B}[31ma\u{1B}[0m\u{1B}[1mb\u{1B}[0m")
  }

  @Test func paintedTextKeepsItsDisplayWidth() {
    let painted = TerminalStyle(isEnabled: true).paint("题 1 通过", .green)
    #expect(DisplayWidth.columns(of: painted) == 9)
  }

  // MARK: - detect

  @Test func pipesAreNeverColoured() throws {
    var fds: [Int32] = [0, 0]
    try #require(pipe(&fds) == 0)
    defer {
      close(fds[0])
      close(fds[1])
    }
    for fd in fds {
      #expect(!TerminalStyle.detect(fileDescriptor: fd, environment: [:]).isEnabled)
      #expect(!TerminalStyle.detect(fileDescriptor: fd, environment: ["TERM": "xterm-256color"]).isEnabled)
      #expect(!TerminalStyle.detect(fileDescriptor: fd, environment: ["NO_COLOR": "1"]).isEnabled)
    }
  }

  @Test func regularFilesAreNeverColoured() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("terminal-style-\(UUID().uuidString).txt").path
    #expect(FileManager.default.createFile(atPath: path, contents: Data("x".utf8)))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let fd = open(path, O_RDONLY)
    try #require(fd >= 0)
    defer { close(fd) }
    #expect(!TerminalStyle.detect(fileDescriptor: fd, environment: ["TERM": "xterm"]).isEnabled)
  }

  @Test func closedDescriptorsAreNeverColoured() {
    #expect(!TerminalStyle.detect(fileDescriptor: -1, environment: [:]).isEnabled)
  }

  @Test func terminalsAreColouredUnlessNoColorOrDumb() throws {
    let terminal = try #require(PseudoTerminal(), "this test needs a pseudo-terminal (/dev/ptmx)")
    defer { terminal.release() }
    let fd = terminal.fileDescriptor
    #expect(TerminalStyle.detect(fileDescriptor: fd, environment: [:]).isEnabled)
    #expect(TerminalStyle.detect(fileDescriptor: fd, environment: ["TERM": "xterm-256color"]).isEnabled)
    #expect(TerminalStyle.detect(fileDescriptor: fd, environment: ["NO_COLOR": ""]).isEnabled)
    #expect(!TerminalStyle.detect(fileDescriptor: fd, environment: ["NO_COLOR": "1"]).isEnabled)
    #expect(!TerminalStyle.detect(fileDescriptor: fd, environment: ["NO_COLOR": "0"]).isEnabled)
    #expect(!TerminalStyle.detect(fileDescriptor: fd, environment: ["TERM": "dumb"]).isEnabled)
  }
}

/// The primary side of a pseudo-terminal, a descriptor `isatty` accepts, for testing colour detection.
private struct PseudoTerminal {
  let fileDescriptor: Int32

  init?() {
    let descriptor = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    guard descriptor >= 0 else { return nil }
    guard isatty(descriptor) == 1 else {
      close(descriptor)
      return nil
    }
    fileDescriptor = descriptor
  }

  /// Closes the descriptor.
  func release() {
    close(fileDescriptor)
  }
}
