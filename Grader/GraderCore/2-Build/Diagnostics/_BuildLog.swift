/// SwiftPM build output, read into what diagnostics need: compiler diagnostics, crashes, failed jobs and progress.
struct _BuildLog {
  /// One diagnostic as the compiler printed it: the header line and the source excerpt under it.
  package struct Block {
    package var header: _DiagnosticHeader
    /// The file the diagnostic belongs to: the header's path, or for a macro expansion the file the code came from.
    package var file: String?
    package var lines: [String]
  }

  /// An error, warning or remark with the notes printed after it.
  struct Group {
    package var blocks: [Block]
    package var file: String? { blocks.first?.file }
  }

  /// One meaningful piece of the output, in order.
  package enum Entry {
    case group(Group)
    /// Index into `crashes`.
    case crash(Int)
    /// A job that failed without crashing, such as `error: emit-module command failed with exit code 1 (…)`.
    case failure(String)
    /// A `[n/m] …` line, with the module it names when it compiles or emits one.
    case progress(module: String?)
    /// A footnote such as `[#DeprecatedDeclaration]: <https://…>`, with its tag.
    case footnote(tag: String, line: String)
  }

  private(set) var entries: [Entry] = []
  private(set) var crashes: [_CompilerCrash] = []

  package init(_ output: String) {
    let lines = output.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(Self._plain)
    var openCrash: Int? = nil
    var index = 0
    while index < lines.count {
      let line = lines[index]
      if let header = _DiagnosticHeader(line) {
        index = _readBlock(header, lines: lines, at: index)
        continue
      }
      index += 1
      if line.allSatisfy(\.isWhitespace) { continue }
      _read(line, openCrash: &openCrash)
    }
    _mergeCrashFragments()
    _guessCrashModules()
  }

  /// Reads the diagnostic that starts at `lines[index]` with `header`, and its excerpt; a note joins the group before
  /// it. Returns the index of the first line after it.
  private mutating func _readBlock(_ header: _DiagnosticHeader, lines: [String], at start: Int) -> Int {
    var block = Block(header: header, file: header.isMacroExpansion ? nil : header.path, lines: [lines[start]])
    var index = start + 1
    while index < lines.count, Self._isExcerpt(lines[index]) {
      if block.file == nil, let origin = Self._origin(lines[index]) { block.file = origin }
      block.lines.append(lines[index])
      index += 1
    }
    if header.severity == .note, case .group(var group) = entries.last {
      group.blocks.append(block)
      entries[entries.count - 1] = .group(group)
    } else {
      entries.append(.group(Group(blocks: [block])))
    }
    return index
  }

  /// Reads a line that is not a diagnostic: a failed job, progress, a footnote, or part of a compiler crash
  /// (`openCrash` is the crash its lines go to, if any).
  private mutating func _read(_ line: String, openCrash: inout Int?) {
    if line.hasPrefix("error: ") && line.contains(" command failed") {
      if line.contains("due to signal"), case .crash(let crash) = entries.last, crashes[crash].failureLine == nil {
        // The crash's own output came first; the failure line belongs to it.
        crashes[crash].failureLine = line
        openCrash = crash
      } else if line.contains("due to signal") {
        crashes.append(_CompilerCrash(failureLine: line))
        openCrash = crashes.count - 1
        entries.append(.crash(crashes.count - 1))
      } else {
        openCrash = nil
        entries.append(.failure(line))
      }
    } else if let module = Self._progress(line) {
      openCrash = nil
      entries.append(.progress(module: module.isEmpty ? nil : module))
    } else if let tag = Self._footnoteTag(line) {
      entries.append(.footnote(tag: tag, line: line))
    } else if let crash = openCrash {
      crashes[crash].absorb(line)
    } else if line == "Stack dump:" || line.hasPrefix("Please submit a bug report")
      || line.contains("fatal error encountered during compilation")
    {
      crashes.append(_CompilerCrash())
      openCrash = crashes.count - 1
      entries.append(.crash(crashes.count - 1))
      crashes[crashes.count - 1].absorb(line)
    }
  }

  /// Gives each crash that names no module the one a progress line near it names (`nearbyModule`), marked as a guess.
  private mutating func _guessCrashModules() {
    for (index, entry) in entries.enumerated() {
      if case .crash(let crash) = entry, crashes[crash].module == nil {
        crashes[crash].module = Self.nearbyModule(around: index, in: entries)
        crashes[crash].moduleIsGuessed = crashes[crash].module != nil
      }
    }
  }

  /// Joins each piece of a crash that names neither file nor module to the crash it belongs to.
  ///
  /// Parallel jobs interleave: SwiftPM can print `error: compile command failed due to signal 6`, then another job's
  /// progress line, then the crashed compiler's messages and stack dump, possibly split again. Read alone, a piece
  /// would blame the module of a progress line nearby. Each goes to the nearest following crash that names a file or
  /// module and lacks what the piece has (or else the nearest such crash before it).
  private mutating func _mergeCrashFragments() {
    var index = 0
    while index < entries.count {
      guard case .crash(let piece) = entries[index], crashes[piece]._isFragment else {
        index += 1
        continue
      }
      let targets = entries.indices.filter { other in
        guard case .crash(let crash) = entries[other], !crashes[crash]._isFragment else { return false }
        return crashes[crash]._canAdopt(crashes[piece])
      }
      guard let target = targets.first(where: { $0 > index }) ?? targets.last(where: { $0 < index }),
        case .crash(let whole) = entries[target]
      else {
        index += 1
        continue
      }
      crashes[whole]._adopt(crashes[piece])
      entries.remove(at: index)
    }
  }

  /// The module named by the progress line nearest before `index`, or else by the first one after it.
  static func nearbyModule(around index: Int, in entries: [Entry]) -> String? {
    for entry in entries[..<index].reversed() {
      if case .progress(let module) = entry {
        if let module { return module }
        break
      }
    }
    for entry in entries[(index + 1)...] {
      if entry._isFailure { break }
      if case .progress(let module?) = entry { return module }
    }
    return nil
  }

  /// `line` without ANSI escape sequences (output captured from a terminal).
  static func _plain(_ line: Substring) -> String {
    guard line.contains("\u{1B}") else { return String(line) }
    var result = String.UnicodeScalarView()
    var scalars = line.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      guard scalar == "\u{1B}" else {
        result.append(scalar)
        continue
      }
      guard scalars.next() == "[" else { continue }
      while let byte = scalars.next(), !(0x40...0x7E).contains(byte.value) {}
    }
    return String(result)
  }

  /// Whether `line` continues a diagnostic: a framed excerpt line (`12 | …`, `   | `- error: …`, `+--- macro …`),
  /// a macro origin line (`` `- path:…: note: expanded code originates here ``), or an indented classic excerpt line.
  static func _isExcerpt(_ line: String) -> Bool {
    guard let first = line.first else { return false }
    if first == " " || first == "\t" { return !line.allSatisfy(\.isWhitespace) }
    let afterNumber = line.drop { $0.isNumber }
    if afterNumber.startIndex != line.startIndex, let mark = afterNumber.drop(while: { $0 == " " }).first,
      Self._bars.contains(mark)
    {
      return true
    }
    return Self._bars.contains(first) || line.hasPrefix("`- ") || line.hasPrefix("+-") || line.hasPrefix("╭")
      || line.hasPrefix("╰") || line.hasPrefix("├") || line.hasPrefix("┌") || line.hasPrefix("└")
  }

  /// The characters that draw an excerpt's gutter.
  static let _bars: Set<Character> = ["|", "│", "┃"]

  /// The file a macro expansion's code came from, read from its `` `- path:line:col: note: … `` line.
  static func _origin(_ line: String) -> String? {
    let text = line.drop { $0 == " " || $0 == "|" }
    guard text.hasPrefix("`- "), let header = _DiagnosticHeader(text.dropFirst(3)), !header.isMacroExpansion else {
      return nil
    }
    return header.path
  }

  /// For a progress line (`[3/14] Compiling Broken Shelf.swift`), the module it names or "" when it names none.
  static func _progress(_ line: String) -> String? {
    var text = Substring(line)
    if text.first == "[" {
      guard let close = text.firstIndex(of: "]"), text[text.index(after: text.startIndex)..<close].contains("/"),
        text[text.index(after: text.startIndex)..<close].allSatisfy({ $0.isNumber || $0 == "/" })
      else { return nil }
      text = text[text.index(after: close)...].drop { $0 == " " }
    } else if !(line.hasPrefix("Compiling ") || line.hasPrefix("Emitting module ") || line.hasPrefix("Building for ")
      || line.hasPrefix("Build complete") || line.hasPrefix("Build of ")) {
      return nil
    }
    let words = text.split(separator: " ")
    if words.count >= 2, words[0] == "Compiling" { return String(words[1]) }
    if words.count >= 3, words[0] == "Emitting", words[1] == "module" { return String(words[2]) }
    return ""
  }

  /// The tag of a footnote line such as `[#SendingRisksDataRace]: <https://…>`.
  static func _footnoteTag(_ line: String) -> String? {
    guard line.hasPrefix("[#"), let close = line.firstIndex(of: "]"), line[close...].hasPrefix("]: ") else {
      return nil
    }
    return String(line[line.index(line.startIndex, offsetBy: 2)..<close])
  }
}

extension _BuildLog.Entry {
  /// Whether the entry is a failed or crashed job.
  var _isFailure: Bool {
    switch self {
    case .failure, .crash: true
    default: false
    }
  }
}
