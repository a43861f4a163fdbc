import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GraderCore
import GraderInstructor
import GraderStudent

/// `grader watch`: grades, then grades again every time a file under `Lessons/` is saved.
enum WatchCommand: Subcommand {
  struct Options: Sendable {
    var language: Language?
    var timeoutSeconds = 10.0
    var packagePath: String?
  }

  static let defaults = Options()

  static let spec = CommandSpec<Options>(
    name: "watch",
    abstract: LocalizedText(en: "grade again every time you save; keys for hints, the list, reset.", zh: "每次保存都重新评分；可用按键看提示、列表或重置。"),
    discussion: LocalizedText(
      en: """
        The screen shows in full the first question not passed yet of the exercise you saved last (at first, of the
        course): its status, the check that fails, the compiler's lines, a hint; and one line for the rest. Keys: h
        hint, l list, n next question, r reset this exercise (asks first), q quit. Where keys cannot be read one by
        one (Xcode's console), type the letter and press Return, or just save: it grades again either way. It looks
        for saved changes every half second, on every platform and every kind of folder (network drives and Windows
        folders under WSL too).
        """,
      zh: """
        屏幕上完整显示你最后保存的那个练习里第一道还没通过的题（一开始是全课程第一道；状态、没通过的检查、编译器输出、
        提示），其余的题显示成一行进度。
        按键：h 提示，l 列表，n 下一题，r 重置本练习（会先询问），q 退出。在不能逐个读取按键的地方（Xcode 的控制台），
        输入字母后按回车，或者直接保存文件——都会重新评分。它每半秒检查一次保存的改动，在任何平台、任何目录
        （包括网络盘和 WSL 下的 Windows 目录）都一样。
        """),
    options: [
      .language { $0.language = $1 },
      .timeout { $0.timeoutSeconds = $1 },
      .packagePath { $0.packagePath = $1 },
    ]
  )

  static func run(_ options: Options, context: CommandContext) throws -> Int32 {
    let root = try context.kitRoot(packagePath: options.packagePath)
    let layout = KitLayout(root: root, sources: .lessons)
    let course = try Course.load(from: layout.manifestURL)
    let problems = course.problems()
    guard problems.isEmpty else { throw KitError.manifest(problems.map { "- " + $0 }.joined(separator: "\n")) }
    let language = options.language ?? context.localeLanguage
    let redraws = TerminalKeys.isInteractiveTerminal(1, environment: context.environment) && isatty(0) == 1
    let style = redraws ? TerminalStyle.detect(fileDescriptor: 1, environment: context.environment) : TerminalStyle(isEnabled: false)
    let lessons = root.appendingPathComponent(Sources.lessons.rawValue)
    let watcher = PollingWatcher(folders: [lessons])
    let singleKeys: Bool? = redraws ? TerminalKeys.enableSingleKeys() : (isatty(0) == 1 ? false : nil)

    var request = GradeRequest(kitRoot: root)
    request.timeout = .milliseconds(Int(options.timeoutSeconds * 1000))
    request.environment = context.toolEnvironment
    request.reusesResults = true
    let stubs = try? PristineStubs.load(root: root)
    let isFirstRun = FirstRunNotice.isFirstRun(scratchPath: layout.scratchPath)
    // The running grade's progress goes to the session, which shows it in the headline (or below, without a terminal).
    let sink = ProgressSink()
    let progress = ProgressReporter(isEnabled: true, isTerminal: redraws) { line in
      let text = ProgressSink.plain(line)
      if !text.isEmpty { sink.session?.events.push(.progress(text)) }
    }
    progress.language = options.language ?? context.progressLanguage
    try? FileManager.default.createDirectory(atPath: layout.runsPath, withIntermediateDirectories: true)
    progress.remembersDurations(at: layout.runsPath + "/phase-seconds.json")
    let dependencies = WatchSession.Dependencies(
      grade: { [request] in
        try Grader(request: request, progress: progress).grade()
      },
      record: { report in StudentProgress.update(with: report, course: course, layout: layout) },
      progress: { StudentProgress.load(root: root) },
      details: { id in details(of: id, course: course, layout: layout) },
      reset: { id in
        guard let stubs else { throw KitError.kit("this kit has no \(PristineStubs.relativePath)") }
        let found = try QuestionLookup(id, in: course)
        return try StubRestorer(root: root, stubs: stubs).reset(folder: PristineStubs.folderPath(lesson: found.lesson, exercise: found.exercise))
      },
      stopGrading: { ChildRegistry.killAll() },
      write: { context.print($0) },
      width: { TerminalKeys.width(of: 1) },
      height: { TerminalKeys.height(of: 1) },
      lastSavedExercise: { [started = Date()] in LessonFocus.lastSavedExercise(root: root, course: course, since: started) })
    let session = WatchSession(
      course: course, screen: WatchScreen(language: language, style: style, width: 100), dependencies: dependencies,
      redraws: redraws, singleKeys: singleKeys, mechanism: watcher.mechanism)
    sink.session = session
    if isFirstRun { session.initialNotice = FirstRunNotice.text(language).trimmingCharacters(in: .newlines) }
    session.watch(with: watcher)
    TerminalKeys.startReading(singleKeys: singleKeys == true, into: session.events, key: { .key($0) }, ended: .inputEnded)
    let status = session.run()
    TerminalKeys.restore()
    return status
  }

  /// The check intents and the files (kit-relative) of a question's exercise.
  static func details(of id: String, course: Course, layout: KitLayout) -> (intents: [String: LocalizedText], files: [String]) {
    guard let found = try? QuestionLookup(id, in: course) else { return ([:], []) }
    let tests = layout.root.appendingPathComponent(layout.testFolder(lesson: found.lesson, exercise: found.exercise))
    let folder = layout.sourceFolder(lesson: found.lesson, exercise: found.exercise)
    return (CheckIntents.intents(inFolder: tests, suite: found.question.suite), PristineStubs.filePaths(inFolder: folder, root: layout.root))
  }
}

/// Where a watch's progress reporter sends its lines: the session, once it exists.
final class ProgressSink: @unchecked Sendable {
  var session: WatchSession?

  /// A reporter's output without its terminal controls and line end.
  static func plain(_ output: String) -> String {
    output.replacingOccurrences(of: "\r\u{1B}[2K", with: "").trimmingCharacters(in: .newlines)
  }
}
