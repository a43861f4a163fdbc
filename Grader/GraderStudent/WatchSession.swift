import Foundation
import GraderCore

/// The loop of `grader watch`: grade, show, wait for a save or a key, and again.
///
/// Grading runs on a thread of its own while the loop keeps reading keys and file events, so a save during a running
/// grade is noticed: when that grade ends, the result is shown and the work is graded again at once.
package final class WatchSession: @unchecked Sendable {
  /// Something the loop reacts to.
  package enum Event: Sendable {
    case filesChanged
    case key(Character)
    case graded(GradeReport?, error: String?)
    case inputEnded
    /// A line from the running grade's progress.
    case progress(String)
  }

  /// What the loop needs from the world, so tests can stand in for all of it.
  package struct Dependencies: Sendable {
    package init(
      grade: @escaping @Sendable () throws -> GradeReport,
      record: @escaping @Sendable (GradeReport) -> Void = { _ in },
      progress: @escaping @Sendable () -> StudentProgress = { StudentProgress() },
      details: @escaping @Sendable (String) -> (intents: [String: LocalizedText], files: [String]) = { _ in ([:], []) },
      reset: @escaping @Sendable (String) throws -> String,
      stopGrading: @escaping @Sendable () -> Void = {},
      write: @escaping @Sendable (String) -> Void,
      width: @escaping @Sendable () -> Int = { 100 },
      height: @escaping @Sendable () -> Int = { 40 },
      lastSavedExercise: @escaping @Sendable () -> String? = { nil }
    ) {
      self.grade = grade
      self.record = record
      self.progress = progress
      self.details = details
      self.reset = reset
      self.stopGrading = stopGrading
      self.write = write
      self.width = width
      self.height = height
      self.lastSavedExercise = lastSavedExercise
    }

    /// Grades the student's work; runs on a thread of its own.
    package var grade: @Sendable () throws -> GradeReport
    /// Records a finished grade (the progress file).
    package var record: @Sendable (GradeReport) -> Void = { _ in }
    /// The progress as recorded.
    var progress: @Sendable () -> StudentProgress = { StudentProgress() }
    /// Check intents and the exercise's files for a question ID.
    var details: @Sendable (String) -> (intents: [String: LocalizedText], files: [String]) = { _ in ([:], []) }
    /// Puts the stub of the exercise of a question ID back; returns the backup folder.
    var reset: @Sendable (String) throws -> String
    /// Stops a running grade's child processes, before quitting.
    var stopGrading: @Sendable () -> Void = {}
    /// Shows the screen (already joined into text).
    var write: @Sendable (String) -> Void
    /// The screen's width in columns, asked before every drawing (a terminal may be resized).
    var width: @Sendable () -> Int = { 100 }
    /// The terminal's rows.
    var height: @Sendable () -> Int = { 40 }
    /// The exercise module whose files in `Lessons/` were saved last, if any: the screen follows it.
    var lastSavedExercise: @Sendable () -> String? = { nil }
  }

  package let course: Course
  package let screen: WatchScreen
  package let dependencies: Dependencies
  /// Whether the screen is redrawn in place (a terminal), rather than printed again below (Xcode's console, a log).
  package let redraws: Bool
  /// Whether keys arrive one at a time (`true`), as lines (`false`), or not at all (`nil`).
  package let singleKeys: Bool?
  package let mechanism: String
  package let events = EventQueue<Event>()

  private var report: GradeReport?
  private var gradedAt: Date?
  private var isGrading = false
  private var gradeAgain = false
  private var focusID: String?
  private var focusIsChosen = false
  private var mode = WatchScreen.Mode.focus
  private var notice: String?
  /// Whether `notice` says a grade will run again, and goes once it has.
  private var noticeEndsWithGrade = false
  /// How many grades have finished: for tests that wait for one.
  private(set) var gradeCount = 0
  /// Said once above the first grade (the first grade of a fresh clone says what it does and how long it takes).
  package var initialNotice: String?
  private var progressLine: String?

  package init(
    course: Course, screen: WatchScreen, dependencies: Dependencies, redraws: Bool, singleKeys: Bool?, mechanism: String
  ) {
    self.course = course
    self.screen = screen
    self.dependencies = dependencies
    self.redraws = redraws
    self.singleKeys = singleKeys
    self.mechanism = mechanism
  }

  /// Starts a thread that turns `watcher`'s changes into events, a burst of saves into one.
  package func watch(with watcher: any FileWatcher) {
    let events = self.events
    Thread {
      while true {
        guard watcher.waitForChange(timeout: .seconds(3600)) else { continue }
        // Editors write a file in several steps; wait until they are done.
        while watcher.waitForChange(timeout: .milliseconds(150)) {}
        events.push(.filesChanged)
      }
    }.start()
  }

  /// Runs until `q`; returns the exit status.
  package func run() -> Int32 {
    if let initialNotice {
      notice = initialNotice
      noticeEndsWithGrade = true
    }
    startGrading()
    while true {
      guard let event = events.next(timeout: .seconds(3600)) else { continue }
      switch event {
      case .filesChanged:
        if isGrading {
          gradeAgain = true
          notice = screen.language == .zh ? "评分时文件又改了：这次评完马上再评。" : "Files changed while grading: grading again as soon as this grade ends."
          noticeEndsWithGrade = true
          draw()
        } else {
          startGrading()
        }
      case .graded(let newReport, let error):
        finishGrading(newReport, error: error)
      case .key(let key):
        if handle(key) == .quit {
          if isGrading { dependencies.stopGrading() }
          dependencies.write(redraws ? "\n" : "")
          return ExitStatus.success
        }
      case .inputEnded:
        break
      case .progress(let line):
        // On a terminal the headline shows it; printed below each other (Xcode's console), the line alone.
        guard isGrading else { break }
        if redraws {
          progressLine = line
          draw()
        } else {
          dependencies.write(line + "\n")
        }
      }
    }
  }

  private enum KeyOutcome { case stay, quit }

  private func handle(_ key: Character) -> KeyOutcome {
    let zh = screen.language == .zh
    if mode == .confirmReset {
      mode = .focus
      if key == "y" || key == "Y", let focusID {
        do {
          let backup = try dependencies.reset(focusID)
          notice = zh ? "已恢复初始代码；原来的文件在 \(backup)/" : "The stub is back; your previous files are in \(backup)/"
          noticeEndsWithGrade = false
          // The watcher sees the files change and grades again.
        } catch {
          notice = (zh ? "无法重置：" : "Could not reset: ") + "\(error)"
        }
      } else {
        notice = zh ? "没有重置。" : "Nothing was reset."
      }
      draw()
      return .stay
    }
    switch key {
    case "q", "Q":
      return .quit
    case "h", "H":
      mode = mode == .hints ? .focus : .hints
    case "l", "L":
      mode = mode == .list ? .focus : .list
    case "n", "N":
      mode = .focus
      let open = openQuestions()
      if !open.isEmpty {
        let index = open.firstIndex(of: focusID ?? "").map { ($0 + 1) % open.count } ?? 0
        focusID = open[index]
        focusIsChosen = true
      }
    case "r", "R":
      guard focusID != nil else { return .stay }
      mode = .confirmReset
    default:
      return .stay
    }
    draw()
    return .stay
  }

  private func startGrading() {
    isGrading = true
    gradeAgain = false
    draw()
    let grade = dependencies.grade
    let events = self.events
    Thread {
      do {
        events.push(.graded(try grade(), error: nil))
      } catch {
        events.push(.graded(nil, error: "\(error)"))
      }
    }.start()
  }

  private func finishGrading(_ newReport: GradeReport?, error: String?) {
    isGrading = false
    progressLine = nil
    gradeCount += 1
    if noticeEndsWithGrade && !gradeAgain {
      notice = nil
      noticeEndsWithGrade = false
    }
    if let newReport {
      report = newReport
      gradedAt = Date()
      // The list was a look at the progress before this grade: the new result takes the screen.
      if mode == .list { mode = .focus }
      dependencies.record(newReport)
      let open = openQuestions()
      // A save says what the student works on now: the screen follows it, over a question chosen with `n`.
      if let saved = Self.followed(open: open, course: course, lastSaved: dependencies.lastSavedExercise()) {
        if saved != focusID { focusIsChosen = false }
        focusID = saved
      } else if !focusIsChosen || !open.contains(focusID ?? "") {
        focusID = open.first
        focusIsChosen = false
      }
    } else if let error {
      notice = (screen.language == .zh ? "评分失败：" : "Grading failed: ") + error
      noticeEndsWithGrade = true
    }
    if gradeAgain {
      startGrading()
    } else {
      draw()
    }
  }

  /// The first open question of the exercise saved last, which the screen shows after a grade; `nil` when nothing was
  /// saved or that exercise has passed.
  static func followed(open: [String], course: Course, lastSaved: String?) -> String? {
    guard let lastSaved else { return nil }
    let saved = Set(course.questions.map(\.question).filter { $0.exercise == lastSaved }.map(\.id))
    return open.first(where: saved.contains)
  }

  /// Automatically graded questions not passed yet, in course order.
  private func openQuestions() -> [String] {
    (report?.questions ?? []).filter { $0.isAutomatic && $0.status != .passed }.map(\.id)
  }

  private func draw() {
    let focus = report?.questions.first { $0.id == focusID }
    let details: (intents: [String: LocalizedText], files: [String]) = focusID.map(dependencies.details) ?? ([:], [])
    let content = WatchScreen.Content(
      course: course, report: report, focus: focus, progress: dependencies.progress(), intents: details.intents,
      files: details.files, mode: mode, isGrading: isGrading, progressLine: progressLine, gradedAt: gradedAt, notice: notice, mechanism: mechanism,
      singleKeys: singleKeys)
    var screen = self.screen
    screen.width = dependencies.width()
    screen.height = dependencies.height()
    let text = screen.render(content).joined(separator: "\n") + "\n"
    // Home and clear on a terminal; elsewhere a rule between screens.
    dependencies.write(redraws ? "\u{1B}[H\u{1B}[2J" + text : "\n" + text)
  }
}
