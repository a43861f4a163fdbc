import Foundation
import GraderCore

/// Finds the code of graded answers elsewhere in a student edition, by a normalised token comparison.
///
/// For every exercise with a fix, code or test-writing question, each function, initializer, subscript, computed
/// property and type body that its solution has and its stub does not is looked for in every Swift file of the edition
/// (and every Swift block of its Markdown) outside the student's own exercise folder. Variables' names (parameters,
/// locals, properties used without `self.`) become one placeholder, so renaming them hides nothing; names of types
/// and of members reached with `.` are compared as written, so a worked example about another type (a `Book` where
/// the exercise has a `Todo`) is not the answer; literals are already left out by the tokenizer. Bodies shorter than `minimumTokens`, and initializers that only copy their parameters
/// into the properties of the same names, are too common to mean anything.
package enum SolutionLeakCheck {
  /// One exercise's answer: its sources and its stub's.
  struct Answer: Sendable {
    /// How reports name the exercise: its questions' ids, such as `di.code1`.
    var exercise: String
    /// The edition's folder the student writes in, whose copy of the answer is no leak: `Lessons/<lesson>/<folder>/`.
    var ownFolder: String
    var solutionSources: [String]
    var stubSources: [String]
  }

  /// A body a solution has and its stub does not, as normalised tokens.
  struct Body: Sendable {
    var answer: Int
    var declaration: String
    var tokens: [Int]
  }

  /// A body found in an edition file, from the token `start` on.
  struct Match: Sendable {
    var body: Int
    var start: Int
    var count: Int
  }

  /// Bodies with fewer tokens than this (braces included) are not compared.
  static let minimumTokens = 12

  /// The leaks of the edition at `edition`, whose answers are in `master`'s `Solutions/` and stubs in its `Lessons/`.
  package static func problems(edition: URL, master: URL) throws -> [String] {
    let course = try Course.load(from: master.appendingPathComponent(Course.relativePath))
    let fileManager = FileManager.default
    func read(_ path: String) -> String? {
      fileManager.contents(atPath: master.appendingPathComponent(path).path).map { String(decoding: $0, as: UTF8.self) }
    }
    var answers: [Answer] = []
    for lesson in course.lessons {
      for exercise in lesson.exercises {
        let questions = lesson.questions.filter {
          $0.exercise == exercise.module && [.fix, .code, .testWriting].contains($0.kind)
        }
        guard !questions.isEmpty else { continue }
        let files = exercise.files + (exercise.solutionFiles ?? [])
        answers.append(Answer(
          exercise: questions.map(\.id).joined(separator: "/"),
          ownFolder: "Lessons/\(lesson.folder)/\(exercise.folder)/",
          solutionSources: files.compactMap { read("Solutions/\(lesson.folder)/\(exercise.folder)/\($0)") },
          stubSources: exercise.files.compactMap { read("Lessons/\(lesson.folder)/\(exercise.folder)/\($0)") }))
      }
    }
    let texts = (fileManager.subpaths(atPath: edition.path) ?? []).sorted().filter { path in
      (path.hasSuffix(".swift") || path.hasSuffix(".md")) && !path.split(separator: "/").contains(".build")
    }.compactMap { path in
      fileManager.contents(atPath: edition.appendingPathComponent(path).path).map {
        (path, String(decoding: $0, as: UTF8.self))
      }
    }
    return leaks(answers: answers, files: texts)
  }

  /// The leaks of `answers` in `files` (path, contents), one sentence each, as a pure function of its inputs.
  static func leaks(answers: [Answer], files: [(path: String, text: String)]) -> [String] {
    var names = Normaliser()
    let bodies = answerBodies(answers, names: &names)
    guard !bodies.isEmpty else { return [] }
    var byWindow: [Int: [Int]] = [:]
    for (index, body) in bodies.enumerated() {
      byWindow[windowHash(body.tokens, from: 0), default: []].append(index)
    }
    var problems: [String] = []
    for (path, contents) in files {
      let source = path.hasSuffix(".md") ? swiftBlocks(ofMarkdown: contents) : contents
      let tokens = names.normalise(SwiftTokens(source).tokens)
      let found = matches(of: bodies, in: tokens, byWindow: byWindow).filter { match in
        !path.hasPrefix(answers[bodies[match.body].answer].ownFolder)
      }
      for match in outermost(found, bodies: bodies) {
        let body = bodies[match.body]
        let line = lineOfToken(match.start, in: source)
        problems.append(
          "the body of \(body.declaration) of \(answers[body.answer].exercise)'s solution appears in \(path):\(line)")
      }
    }
    return problems
  }

  /// Every body, long enough to compare, of every answer's solution that its stub does not have.
  static func answerBodies(_ answers: [Answer], names: inout Normaliser) -> [Body] {
    var bodies: [Body] = []
    for (index, answer) in answers.enumerated() {
      let stubs = answer.stubSources.map { names.normalise(SwiftTokens($0).tokens) }
      var seen: Set<[Int]> = []
      for source in answer.solutionSources {
        let raw = SwiftTokens(source).tokens
        let normalised = names.normalise(raw)
        for declaration in declarations(in: raw)
        where declaration.body.count >= minimumTokens && !isMemberwise(raw[declaration.body]) {
          let tokens = Array(normalised[declaration.body])
          guard !stubs.contains(where: { contains($0, tokens) }), seen.insert(tokens).inserted else { continue }
          bodies.append(Body(answer: index, declaration: declaration.name, tokens: tokens))
        }
      }
    }
    return bodies
  }

  /// Whether a body only copies parameters into the properties of the same names (`self.id = id` …): every plain
  /// type's initializer looks so, whatever its exercise.
  static func isMemberwise(_ body: ArraySlice<SwiftTokens.Token>) -> Bool {
    let inner = Array(body.dropFirst().dropLast())
    guard !inner.isEmpty, inner.count % 5 == 0 else { return false }
    return stride(from: 0, to: inner.count, by: 5).allSatisfy { start in
      guard case .word(let name) = inner[start + 2] else { return false }
      return inner[start] == .word("self") && inner[start + 1] == .punctuation(".") && inner[start + 3] == .symbol("=")
        && inner[start + 4] == .word(name)
    }
  }

  /// Where the bodies occur in `tokens`: every start whose first `minimumTokens` tokens hash like a body's, checked.
  static func matches(of bodies: [Body], in tokens: [Int], byWindow: [Int: [Int]]) -> [Match] {
    guard tokens.count >= minimumTokens else { return [] }
    var found: [Match] = []
    for start in 0...(tokens.count - minimumTokens) {
      guard let candidates = byWindow[windowHash(tokens, from: start)] else { continue }
      for index in candidates {
        let body = bodies[index].tokens
        if start + body.count <= tokens.count, tokens[start..<(start + body.count)].elementsEqual(body) {
          found.append(Match(body: index, start: start, count: body.count))
        }
      }
    }
    return found
  }

  /// The matches not inside a longer match of the same answer: a type body found whole is one leak, not one per method.
  static func outermost(_ matches: [Match], bodies: [Body]) -> [Match] {
    var kept: [Match] = []
    for match in matches.sorted(by: { ($0.count, -$0.start) > ($1.count, -$1.start) }) {
      let inside = kept.contains { other in
        bodies[other.body].answer == bodies[match.body].answer && other.start <= match.start
          && match.start + match.count <= other.start + other.count
      }
      if !inside { kept.append(match) }
    }
    return kept.sorted { $0.start < $1.start }
  }

  /// A hash of the `minimumTokens` tokens from `start` on.
  static func windowHash(_ tokens: [Int], from start: Int) -> Int {
    var hasher = Hasher()
    for token in tokens[start..<(start + minimumTokens)] { hasher.combine(token) }
    return hasher.finalize()
  }

  /// Whether `tokens` holds `part` as a contiguous run.
  static func contains(_ tokens: [Int], _ part: [Int]) -> Bool {
    guard part.count <= tokens.count else { return false }
    return (0...(tokens.count - part.count)).contains { tokens[$0..<($0 + part.count)].elementsEqual(part) }
  }

  /// The Swift blocks of a Markdown text, at their own lines; every other line is left empty.
  static func swiftBlocks(ofMarkdown text: String) -> String {
    var inSwift = false
    var lines: [Substring] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if trimmed.hasPrefix("```") {
        inSwift = !inSwift && trimmed.dropFirst(3).lowercased().hasPrefix("swift")
        lines.append("")
      } else {
        lines.append(inSwift ? line : "")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The line (from 1) of the token at `index` of `source`: the fewest first lines that hold more than `index` tokens.
  static func lineOfToken(_ index: Int, in source: String) -> Int {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    var low = 1
    var high = lines.count
    while low < high {
      let middle = (low + high) / 2
      if SwiftTokens(lines[0..<middle].joined(separator: "\n")).tokens.count > index {
        high = middle
      } else {
        low = middle + 1
      }
    }
    return low
  }
}

extension SolutionLeakCheck {
  /// A declaration with a body: how reports name it, and the range of its body's tokens, braces included.
  struct Declaration: Sendable, Equatable {
    var name: String
    var body: Range<Int>
  }

  /// Keywords that open a declaration whose body the check compares.
  static let bodyKeywords: Set<String> = [
    "func", "init", "subscript", "deinit", "var", "struct", "class", "enum", "actor", "protocol", "extension",
  ]
  static let typeKeywords: Set<String> = ["struct", "class", "enum", "actor", "protocol", "extension"]

  /// Words after which a declaration's header has ended without a body.
  static let headerEnds: Set<String> = bodyKeywords.union([
    "let", "typealias", "case", "import", "public", "private", "fileprivate", "internal", "static", "final", "override",
    "mutating", "nonisolated", "lazy", "weak", "unowned", "convenience", "required", "if", "guard", "for", "while",
    "return", "switch", "do", "defer", "repeat", "else", "catch", "try", "await", "throw",
  ])

  /// The declarations of `tokens` that have a body, named with their enclosing types (`TodoListViewModel.load()`).
  static func declarations(in tokens: [SwiftTokens.Token]) -> [Declaration] {
    let closing = matchingBraces(tokens)
    var found: [(keyword: String, name: String, body: Range<Int>)] = []
    for (index, token) in tokens.enumerated() {
      guard case .word(let keyword) = token, bodyKeywords.contains(keyword),
        let open = bodyStart(after: index, in: tokens, closing: closing), let close = closing[open]
      else { continue }
      found.append((keyword, name(of: keyword, at: index, in: tokens), open..<(close + 1)))
    }
    return found.map { declaration in
      let enclosing = found.filter { other in
        typeKeywords.contains(other.keyword) && other.body.lowerBound < declaration.body.lowerBound
          && declaration.body.upperBound <= other.body.upperBound
      }.map(\.name)
      let qualified = (enclosing + [declaration.name]).joined(separator: ".")
      let shown = typeKeywords.contains(declaration.keyword) || declaration.keyword == "var"
      return Declaration(name: shown ? declaration.keyword + " " + qualified : qualified, body: declaration.body)
    }
  }

  /// For every `{`, the index of its `}`.
  static func matchingBraces(_ tokens: [SwiftTokens.Token]) -> [Int: Int] {
    var closing: [Int: Int] = [:]
    var open: [Int] = []
    for (index, token) in tokens.enumerated() {
      if token == .punctuation("{") { open.append(index) }
      if token == .punctuation("}"), let start = open.popLast() { closing[start] = index }
    }
    return closing
  }

  /// The `{` that opens the body of the declaration whose keyword is at `keyword`, if its header leads to one.
  static func bodyStart(after keyword: Int, in tokens: [SwiftTokens.Token], closing: [Int: Int]) -> Int? {
    var depth = 0
    var index = keyword + 1
    while index < tokens.count {
      switch tokens[index] {
      case .punctuation("("), .punctuation("["): depth += 1
      case .punctuation(")"), .punctuation("]"):
        depth -= 1
        if depth < 0 { return nil }
      case .punctuation("{"):
        if depth == 0 { return index }
        guard let end = closing[index] else { return nil }
        index = end
      case .punctuation("}"), .punctuation(";"): return nil
      case .symbol("="): if depth == 0 { return nil }
      case .attribute: if depth == 0 { return nil }
      case .word(let word): if depth == 0 && headerEnds.contains(word) { return nil }
      default: break
      }
      index += 1
    }
    return nil
  }

  /// How a report names the declaration at `keyword`: `init(id:title:)`, `load()`, `isDone`, `Todo`.
  static func name(of keyword: String, at index: Int, in tokens: [SwiftTokens.Token]) -> String {
    let next = index + 1 < tokens.count ? tokens[index + 1] : nil
    var base = keyword
    if keyword != "init" && keyword != "subscript" && keyword != "deinit" {
      switch next {
      case .word(let word): base = word
      case .symbol(let symbol): base = symbol
      default: break
      }
    }
    guard keyword == "func" || keyword == "init" || keyword == "subscript",
      let open = tokens[(index + 1)...].firstIndex(of: .punctuation("("))
    else { return base }
    return base + "(" + labels(from: open, in: tokens).map { $0 + ":" }.joined() + ")"
  }

  /// The argument labels of the parameter list opening at `open`.
  static func labels(from open: Int, in tokens: [SwiftTokens.Token]) -> [String] {
    var labels: [String] = []
    var depth = 0
    var expectsLabel = true
    for token in tokens[open...] {
      switch token {
      case .punctuation("("), .punctuation("["), .punctuation("<"):
        depth += 1
        if depth == 1 { expectsLabel = true }
        continue
      case .punctuation(")"), .punctuation("]"), .punctuation(">"):
        depth -= 1
        if depth == 0 { return labels }
      case .punctuation(","): if depth == 1 { expectsLabel = true }
      case .word(let word) where depth == 1 && expectsLabel:
        if word != "inout" && word != "borrowing" && word != "consuming" {
          labels.append(word)
          expectsLabel = false
        }
      default: break
      }
    }
    return labels
  }
}

extension SolutionLeakCheck {
  /// Numbers tokens so that variables' names, whatever they are, all become one placeholder.
  struct Normaliser {
    private var numbers: [String: Int] = [:]

    /// The number of each token. A word keeps its own number when Swift knows it, when it names a type (capitalised)
    /// or when it is a member reached with `.`; every other name (parameters, locals, properties used without `self.`)
    /// gets the placeholder's, so renaming variables changes nothing, while code about other types is other code.
    mutating func normalise(_ tokens: [SwiftTokens.Token]) -> [Int] {
      var previous: SwiftTokens.Token?
      return tokens.map { token in
        defer { previous = token }
        let key: String
        switch token {
        case .word(let word):
          let anonymous = word.hasPrefix("$") && word.dropFirst().allSatisfy(\.isNumber)
          let kept = Self.known.contains(word) || anonymous || word.first?.isUppercase == true
            || previous == .punctuation(".")
          key = kept ? "w" + word : "w"
        case .attribute(let name): key = "@" + name
        case .symbol(let symbol): key = "s" + symbol
        case .punctuation(let character): key = "p" + String(character)
        // Code reading gives no string values; were it to, a literal would be compared by its text.
        case .string(let text): key = "\"" + (text ?? "")
        }
        if let number = numbers[key] { return number }
        numbers[key] = numbers.count
        return numbers.count - 1
      }
    }

    /// Swift's keywords and attributes, and the standard library's and Foundation's names that lessons use.
    static let known: Set<String> = [
      // Keywords, contextual keywords and attributes.
      "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
      "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct", "subscript",
      "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
      "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch", "false", "is", "nil", "self", "Self",
      "super", "throw", "throws", "true", "try", "async", "await", "actor", "any", "some", "convenience", "didSet",
      "dynamic", "final", "get", "indirect", "lazy", "mutating", "nonmutating", "optional", "override", "required", "set",
      "unowned", "weak", "willSet", "nonisolated", "isolated", "sending", "consuming", "borrowing", "consume", "copy",
      "each", "package", "newValue", "oldValue", "escaping", "autoclosure", "discardableResult", "MainActor",
      "Sendable", "unchecked", "available", "frozen", "inlinable", "usableFromInline", "propertyWrapper", "resultBuilder",
      "dynamicMemberLookup", "objc", "preconcurrency", "retroactive", "TaskLocal", "globalActor", "Observable",
      "ObservationIgnored", "ObservationTracked", "os", "macOS", "iOS", "Linux", "canImport",
      // Standard library types, protocols and functions.
      "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
      "UInt64", "Double", "Float", "Bool", "Array", "Dictionary", "Set", "Optional", "Result", "Error", "Never", "Void",
      "Any", "AnyObject", "AnyHashable", "Identifiable", "Hashable", "Equatable", "Comparable", "Codable", "Encodable",
      "Decodable", "CustomStringConvertible", "CaseIterable", "RawRepresentable", "Sequence", "Collection",
      "IteratorProtocol", "Range", "ClosedRange", "KeyPath", "WritableKeyPath", "ObjectIdentifier", "Task", "TaskGroup",
      "ThrowingTaskGroup", "Actor", "AsyncStream", "AsyncThrowingStream", "AsyncSequence", "CheckedContinuation",
      "CancellationError", "Duration", "ContinuousClock", "Unicode", "Mirror", "print", "min", "max", "abs", "zip",
      "stride", "precondition", "preconditionFailure", "assert", "assertionFailure", "fatalError", "type",
      "withExtendedLifetime", "withCheckedContinuation", "withCheckedThrowingContinuation", "withTaskGroup", "withThrowingTaskGroup",
      "withTaskCancellationHandler", "isKnownUniquelyReferenced",
      // Standard library members.
      "count", "isEmpty", "first", "last", "append", "insert", "remove", "removeAll", "removeFirst", "removeLast",
      "firstIndex", "lastIndex", "contains", "map", "compactMap", "flatMap", "filter", "reduce", "sorted", "sort",
      "reversed", "forEach", "enumerated", "joined", "split", "prefix", "suffix", "dropFirst", "dropLast", "allSatisfy",
      "indices", "startIndex", "endIndex", "keys", "values", "description", "hash", "hashValue", "into", "by",
      "of", "to", "with", "from", "lowercased", "uppercased", "hasPrefix", "hasSuffix", "isCancelled", "checkCancellation",
      "sleep", "yield", "wrappedValue", "projectedValue", "id", "rawValue", "allCases", "none", "success",
      "failure", "Element", "Key", "Value", "cancel", "detached", "makeIterator", "toggle", "isNumber",
      "isLetter", "isWhitespace", "utf8", "unicodeScalars", "seconds", "milliseconds", "nanoseconds",
      // Foundation.
      "UUID", "Date", "Data", "URL", "JSONEncoder", "JSONDecoder", "JSONSerialization", "encode", "decode",
      "FileManager", "NSLock", "lock", "unlock", "withLock", "Locale", "TimeInterval", "DispatchQueue", "main",
      "uuidString", "write", "contentsOf", "atomic", "options", "fileExists", "atPath", "appendingPathComponent",
      "removeItem", "createDirectory", "temporaryDirectory", "URLSession", "URLRequest", "shared",
      "NotificationCenter", "Calendar", "DateFormatter", "NumberFormatter", "formatted", "ProcessInfo", "CocoaError",
      "POSIXError", "NSError", "LocalizedError", "errorDescription", "localizedDescription", "Notification", "Timer",
      "Bundle", "encoding", "trimmingCharacters", "whitespacesAndNewlines", "components", "separatedBy", "now",
      "timeIntervalSince", "absoluteString", "fileURLWithPath", "outputFormatting", "prettyPrinted",
      "sortedKeys", "dateEncodingStrategy", "dateDecodingStrategy", "iso8601",
    ]
  }
}
