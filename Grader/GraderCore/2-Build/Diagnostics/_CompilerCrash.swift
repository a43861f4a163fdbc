/// What a compiler crash left in the build output: the failure line, its message, and the file and module it compiled.
struct _CompilerCrash {
  /// SwiftPM's line, such as `error: compile command failed due to signal 6 (use -v to see invocation)`.
  var failureLine: String?
  /// The assertion, `LLVM ERROR` or `Invalid …` lines that say why it crashed.
  var messages: [String] = []
  /// The file being compiled, as printed (usually absolute).
  package var file: String?
  /// Where in `file` the crash happened and in which declaration, such as `4:7` and `sameStore()`.
  package var location: String?
  var declaration: String?
  /// The module of the crashed job.
  package var module: String?
  /// Whether `module` was only guessed from a progress line near the crash, not read from the compiler's own output.
  var moduleIsGuessed = false

  /// Whether this names neither file nor module: a failure line or messages whose stack dump was printed elsewhere.
  var _isFragment: Bool {
    module == nil && file == nil && location == nil
  }

  /// Whether `fragment` brings only what this crash lacks: a failure line, messages, or both.
  func _canAdopt(_ fragment: _CompilerCrash) -> Bool {
    (fragment.failureLine == nil || failureLine == nil) && (fragment.messages.isEmpty || messages.isEmpty)
  }

  /// Takes the failure line and messages of `fragment`, a piece of this crash printed apart from it.
  mutating func _adopt(_ fragment: _CompilerCrash) {
    failureLine = failureLine ?? fragment.failureLine
    if messages.isEmpty { messages = fragment.messages }
  }

  /// Reads what it can from one line of the crash's output (stack dump, notes, backtrace).
  mutating func absorb(_ line: String) {
    if module == nil, let name = Self._word(after: "-module-name ", in: line) { module = name }
    if module == nil, let name = Self._quoted(after: "in module '", until: "'", in: line) { module = name }
    if let primary = Self._word(after: "-primary-file ", in: line) { file = primary }
    if file == nil, let path = Self._quoted(after: "file \"", until: "\"", in: line) { file = path }
    if location == nil, let place = Self._quoted(after: "(at ", until: ")", in: line),
      let colon = place.firstIndex(of: ":"), file.map({ place.hasPrefix($0 + ":") }) ?? true
    {
      if file == nil { file = String(place[..<colon]) }
      location = String(place[place.index(after: colon)...])
      declaration = Self._quoted(after: "for '", until: "'", in: line)
    }
    let message = line.trimmingLeadingSpaces()
    if messages.count < 3, Self._isMessage(message), !messages.contains(message) {
      messages.append(message)
    }
  }

  /// Whether `line` says why the compiler crashed.
  static func _isMessage(_ text: String) -> Bool {
    if text.contains("fatal error encountered during compilation") { return false }
    let prefixes = ["<unknown>:0: note: ", "<unknown>:0: error: ", "LLVM ERROR:", "Invalid ", "Fatal error:"]
    return prefixes.contains { text.hasPrefix($0) } || (text.contains("Assertion") && text.contains("failed"))
  }

  /// The space-delimited word after `marker` in `line`.
  static func _word(after marker: String, in line: String) -> String? {
    guard let range = line.firstRange(of: marker) else { return nil }
    let word = line[range.upperBound...].prefix { $0 != " " }
    return word.isEmpty ? nil : String(word)
  }

  /// The text between `marker` and the next `end` in `line`.
  static func _quoted(after marker: String, until end: Character, in line: String) -> String? {
    guard let range = line.firstRange(of: marker) else { return nil }
    let rest = line[range.upperBound...]
    guard let close = rest.firstIndex(of: end), close > rest.startIndex else { return nil }
    return String(rest[..<close])
  }
}

extension String {
  /// The string without its leading spaces and tabs.
  fileprivate func trimmingLeadingSpaces() -> String {
    String(drop { $0 == " " || $0 == "\t" })
  }
}
