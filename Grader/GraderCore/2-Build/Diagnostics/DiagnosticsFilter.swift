/// Turns SwiftPM build output into the compiler diagnostics of one exercise, with kit-relative paths and without noise.
///
/// The compiler's own blocks (a `path:line:col: error: …` line and the framed source excerpt under it, with the notes
/// printed after it) are kept for files under the given folders; duplicates (the emit-module job and the compile job
/// print the same diagnostic) are dropped, and progress lines, failure lines and crash dumps are left out. A compiler
/// crash is summarised in a few lines: SwiftPM's failure line, the crash message and the file it was compiling.
public struct DiagnosticsFilter: Sendable {
  /// The kit's absolute root; paths under it are shown relative to it.
  public let kitRoot: String
  /// The longest text `diagnostics` returns, in characters.
  public let maxCharacters: Int

  /// A filter for output of builds in `kitRoot` (an absolute directory) that keeps at most `maxCharacters` characters.
  public init(kitRoot: String, maxCharacters: Int = 4000) {
    var root = kitRoot
    while root.count > 1 && root.hasSuffix("/") { root.removeLast() }
    self.kitRoot = root
    self.maxCharacters = maxCharacters
  }

  /// The diagnostics in `buildOutput` for files under `prefixes` (kit-relative folders such as `Lessons/01-X/Fix2/`).
  ///
  /// An empty prefix matches every file, and also crashes whose file is unknown. Errors come before warnings. Blocks are
  /// separated by a blank line, footnotes they refer to (`[#Tag]: <url>`) follow them, and text beyond `maxCharacters` is cut at a line boundary
  /// and replaced by a line saying how much was cut. When the code uses SwiftUI's `@Entry` macro, which cannot expand
  /// on Linux, an `EntryMacroNote` explaining it and showing the hand-written form comes first.
  public func diagnostics(in buildOutput: String, forPathsUnder prefixes: [String]) -> String {
    let log = _BuildLog(buildOutput)
    let prefixes = prefixes.map(_normalizedPrefix)
    // Each piece is a diagnostic with its notes (or a crash summary), as blocks of text; the first block is its key.
    var pieces: [[String]] = []
    var footnotes: [String: String] = [:]
    var entryNote: EntryMacroNote? = nil
    for entry in log.entries {
      var blocks: [String] = []
      switch entry {
      case .group(let group) where _matches(group.file, prefixes):
        // Checks the teacher runs later stay unseen, even when they do not compile with the student's code: the
        // student learns that, not their lines. Notes pointing into them are left out of other diagnostics too.
        if Self._isHiddenCheck(group.file) {
          blocks = [Self.hiddenCheckNotice]
        } else {
          blocks = group.blocks.filter { !Self._isHiddenCheck($0.file) }.map { _relative($0.lines.joined(separator: "\n")) }
          entryNote = entryNote ?? group.blocks.lazy.compactMap(EntryMacroNote.init(diagnostic:)).first
        }
      case .crash(let index) where _matches(log.crashes[index].file, prefixes):
        blocks = [_summary(of: log.crashes[index])]
      case .footnote(let tag, let line):
        if footnotes[tag] == nil { footnotes[tag] = line }
      default:
        break
      }
      guard let key = blocks.first else { continue }
      if let earlier = pieces.firstIndex(where: { $0.first == key }) {
        // The same diagnostic printed again (emit-module and compile jobs): keep one, with every note either printed.
        pieces[earlier] += blocks.filter { !pieces[earlier].contains($0) }
      } else {
        pieces.append(blocks)
      }
    }
    // Errors before warnings, each in the compiler's order: a long run of warnings never pushes the error that stopped
    // the build past the cap.
    let isWarning = { (piece: [String]) in Self._header(of: piece).contains(": warning: ") }
    pieces = pieces.filter { !isWarning($0) } + pieces.filter(isWarning)
    pieces = Self._withoutFollowOnErrors(pieces)
    var text = pieces.map { $0.joined(separator: "\n\n") }.joined(separator: "\n\n")
    let notes = _referencedTags(in: text).compactMap { footnotes[$0] }
    if !notes.isEmpty { text += "\n\n" + notes.joined(separator: "\n") }
    // The explanation of `@Entry` goes first, so that the cap never cuts it off.
    if let entryNote { text = entryNote.text + "\n\n" + text }
    return _capped(text)
  }

  /// Errors the compiler adds when something else in the same file did not compile, and which say nothing of their own:
  /// Swift Testing's macros leave a test's record uninitialised when the test's body fails (`@const` …).
  static let followOnErrors = ["'@const' value should be initialized with a compile-time value"]

  /// `pieces` without the follow-on errors, unless nothing else is left to show.
  static func _withoutFollowOnErrors(_ pieces: [[String]]) -> [[String]] {
    let isFollowOn = { (piece: [String]) in
      let header = _header(of: piece)
      return header.contains(": error: ") && followOnErrors.contains { header.contains($0) }
    }
    let kept = pieces.filter { !isFollowOn($0) }
    return kept.contains { _header(of: $0).contains(": error: ") } ? kept : pieces
  }

  /// The first line of a diagnostic's first block (`path:line:col: error: …`).
  static func _header(of piece: [String]) -> Substring {
    piece.first?.split(separator: "\n", maxSplits: 1).first ?? ""
  }

  /// What replaces a diagnostic in a hidden check's file (the instructor's edition only).
  public static let hiddenCheckNotice =
    "老师稍后运行的检查与你的代码不能一起编译：请保持初始代码里的名称和签名。 / A check your teacher runs later does not "
    + "compile with your code: keep the names and signatures of the starting code."

  /// Whether `file` is in a folder of hidden checks (`Tests/<lesson>/<exercise>/Hidden/`).
  static func _isHiddenCheck(_ file: String?) -> Bool {
    guard let file else { return false }
    return file.split(separator: "/").contains { $0 == KitLayout.hiddenChecksFolder }
  }

  /// The kit-relative paths of files with `error:` diagnostics in `buildOutput`, each once, in order of appearance.
  ///
  /// An error inside a macro expansion counts for the file the expanded code came from. Files outside the kit keep
  /// their absolute path. Compiler crashes are not file diagnostics: `failedModules(in:)` reports them.
  public func filesWithErrors(in buildOutput: String) -> [String] {
    var files: [String] = []
    for case .group(let group) in _BuildLog(buildOutput).entries {
      for block in group.blocks where block.header.severity == .error {
        if let file = block.file.map(_relative), !files.contains(file) { files.append(file) }
      }
    }
    return files
  }

  /// The modules of jobs that failed without a file diagnostic, each once, in order of appearance.
  ///
  /// A compiler crash names its module in the stack dump (`-module-name X`, or `While … in module 'X'`). Failing that,
  /// and for a failed job with no file error after its failure line, the module comes from the nearest progress line
  /// before the failure (`Compiling X …`, `Emitting module X`), or the first one after it when that one names none.
  public func failedModules(in buildOutput: String) -> [String] {
    failedJobs(in: buildOutput).map(\.module)
  }

  /// The failed jobs of `failedModules(in:)`, each saying whether its module is read from the compiler or guessed.
  ///
  /// A guess comes from progress lines, which parallel jobs interleave, so it can name an exercise that compiled.
  public func failedJobs(in buildOutput: String) -> [FailedJob] {
    let log = _BuildLog(buildOutput)
    let entries = log.entries
    var jobs: [FailedJob] = []
    for (index, entry) in entries.enumerated() {
      var job: FailedJob? = nil
      switch entry {
      case .crash(let crash):
        job = log.crashes[crash].module.map { FailedJob(module: $0, isGuess: log.crashes[crash].moduleIsGuessed) }
      case .failure:
        let end = entries[(index + 1)...].firstIndex(where: \._isFailure) ?? entries.endIndex
        let hasFileError = entries[(index + 1)..<end].contains { entry in
          guard case .group(let group) = entry else { return false }
          return group.blocks.contains { $0.header.severity == .error }
        }
        if !hasFileError {
          job = _BuildLog.nearbyModule(around: index, in: entries).map { FailedJob(module: $0, isGuess: true) }
        }
      default:
        break
      }
      guard let job else { continue }
      if let earlier = jobs.firstIndex(where: { $0.module == job.module }) {
        jobs[earlier].isGuess = jobs[earlier].isGuess && job.isGuess
      } else {
        jobs.append(job)
      }
    }
    return jobs
  }

  /// The linker's error lines that name an object file of a module, by module (`…/<Module>.build/<File>.o`), when
  /// the link failed: a module that defines `main` (`@main`, top-level code) or another symbol twice fails the link of
  /// the one test executable, and no compiler diagnostic names a file. Each line is shortened to the object's name.
  public func linkErrors(in buildOutput: String) -> [String: [String]] {
    guard buildOutput.contains("linker command failed") || buildOutput.contains("link command failed") else { return [:] }
    var found: [String: [String]] = [:]
    for line in buildOutput.split(separator: "\n") where line.contains(".o") && !line.contains("Compiling") {
      var rest = Substring(line)
      while let marker = rest.range(of: ".build/") {
        let before = rest[..<marker.lowerBound]
        let module = String(before.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
        let after = rest[marker.upperBound...]
        let object = after.prefix { $0 != ":" && $0 != " " && $0 != "'" && $0 != ")" }
        rest = after
        guard !module.isEmpty, object.hasSuffix(".o") else { continue }
        let message = line.split(separator: ":").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        let text = "\(module): \(object.replacingOccurrences(of: ".o", with: "")): \(message)"
        if !(found[module]?.contains(text) ?? false) { found[module, default: []].append(text) }
      }
    }
    return found
  }

  // MARK: - Internals

  /// A crash in a few lines: the failure line, why it crashed, and the file, declaration and module it was compiling.
  func _summary(of crash: _CompilerCrash) -> String {
    var lines = [crash.failureLine ?? "error: the compiler crashed / 编译器崩溃"]
    lines += crash.messages.map(_relative)
    var details: [String] = []
    if let declaration = crash.declaration { details.append("'\(declaration)'") }
    if let module = crash.module { details.append("module \(module)") }
    let suffix = details.isEmpty ? "" : " (" + details.joined(separator: ", ") + ")"
    if let file = crash.file {
      let place = _relative(file) + (crash.location.map { ":" + $0 } ?? "")
      lines.append("编译器崩溃时正在编译 / The compiler crashed while compiling: " + place + suffix)
    } else {
      lines.append("编译器崩溃，不知在编译哪个文件 / The compiler crashed; the file it was compiling is unknown" + suffix)
    }
    return lines.joined(separator: "\n")
  }

  /// `text` with the kit root removed from every absolute path in it.
  func _relative(_ text: String) -> String {
    guard kitRoot.count > 1 else { return text }
    return text.replacing(kitRoot + "/", with: "")
  }

  /// A prefix as a kit-relative path without a leading `./`.
  func _normalizedPrefix(_ prefix: String) -> String {
    var prefix = _relative(prefix)
    while prefix.hasPrefix("./") { prefix.removeFirst(2) }
    return prefix == "." ? "" : prefix
  }

  /// Whether `file` (as printed) lies under one of `prefixes`; an empty prefix matches everything, unknown files too.
  func _matches(_ file: String?, _ prefixes: [String]) -> Bool {
    if prefixes.contains("") { return true }
    guard let file = file.map(_relative) else { return false }
    return prefixes.contains { prefix in
      prefix.hasSuffix("/") ? file.hasPrefix(prefix) : file == prefix || file.hasPrefix(prefix + "/")
    }
  }

  /// The footnote tags (`[#Tag]`) mentioned in `text`, each once, in order.
  func _referencedTags(in text: String) -> [String] {
    var tags: [String] = []
    var rest = Substring(text)
    while let open = rest.firstRange(of: "[#") {
      rest = rest[open.upperBound...]
      guard let close = rest.firstIndex(of: "]") else { break }
      let tag = String(rest[..<close])
      if !tag.isEmpty, !tag.contains(" "), !tags.contains(tag) { tags.append(tag) }
      rest = rest[close...]
    }
    return tags
  }

  /// `text` cut at a line boundary to fit `maxCharacters`, with a closing line saying how much was cut.
  func _capped(_ text: String) -> String {
    let total = text.count
    guard total > maxCharacters else { return text }
    let reserve = _cutNotice(total).count + 1
    var kept: [Substring] = []
    var used = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let cost = line.count + (kept.isEmpty ? 0 : 1)
      if used + cost + reserve > maxCharacters { break }
      kept.append(line)
      used += cost
    }
    while let last = kept.last, last.allSatisfy(\.isWhitespace) {
      kept.removeLast()
      used -= last.count + (kept.isEmpty ? 0 : 1)
    }
    let notice = _cutNotice(total - used)
    return kept.isEmpty ? notice : kept.joined(separator: "\n") + "\n" + notice
  }

  /// The line that replaces the cut part of the diagnostics.
  func _cutNotice(_ count: Int) -> String {
    "…（另有 \(count) 个字符未显示 / \(count) more characters not shown）"
  }
}
