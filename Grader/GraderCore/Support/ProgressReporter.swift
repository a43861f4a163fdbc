import Foundation

/// Shows what the grader is doing on standard error while a student waits.
///
/// On a terminal one status line is redrawn in place: the phase, its latest count (SwiftPM's `[n/m]` modules, checks
/// run), the seconds it has taken, and how long it took last time when that is known. Elsewhere (CI logs, Gradescope)
/// each new phase is printed once, and then a line at least every `quietInterval` while it lasts. A timer ticks once a
/// second, so a phase whose caller reports nothing for a while still shows it is alive.
public final class ProgressReporter: @unchecked Sendable {
  private let isTerminal: Bool
  private let isEnabled: Bool
  private let now: @Sendable () -> Double
  private let output: @Sendable (String) -> Void
  private let usesTimer: Bool
  private let lock = NSLock()
  /// The phase as the grader wrote it (both languages): what `durations` are keyed by, whatever language shows it.
  private var phase = ""
  /// The phase as it is shown: in `language` when one is set.
  private var shownPhase = ""
  private var detail = ""
  private var phaseStart = 0.0
  private var lastLine = 0.0
  private var lineIsOpen = false
  private var timer: DispatchSourceTimer?
  /// Seconds each phase took in an earlier run, by the phase as the grader writes it (`中文 English`, whatever language
  /// shows it, so a saved estimate survives a change of `--lang` or locale); what this run measured replaces them.
  private(set) var durations: [String: Double] = [:]
  private var historyPath: String?
  /// The language asked for (`--lang`, or a locale that names one): phases (written in both) are shown in it; `nil`
  /// shows them as written, in both.
  package var language: Language?

  /// How long a phase may go without a line off a terminal: under the 30 s a log may stay silent, because the timer
  /// that checks it ticks a little late on a busy machine (31 s gaps were measured with a 30 s interval).
  static let quietInterval = 25.0
  /// Seconds before a phase's elapsed time is worth showing.
  static let showsTimeAfter = 2.0

  /// Creates a reporter; a disabled one prints nothing.
  public convenience init(isEnabled: Bool, isTerminal: Bool) {
    self.init(isEnabled: isEnabled, isTerminal: isTerminal) { FileHandle.standardError.write(Data($0.utf8)) }
  }

  /// A reporter that writes to `write` instead of standard error (the watch screen).
  public convenience init(isEnabled: Bool, isTerminal: Bool, write: @escaping @Sendable (String) -> Void) {
    let clock = ContinuousClock()
    let start = clock.now
    self.init(
      isEnabled: isEnabled, isTerminal: isTerminal,
      now: {
        let elapsed = clock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      },
      write: write, usesTimer: true)
  }

  /// A reporter with an injected clock (seconds) and output, and without the timer when `usesTimer` is false (tests
  /// call `tick()` themselves).
  package init(
    isEnabled: Bool, isTerminal: Bool, now: @escaping @Sendable () -> Double,
    write: @escaping @Sendable (String) -> Void, usesTimer: Bool
  ) {
    self.isEnabled = isEnabled
    self.isTerminal = isTerminal
    self.now = now
    self.output = write
    self.usesTimer = usesTimer
  }

  /// Reads how long each phase took last time from `path` (a JSON object of seconds), and saves this run's there when
  /// it finishes.
  public func remembersDurations(at path: String) {
    lock.lock()
    defer { lock.unlock() }
    historyPath = path
    if let data = FileManager.default.contents(atPath: path),
      let saved = try? JSONDecoder().decode([String: Double].self, from: data)
    {
      durations = saved
    }
  }

  /// Shows `phase` with a changing `detail` (such as `[12/80]`); an empty detail keeps the phase's last one.
  public func update(_ phase: String, detail: String = "") {
    guard isEnabled else { return }
    lock.lock()
    defer { lock.unlock() }
    let time = now()
    if phase != self.phase {
      endPhase(at: time)
      self.phase = phase
      shownPhase = language.map { LocalizedText.phrase(phase, in: $0) } ?? phase
      self.detail = detail
      phaseStart = time
      if !isTerminal { emit(Self.logLine(phase: shownPhase, detail: detail, elapsed: nil), at: time) }
    } else if !detail.isEmpty {
      self.detail = detail
    }
    if isTerminal { redraw(at: time) }
    startTimerIfNeeded()
  }

  /// Called every second: redraws the terminal's line with the time, or prints a line off a terminal when the phase
  /// has been quiet for `quietInterval`.
  package func tick() {
    guard isEnabled else { return }
    lock.lock()
    defer { lock.unlock() }
    guard !phase.isEmpty else { return }
    let time = now()
    if isTerminal {
      if lineIsOpen { redraw(at: time) }
    } else if time - lastLine >= Self.quietInterval {
      emit(Self.logLine(phase: shownPhase, detail: detail, elapsed: time - phaseStart), at: time)
    }
  }

  /// Clears the status line before the report is printed, and saves how long the phases took.
  public func finish() {
    guard isEnabled else { return }
    lock.lock()
    defer { lock.unlock() }
    timer?.cancel()
    timer = nil
    endPhase(at: now())
    phase = ""
    if lineIsOpen { output("\r\u{1B}[2K") }
    lineIsOpen = false
    if let historyPath, let data = try? JSONEncoder().encode(durations) {
      try? data.write(to: URL(fileURLWithPath: historyPath), options: .atomic)
    }
  }

  /// The terminal's status line: phase, detail, seconds so far (after the first two) and last time's seconds.
  static func statusLine(phase: String, detail: String, elapsed: Double, lastTime: Double?) -> String {
    var line = detail.isEmpty ? phase : phase + " " + detail
    if elapsed >= showsTimeAfter {
      line += " \(Int(elapsed)) s"
      if let lastTime, lastTime >= showsTimeAfter { line += " / ~\(Int(lastTime.rounded())) s" }
    }
    return line
  }

  /// A log line off a terminal: the phase and detail, with the seconds so far when the phase goes on.
  static func logLine(phase: String, detail: String, elapsed: Double?) -> String {
    let head = detail.isEmpty ? phase : phase + " " + detail
    guard let elapsed else { return head + "\n" }
    return head + " (\(Int(elapsed)) s…)\n"
  }

  private func redraw(at time: Double) {
    let line = Self.statusLine(phase: shownPhase, detail: detail, elapsed: time - phaseStart, lastTime: durations[phase])
    output("\r\u{1B}[2K" + DisplayWidth.truncate(line, to: 100))
    lineIsOpen = true
  }

  private func emit(_ line: String, at time: Double) {
    output(line)
    lastLine = time
  }

  private func endPhase(at time: Double) {
    guard !phase.isEmpty else { return }
    durations[phase] = time - phaseStart
  }

  private func startTimerIfNeeded() {
    guard usesTimer, timer == nil else { return }
    let timer = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
    timer.schedule(deadline: .now() + 1, repeating: 1)
    timer.setEventHandler { [weak self] in self?.tick() }
    timer.resume()
    self.timer = timer
  }
}
