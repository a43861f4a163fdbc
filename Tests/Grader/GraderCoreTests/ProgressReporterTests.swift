import Foundation
import GraderTestSupport
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

@Suite struct ProgressReporterTests {
  /// A clock the test moves, and everything the reporter wrote.
  final class Stage: @unchecked Sendable {
    private let lock = NSLock()
    private var seconds = 0.0
    private var written: [String] = []

    var now: Double {
      lock.lock()
      defer { lock.unlock() }
      return seconds
    }
    var output: [String] {
      lock.lock()
      defer { lock.unlock() }
      return written
    }

    func advance(_ by: Double) {
      lock.lock()
      seconds += by
      lock.unlock()
    }

    func write(_ text: String) {
      lock.lock()
      written.append(text)
      lock.unlock()
    }

    func reporter(terminal: Bool) -> ProgressReporter {
      ProgressReporter(isEnabled: true, isTerminal: terminal, now: { self.now }, write: { self.write($0) }, usesTimer: false)
    }
  }

  @Test func withoutATerminalAQuietPhasePrintsALineWellWithinThirtySeconds() {
    let stage = Stage()
    let reporter = stage.reporter(terminal: false)
    reporter.update("构建 Building Lessons…", detail: "[3/120]")
    // A build that says nothing for two minutes, ticked a little late every time, as a busy machine's timer does.
    var times: [Double] = []
    for _ in 0..<118 {
      stage.advance(1.02)
      let before = stage.output.count
      reporter.tick()
      if stage.output.count > before { times.append(stage.now) }
    }
    let lines = stage.output
    #expect(lines.first == "构建 Building Lessons… [3/120]\n")
    #expect(lines.count == 5, "\(lines)")
    #expect(lines[1] == "构建 Building Lessons… [3/120] (25 s…)\n")
    #expect(lines.dropFirst().allSatisfy { $0.hasSuffix("s…)\n") })
    // No gap between lines comes near 30 s, even with the late ticks.
    let gaps = zip([0] + times, times).map { $1 - $0 }
    #expect(gaps.allSatisfy { $0 <= 27 }, "\(gaps)")
  }

  @Test func onATerminalTheLineShowsTheCountTheSecondsAndLastTime() {
    let stage = Stage()
    let reporter = stage.reporter(terminal: true)
    reporter.update("Building", detail: "[10/80]")
    stage.advance(5)
    // An update without a new step keeps the last one.
    reporter.update("Building", detail: "")
    #expect(stage.output.last == "\r\u{1B}[2KBuilding [10/80] 5 s")
    stage.advance(1)
    reporter.tick()
    #expect(stage.output.last == "\r\u{1B}[2KBuilding [10/80] 6 s")
    reporter.finish()
    // The next run knows how long the phase took.
    #expect(ProgressReporter.statusLine(phase: "Building", detail: "[1/80]", elapsed: 3, lastTime: 6) == "Building [1/80] 3 s / ~6 s")
    #expect(ProgressReporter.statusLine(phase: "Building", detail: "", elapsed: 1, lastTime: 6) == "Building")
  }

  @Test func durationsAreRememberedBetweenRuns() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.url.appendingPathComponent("phase-seconds.json").path
    let stage = Stage()
    let first = stage.reporter(terminal: true)
    first.remembersDurations(at: path)
    first.update("Building")
    stage.advance(42)
    first.finish()
    let second = stage.reporter(terminal: true)
    second.remembersDurations(at: path)
    #expect(second.durations["Building"] == 42)
    second.update("Building")
    stage.advance(3)
    second.tick()
    #expect(stage.output.last == "\r\u{1B}[2KBuilding 3 s / ~42 s")
  }

  @Test func theFirstRunSaysWhatItDoesOnce() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let scratch = folder.url.appendingPathComponent(".build/grader/lessons").path
    #expect(FirstRunNotice.isFirstRun(scratchPath: scratch))
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    #expect(!FirstRunNotice.isFirstRun(scratchPath: scratch))
    #expect(FirstRunNotice.text(.en).contains("minutes") && FirstRunNotice.text(.zh).contains("分钟"))
  }

  @Test func aWatchShowsTheRunningGradesProgress() {
    #expect(ProgressSink.plain("\r\u{1B}[2KBuilding [3/80] 4 s") == "Building [3/80] 4 s")
    #expect(ProgressSink.plain("Building\n") == "Building")
    #expect(ProgressSink.plain("\r\u{1B}[2K").isEmpty)
  }
}

@Suite struct ProgressLanguageTests {
  @Test func langPicksOneHalfOfABilingualPhase() {
    #expect(LocalizedText.phrase("构建 Building Lessons…", in: .en) == "Building Lessons…")
    #expect(LocalizedText.phrase("构建 Building Lessons…", in: .zh) == "构建")
    #expect(LocalizedText.phrase("检查 3 道改动过的练习 Checking 3 changed exercises…", in: .en) == "Checking 3 changed exercises…")
    #expect(LocalizedText.phrase("检查 3 道改动过的练习 Checking 3 changed exercises…", in: .zh) == "检查 3 道改动过的练习")
    #expect(LocalizedText.phrase("Building Lessons…", in: .zh) == "Building Lessons…")
    let stage = ProgressReporterTests.Stage()
    let reporter = stage.reporter(terminal: false)
    reporter.language = .en
    reporter.update("批量评分 Grading 3 submissions…", detail: "0/3")
    #expect(stage.output == ["Grading 3 submissions… 0/3\n"])
  }

  /// Every phase the grader writes splits into whole halves, the one with results kept from the last grade included
  /// (it used to keep both languages whatever `--lang` said).
  @Test func everyPhaseSplitsIntoWholeHalves() {
    // As Grader.runChecks writes it.
    let kept = "运行 3 道练习的检查 Running the checks of 3 exercises…（另有 2 道未改动，沿用上次的结果 / 2 more unchanged, their last results kept）"
    #expect(LocalizedText.phrase(kept, in: .en) == "Running the checks of 3 exercises… (2 more unchanged, their last results kept)")
    #expect(LocalizedText.phrase(kept, in: .zh) == "运行 3 道练习的检查（另有 2 道未改动，沿用上次的结果）")
    #expect(LocalizedText.phrase("运行 1 道练习的检查 Running the checks of 1 exercise…", in: .en) == "Running the checks of 1 exercise…")
    #expect(LocalizedText.phrase("运行 1 道练习的检查 Running the checks of 1 exercise…", in: .zh) == "运行 1 道练习的检查")
    // A parenthesis that is not a bilingual note is left to the rule for the rest.
    #expect(LocalizedText.phrase("构建 Building Lessons (2)…", in: .en) == "Building Lessons (2)…")
    let waiting = "另一次评分正在使用这个套件，等它结束… Another grade is running on this kit; waiting for it to end…"
    #expect(LocalizedText.phrase(waiting, in: .en) == "Another grade is running on this kit; waiting for it to end…")
  }

  /// Progress follows `--lang`, else a locale that names a language; a locale that names none (Xcode's console, CI,
  /// `C.UTF-8`) keeps both languages.
  @Test func progressFollowsTheChosenLanguageElseKeepsBoth() {
    #expect(Language.named(byLocale: ["LANG": "zh_CN.UTF-8"]) == .zh)
    #expect(Language.named(byLocale: ["LANG": "en_US.UTF-8"]) == .en)
    #expect(Language.named(byLocale: ["LC_ALL": "zh_TW.UTF-8", "LANG": "en_US.UTF-8"]) == .zh)
    for unnamed in [[:], ["LANG": "C.UTF-8"], ["LANG": "POSIX"], ["LC_ALL": "C", "LANG": "zh_CN.UTF-8"], ["LANG": "fr_FR.UTF-8"]] {
      #expect(Language.named(byLocale: unnamed) == nil, "\(unnamed)")
    }
    var context = CommandContext(environment: ["LANG": "zh_CN.UTF-8"], currentDirectory: URL(fileURLWithPath: "/"))
    #expect(context.progressLanguage == .zh && context.progress(enabled: false).language == .zh)
    context.requestedLanguage = .en
    #expect(context.progressLanguage == .en)
    context = CommandContext(environment: ["LANG": "C.UTF-8"], currentDirectory: URL(fileURLWithPath: "/"))
    #expect(context.progressLanguage == nil)
  }

  /// The saved durations are keyed by the phase as the grader writes it, so an estimate survives a change of language:
  /// a run in English, then one in Chinese, then one in both, all find the same phase's last time.
  @Test func savedDurationsSurviveAChangeOfLanguage() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.url.appendingPathComponent("phase-seconds.json").path
    let phase = "构建 Building Lessons…"
    let stage = ProgressReporterTests.Stage()
    let english = stage.reporter(terminal: true)
    english.language = .en
    english.remembersDurations(at: path)
    english.update(phase)
    stage.advance(42)
    english.finish()
    #expect(english.durations == [phase: 42])
    for language in [Language.zh, nil] {
      let next = stage.reporter(terminal: true)
      next.language = language
      next.remembersDurations(at: path)
      next.update(phase, detail: "[1/80]")
      stage.advance(3)
      next.tick()
      let shown = language == .zh ? "构建" : phase
      #expect(stage.output.last == "\r\u{1B}[2K\(shown) [1/80] 3 s / ~42 s")
      stage.advance(39)
      next.finish()
    }
    // A file saved before this change (keyed by the bilingual phrase, the default then) still gives its estimate.
    try Data(#"{"构建 Building Lessons…": 7}"#.utf8).write(to: URL(fileURLWithPath: path))
    let old = stage.reporter(terminal: true)
    old.language = .en
    old.remembersDurations(at: path)
    old.update(phase)
    stage.advance(3)
    old.tick()
    #expect(stage.output.last == "\r\u{1B}[2KBuilding Lessons… 3 s / ~7 s")
  }
}
