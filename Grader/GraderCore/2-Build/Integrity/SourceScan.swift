import Foundation

/// Finds declarations in a student's module that could change what another module's code means, or reach past the
/// language into the linker: the ways a submission could make the grading suite see something other than its own code.
///
/// Refused, with a reason for the instructor:
/// - every attribute not on `AttributeRule`'s list (`@c`, `@section`, `@used`, `@_silgen_name`, `@_cdecl`, …), which
///   could define symbols of other modules, place data in sections or run code at load time;
/// - imports of the testing libraries and the grading helpers;
/// - a declaration named like a module the suites use (`Testing`, `Foundation`, `Swift`, the kit's modules…), which
///   would capture qualified names such as `Testing.__checkValue` in the suite's macro expansions;
/// - a top-level declaration named like something the exercise's suite uses from another module (a grading helper, a
///   type or function of the testing library or the standard library), which overload resolution could prefer;
/// - in an extension of a type the student did not declare (other than the SwiftUI stand-ins' types, which lessons
///   extend on purpose), a member or operator named like one the suite uses, such as `count`, `isEmpty` or `==` on
///   `Array where Element == Todo`;
/// - the same member declared in an extension of the student's own protocol that such a type adopts
///   (`ProtocolAdoption`).
///
/// Not refused, since the suite can never reach them: `private` and `fileprivate` declarations (and members of such an
/// extension), a function, initializer or subscript whose every call needs a label the suite never writes, and a
/// top-level name the suite declares only inside a type or a function (found there before any imported declaration).
struct SourceScan: Sendable {
  /// Modules whose names a student may not declare.
  var protectedModules: Set<String>
  /// Names the exercise's suite uses, members and operators included.
  var suiteNames: Set<String>
  /// Names the suite uses unqualified (not after a `.`), which a top-level declaration could capture.
  var suiteUnqualifiedNames: Set<String>
  /// Words the suite writes before a `:` (argument labels among them), or `nil` to take every name it uses: a function
  /// whose call needs a label the suite never writes can take none of its calls.
  var suiteLabels: Set<String>? = nil
  /// Names the suite uses only as its own local constants and variables (`let preview = …` in a check, used after
  /// that in the same block), never after a `.` nor anywhere else: no member of another type can take those uses.
  var suiteLocalNames: Set<String> = []
  /// The labels the suite writes in its calls of each name, or `nil` to use `suiteLabels` for every name.
  var suiteCalls: SuiteCalls? = nil

  /// How a suite calls names: the labels each call of a name writes, and the names it also uses without a call (a bare
  /// reference may name any overload, whatever its labels).
  struct SuiteCalls: Sendable, Equatable {
    /// For each name called as `name(…)`, the labels its calls write (`searchRecipes(matching:)`: `matching`).
    var labels: [String: Set<String>] = [:]
    /// Names used without a call right after them, anywhere.
    var bare: Set<String> = []
    /// Names used without a call right after them and not after a `.` (what a top-level function could be).
    var bareUnqualified: Set<String> = []

    /// Reads a suite's files.
    init(sources: [String]) {
      for source in sources {
        let tokens = SwiftTokens.lexed(source).tokens
        for (index, token) in tokens.enumerated() {
          guard case .word(let word) = token else { continue }
          let previous = index > 0 ? tokens[index - 1] : nil
          if previous == .word("func") { continue }
          guard index + 1 < tokens.count, tokens[index + 1] == .punctuation("(") else {
            bare.insert(word)
            if previous != .punctuation(".") { bareUnqualified.insert(word) }
            continue
          }
          labels[word, default: []].formUnion(Self.labels(ofCallAt: index + 1, in: tokens))
        }
      }
    }

    /// The labels written at the top level of the parenthesised list that opens at `open`.
    static func labels(ofCallAt open: Int, in tokens: [SwiftTokens.Token]) -> Set<String> {
      var labels: Set<String> = []
      var depth = 0
      var cursor = open
      while cursor < tokens.count {
        switch tokens[cursor] {
        case .punctuation("("), .punctuation("["), .punctuation("{"): depth += 1
        case .punctuation(")"), .punctuation("]"), .punctuation("}"):
          depth -= 1
          if depth == 0 { return labels }
        case .word(let word) where depth == 1 && cursor + 1 < tokens.count && tokens[cursor + 1] == .punctuation(":"):
          if tokens[cursor - 1] == .punctuation("(") || tokens[cursor - 1] == .punctuation(",") { labels.insert(word) }
        default: break
        }
        cursor += 1
      }
      return labels
    }
  }
  /// Names declared outside the student's module that the suite may use: grading helpers, support types, the testing
  /// and standard libraries.
  var outsideNames: Set<String>
  /// Types the lessons ask students to extend (the Apple-framework stand-ins' types).
  var extensibleTypes: Set<String>
  /// Modules the submission may import although others may not (the testing library, in an exercise where the student
  /// writes tests).
  var allowedImports: Set<String> = []
  /// The student's module, which an extension may name its own types with (`extension DIFix3.Book`).
  package var module: String?
  /// Types the kit's stand-ins declare, which a submission may use as attributes (their property wrappers).
  var standInTypes: Set<String> = []

  /// Modules of the toolchain and the kit that no student declaration may be named after.
  static let toolchainModules: Set<String> = [
    "Swift", "Testing", "XCTest", "Foundation", "FoundationEssentials", "FoundationInternationalization", "Dispatch",
    "Glibc", "Darwin", "_Concurrency", "_StringProcessing", "Observation", "SwiftUI", "Combine", "os", "ObjectiveC",
    "CoreFoundation", "Synchronization", "RegexBuilder", "_Testing_Foundation", "GradingSupport", "KitSupport",
  ]

  /// Compiler directives a submission may not use: `#sourceLocation` makes the compiler report the lines after it at
  /// any file and line, and which exercise a failed build blames is read from those files (an error written under
  /// another exercise's path would cost that exercise its points). Honest code never needs it.
  static let forbiddenDirectives: Set<String> = ["sourceLocation"]

  /// The sentence that refuses a directive, in both languages.
  static func directiveRefusal(_ directive: String) -> String {
    "提交中不允许使用 #\(directive)：它会改变编译器报告的文件和行号 / #\(directive) is not allowed in a submission: it changes "
      + "the file and line the compiler reports"
  }

  /// The string literals of `source` that hold, on a line after their first, what reads as a compiler diagnostic's
  /// header (`Lessons/…/Other.swift:1:1: error: …`), with their lines. The compiler prints the text of `#error`,
  /// `#warning` and `@available(…, message:)` as it is, line breaks included, and which exercise a failed build blames
  /// is read from the files its error lines name: such a line would cost another exercise its points. Honest code
  /// never writes one.
  static func diagnosticLookalikes(in source: String) -> [Int] {
    let lexed = SwiftTokens(literalsIn: source)
    var lines: [Int] = []
    for (index, token) in lexed.tokens.enumerated() {
      guard case .string(let value?) = token else { continue }
      let later = value.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline).dropFirst()
      if later.contains(where: { _DiagnosticHeader($0) != nil }) { lines.append(lexed.line(at: index)) }
    }
    return lines
  }

  /// The sentence that refuses such a literal, in both languages.
  static let diagnosticLookalikeRefusal =
    "字符串里有一行看起来像编译器的报错（路径:行:列: error:）：它会让构建失败怪到别的练习头上 / a string holds a line "
    + "that reads like a compiler diagnostic (path:line:column: error:), which would make a failed build blame another "
    + "exercise"

  /// Modules a student module may not import.
  static let forbiddenImports: Set<String> = ["Testing", "XCTest", "GradingSupport", "_Testing_Foundation"]

  /// Names from the testing and standard libraries that suites call unqualified.
  static let libraryNames: Set<String> = [
    "Issue", "Test", "Suite", "Tag", "Comment", "SourceLocation", "Confirmation", "confirmation", "withKnownIssue", "Trait",
    "Bug", "print", "zip", "stride", "min", "max", "abs", "precondition", "assert", "fatalError", "type", "repeatElement",
    "withThrowingTaskGroup", "withTaskGroup", "withCheckedContinuation", "withCheckedThrowingContinuation",
    "withTaskCancellationHandler", "withObservationTracking", "Task", "MainActor", "Array", "Set", "Dictionary", "String",
    "Int", "Double", "Bool", "Optional", "Result", "Error", "Equatable", "Hashable", "Identifiable", "Sendable", "Codable",
    "Comparable", "Collection", "Sequence", "URL", "Data", "Date", "UUID", "FileManager", "JSONDecoder", "JSONEncoder",
    "URLError", "NSNumber", "ProcessInfo", "Duration", "ContinuousClock", "AsyncStream", "Character", "Substring",
    "CustomStringConvertible", "Never", "Void", "Any", "AnyObject",
    // Named by the suites in files that import the student's module (`LibraryNamesTests` asks the compiler for every
    // such name the standard library, Dispatch or Foundation declares): a student type `Mirror` with an initializer
    // `init(reflecting:)` would otherwise be the suite's reflection, since a module's own declarations shadow those of
    // the standard library and of the modules it imports.
    "Actor", "AnyHashable", "AnyKeyPath", "CheckedContinuation", "DispatchQueue", "DispatchSemaphore", "DispatchSpecificKey",
    "Mirror", "NSLock", "NSLocking", "ObjectIdentifier", "ReferenceWritableKeyPath", "Thread", "UInt64", "UInt8",
    "WritableKeyPath", "_typeByName", "withExtendedLifetime",
  ]

  /// What a module's files (name and text) declare that the scan refuses, as sentences naming the file.
  ///
  /// Each file is read twice, with regular expression literals read as code and skipped like strings (see
  /// `SwiftTokens`), so that a quote or a comment opener inside a regex literal hides nothing from the scan.
  package func problems(in files: [(name: String, source: String)]) -> [String] {
    var found: [String] = []
    // What the reading with regex literals takes for them: the reading without them does not refuse what it finds
    // there (an `@` in an e-mail pattern is no attribute), since that reading differs from it only for a quote or a
    // comment opener inside the literal, which it exists to follow.
    let regexRanges = files.map { SwiftTokens.lexed($0.source, regexLiterals: true).regexRanges }
    for file in files {
      for line in Self.diagnosticLookalikes(in: file.source) {
        let problem = "\(file.name):\(line): \(Self.diagnosticLookalikeRefusal)"
        if !found.contains(problem) { found.append(problem) }
      }
    }
    for regexLiterals in [false, true] {
      let tokenized = files.map { (name: $0.name, tokens: SwiftTokens.lexed($0.source, regexLiterals: regexLiterals)) }
      let own = tokenized.reduce(into: OwnTypes()) { $0.formUnion(Self.ownTypes(in: $1.tokens.tokens)) }
      var adoption = ProtocolAdoption()
      for (number, file) in tokenized.enumerated() {
        let ignored = regexLiterals ? [] : file.tokens.indices(inside: regexRanges[number])
        for problem in problems(in: file.tokens, file: file.name, own: own, ignoring: ignored) where !found.contains(problem) {
          found.append(problem)
        }
        adoption.read(file.tokens, file: file.name) { !isOwn($0, own: own) && !isExtensible($0, own: own) && !$0.isEmpty }
      }
      for problem in adoption.problems(suiteNames: suiteNames) where !found.contains(problem) { found.append(problem) }
    }
    return found
  }

  /// The types a student's module declares: nominal types by their full nested name (`Outer.Inner`), and every name
  /// it declares a type or a type alias with, at any depth.
  struct OwnTypes: Sendable {
    var paths: Set<String> = []
    package var names: Set<String> = []

    mutating func formUnion(_ other: OwnTypes) {
      paths.formUnion(other.paths)
      names.formUnion(other.names)
    }
  }

  /// Whether an extension of `path` (as written, `Outer.Inner` or `Module.Type`) extends a type of the student's own:
  /// a type alias, even of the student's, may name a foreign type, and so may a name the student also gave a nested
  /// type (`Mine.Array` does not make `Swift.Array` the student's).
  private func isOwn(_ path: [String], own: OwnTypes) -> Bool {
    var path = path
    if path.count > 1, let module, path[0] == module { path.removeFirst() }
    return own.paths.contains(path.joined(separator: "."))
  }

  /// Whether the lessons ask students to extend the type an extension names (the stand-ins' types), and the student's
  /// module gives that name to nothing of its own.
  private func isExtensible(_ path: [String], own: OwnTypes) -> Bool {
    guard let last = path.last else { return false }
    return extensibleTypes.contains(last) && !own.names.contains(last)
  }

  /// The braces open at a point of a file: for each, the extended type when it opened the body of an extension of a
  /// type not the student's, and whether it opened the body of a `private` or `fileprivate` extension, whose members no
  /// other file sees.
  private struct Scopes {
    private var extended: [String?] = []
    private var hidden: [Bool] = []
    /// What the next `{` opens, when it follows an `extension` declaration.
    var pendingExtension: String?
    var pendingPrivate = false

    var depth: Int { extended.count }
    var innermostExtension: String? { extended.last ?? nil }
    var isInsideHiddenExtension: Bool { hidden.last == true }

    mutating func open() {
      extended.append(pendingExtension)
      hidden.append(pendingExtension != nil && pendingPrivate)
      pendingExtension = nil
      pendingPrivate = false
    }

    mutating func close() {
      if !extended.isEmpty { extended.removeLast() }
      if !hidden.isEmpty { hidden.removeLast() }
    }
  }

  private func problems(in lexed: SwiftTokens, file: String, own: OwnTypes, ignoring ignored: Set<Int>) -> [String] {
    let tokens = lexed.tokens
    var problems: [String] = []
    var scopes = Scopes()
    for index in tokens.indices where !ignored.contains(index) {
      let token = tokens[index]
      let extended = scopes.innermostExtension
      // A `private` or `fileprivate` declaration (or a member of such an extension) is seen by no other file, so no
      // name of the suite's can resolve to it: the rules on names the suite uses do not apply to it.
      let hidden = scopes.isInsideHiddenExtension || Self.isFilePrivate(at: index, in: tokens)
      var refusal: String?
      switch token {
      case .attribute(let name) where !AttributeRule.accepts(name, standIns: standInTypes, ownTypes: own.names):
        refusal = AttributeRule.refusal(name)
      case .word(let directive) where lexed.poundWords.contains(index) && Self.forbiddenDirectives.contains(directive):
        refusal = Self.directiveRefusal(directive)
      case .word("import"):
        refusal = importProblem(Self.importedModule(after: index, in: tokens))
      case .word("extension"):
        let path = Self.extendedPath(after: index, in: tokens)
        scopes.pendingExtension = isOwn(path, own: own) || isExtensible(path, own: own) ? nil : path.joined(separator: ".")
        scopes.pendingPrivate = hidden
      case .word(let keyword) where Self.declarationKeywords.contains(keyword):
        refusal = declarationRefusal(keyword, at: index, in: tokens, depth: scopes.depth, extended: extended, hidden: hidden)
      case .word("subscript"), .word("init"):
        if !hidden, !requiresUnusedLabel(after: index, in: tokens, labelsByDefault: token == .word("init")) {
          refusal = memberProblem(isSubscript: token == .word("subscript"), extended: extended)
        }
      case .punctuation("{"):
        scopes.open()
      case .punctuation("}"):
        scopes.close()
      default:
        break
      }
      if let refusal {
        let line = "\(file):\(lexed.line(at: index)): \(refusal)"
        if !problems.contains(line) { problems.append(line) }
      }
    }
    return problems
  }

  /// What is wrong with the declaration whose keyword (`func`, `var`, `struct`, …) is at `index`, if anything.
  private func declarationRefusal(
    _ keyword: String, at index: Int, in tokens: [SwiftTokens.Token], depth: Int, extended: String?, hidden: Bool
  ) -> String? {
    let next = index + 1 < tokens.count ? tokens[index + 1] : nil
    if case .word(let name)? = next {
      guard let problem = declarationProblem(keyword, name, depth: depth, extended: extended) else { return nil }
      // A module's name is refused wherever it is declared; the other rules concern names the suite can see, and a
      // member it can never call by that name (a label it never writes) takes none of its calls.
      let unseen = hidden
        || (keyword == "func" && requiresUnusedLabel(after: index + 1, in: tokens, name: name, topLevel: extended == nil))
      return protectedModules.contains(name) || !unseen ? problem : nil
    }
    if keyword == "func", let op = Self.operatorName(next), !hidden {
      return operatorProblem(op, depth: depth, extended: extended)
    }
    return nil
  }

  /// Whether the declaration whose keyword is at `index` is written `private` or `fileprivate` (not `private(set)`,
  /// which hides only the setter): read back over its modifiers and attributes.
  static func isFilePrivate(at index: Int, in tokens: [SwiftTokens.Token]) -> Bool {
    var cursor = index - 1
    while cursor >= 0 {
      switch tokens[cursor] {
      case .word("private"), .word("fileprivate"):
        return !(cursor + 1 < tokens.count && tokens[cursor + 1] == .punctuation("("))
      case .word(let word) where declarationModifiers.contains(word):
        cursor -= 1
      case .attribute:
        cursor -= 1
      case .punctuation(")"):
        // `private(set)`, `nonisolated(unsafe)`, or an attribute's arguments (`@available(*, deprecated)`): skip back
        // to its `(` and the word or attribute before it.
        var depth = 0
        while cursor >= 0 {
          if tokens[cursor] == .punctuation(")") { depth += 1 }
          if tokens[cursor] == .punctuation("(") { depth -= 1 }
          if depth == 0 { break }
          cursor -= 1
        }
        cursor -= 1
        guard cursor >= 0 else { return false }
        switch tokens[cursor] {
        case .attribute: cursor -= 1
        case .word(let word) where declarationModifiers.contains(word) || word == "private" || word == "fileprivate":
          // `private(set)` hides the setter only.
          if word == "private" || word == "fileprivate" { cursor -= 1 }
        default: return false
        }
      default:
        return false
      }
    }
    return false
  }

  /// Words that may stand before a declaration's keyword.
  static let declarationModifiers: Set<String> = [
    "public", "internal", "package", "open", "static", "class", "final", "override", "mutating", "nonmutating",
    "nonisolated", "isolated", "lazy", "weak", "unowned", "dynamic", "convenience", "required", "optional", "indirect",
    "prefix", "postfix", "infix", "consuming", "borrowing", "distributed", "async",
  ]

  /// Whether the parameter list of the function, initializer or subscript whose name ends at `index` has a parameter
  /// every call must label, with a label the suite never writes: the suite can then call it by no name it uses, so it
  /// takes none of the suite's calls. A parameter with a default value, of a function type (a trailing closure drops
  /// its label) or variadic may be left out of a call, so it does not count. A function's and an initializer's parameters are
  /// labelled by default (`labelsByDefault`), a subscript's only when written with two names.
  ///
  /// For a function, the labels compared are those the suite writes in its calls of that name (`suiteCalls`), unless
  /// the suite also names it without calling it; a top-level function is reached only unqualified.
  func requiresUnusedLabel(
    after index: Int, in tokens: [SwiftTokens.Token], labelsByDefault: Bool = true, name: String? = nil, topLevel: Bool = false
  ) -> Bool {
    let written: Set<String>
    if let calls = suiteCalls, let name, !(topLevel ? calls.bareUnqualified : calls.bare).contains(name) {
      written = calls.labels[name] ?? []
    } else if let suiteLabels {
      written = suiteLabels
    } else {
      // Without the suite's labels (`suiteNames` leaves labels out), no label can be shown unused.
      return false
    }
    // The parameter list: the first `(` after the name, past a generic clause and `?`/`!` of a failable initializer.
    var cursor = index + 1
    while cursor < tokens.count, tokens[cursor] != .punctuation("(") {
      switch tokens[cursor] {
      case .punctuation("<"):
        var depth = 0
        while cursor < tokens.count {
          if tokens[cursor] == .punctuation("<") { depth += 1 }
          if tokens[cursor] == .punctuation(">") { depth -= 1 }
          if case .symbol(let op) = tokens[cursor], op.hasPrefix(">") { depth -= 1 }
          if depth <= 0 { break }
          cursor += 1
        }
      case .symbol("?"), .symbol("!"):
        break
      default:
        return false
      }
      cursor += 1
    }
    guard cursor < tokens.count else { return false }
    cursor += 1
    var names: [String] = []
    var seenColon = false
    var optional = false
    var depth = 0
    func parameterRequiresUnusedLabel() -> Bool {
      defer { (names, seenColon, optional) = ([], false, false) }
      guard !optional else { return false }
      let label: String?
      switch names.count {
      case 2: label = names[0]
      case 1 where labelsByDefault: label = names[0]
      default: label = nil
      }
      guard let label, label != "_" else { return false }
      return !written.contains(label)
    }
    var found = false
    while cursor < tokens.count {
      let token = tokens[cursor]
      cursor += 1
      switch token {
      case .punctuation("("), .punctuation("["), .punctuation("<"):
        depth += 1
      case .punctuation(")") where depth == 0:
        return found || parameterRequiresUnusedLabel()
      case .punctuation(")"), .punctuation("]"), .punctuation(">"):
        depth -= 1
      case .punctuation(",") where depth == 0:
        if parameterRequiresUnusedLabel() { found = true }
      case .punctuation(":") where depth == 0 && !seenColon:
        seenColon = true
      case .word(let word) where depth == 0 && !seenColon:
        names.append(word)
      // A default value, a function type (a trailing closure drops its label) or a variadic parameter (`Int...`, which
      // a call may leave out entirely).
      case .symbol(let op) where seenColon && (op.hasPrefix("=") || op.contains("->") || op.contains("...")):
        optional = true
      case .punctuation("{"), .punctuation("}"):
        return false
      default:
        break
      }
    }
    return false
  }

  /// The module an `import` at `index` names, past any kind keyword (`import struct Foundation.Date`).
  private static func importedModule(after index: Int, in tokens: [SwiftTokens.Token]) -> String? {
    var cursor = index + 1
    while cursor < tokens.count, case .word(let word) = tokens[cursor],
      ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(word)
    {
      cursor += 1
    }
    guard cursor < tokens.count, case .word(let module) = tokens[cursor] else { return nil }
    return module
  }

  private func importProblem(_ module: String?) -> String? {
    guard let module, Self.forbiddenImports.contains(module), !allowedImports.contains(module) else { return nil }
    return "提交中不允许 import \(module) / a submission may not import \(module)"
  }

  /// A declaration named `name` that takes a name the grading suites rely on: a module's, a top-level name the suite
  /// uses from another module, or a member the suite uses, declared in an extension of a type not the student's.
  private func declarationProblem(_ keyword: String, _ name: String, depth: Int, extended: String?) -> String? {
    if protectedModules.contains(name) {
      return "\(keyword) \(name) 与评分测试使用的模块同名，请改名 / \(keyword) \(name) has the name of a module the grading suites "
        + "use; rename it"
    } else if depth == 0, keyword != "case", suiteUnqualifiedNames.contains(name), outsideNames.contains(name) {
      return "顶层的 \(keyword) \(name) 与评分测试从其他模块使用的名字相同，请改名（或放进你自己的类型里） / the top-level "
        + "\(keyword) \(name) has the name of something the grading suite uses from another module; rename it (or nest it "
        + "in a type of yours)"
    } else if let extended, suiteNames.contains(name), !suiteLocalNames.contains(name) {
      return "\(extended) 的扩展中的 \(keyword) \(name) 与评分测试使用的成员同名 / \(keyword) \(name) in an extension of "
        + "\(extended) has the name of a member the grading suite uses"
    }
    return nil
  }

  /// An initializer or subscript added to a type not the student's: a subscript always, an initializer when the suite
  /// uses the type.
  private func memberProblem(isSubscript: Bool, extended: String?) -> String? {
    guard let extended, isSubscript || suiteNames.contains(String(extended.split(separator: ".").last ?? "")) else {
      return nil
    }
    return "\(extended) 的扩展声明了\(isSubscript ? "下标" : "初始化方法") / an extension of \(extended) declares "
      + (isSubscript ? "a subscript" : "an initializer")
  }

  /// An operator the grading suite uses, declared at the top level or in an extension of a type not the student's.
  private func operatorProblem(_ op: String, depth: Int, extended: String?) -> String? {
    guard suiteNames.contains(op) else { return nil }
    if depth == 0 { return "评分测试用到了顶层运算符 \(op) / the top-level operator \(op) is used by the grading suite" }
    return extended.map {
      "评分测试用到了 \($0) 的扩展中的运算符 \(op) / the operator \(op) in an extension of \($0) is used by the grading suite"
    }
  }

  /// The operator a `func` token is followed by, if any.
  private static func operatorName(_ token: SwiftTokens.Token?) -> String? {
    switch token {
    case .symbol(let op)?: op
    case .punctuation("<")?: "<"
    case .punctuation(">")?: ">"
    default: nil
    }
  }

  /// Keywords that declare a name.
  static let declarationKeywords: Set<String> = [
    "struct", "class", "enum", "protocol", "actor", "typealias", "func", "var", "let", "case", "associatedtype", "macro",
    "precedencegroup",
  ]

  /// Every name a source uses (for the suite side), argument labels aside.
  ///
  /// A label (`searchRecipes(matching: query)`, the external name in `func search(matching query: String)`, a
  /// selector's `searchRecipes(matching:)`) is never looked up, so no member of the student's can take it: an honest
  /// helper `func matching(_:)` in an extension of `Array` then takes nothing from the suite.
  package static func names(in source: String) -> Set<String> {
    var names: Set<String> = []
    let tokens = SwiftTokens.lexed(source).tokens
    for (index, token) in tokens.enumerated() {
      switch token {
      case .word(let word):
        if !isArgumentLabel(at: index, in: tokens) { names.insert(word) }
      case .symbol(let symbol): names.insert(symbol)
      case .punctuation("<"), .punctuation(">"): names.insert(token == .punctuation("<") ? "<" : ">")
      default: continue
      }
    }
    return names
  }

  /// Whether the word at `index` is an argument label: right after an opening `(` or a `,` directly inside
  /// parentheses, and followed by `:` (a call's label, a selector's) or by a word and `:` (a declaration's external name).
  static func isArgumentLabel(at index: Int, in tokens: [SwiftTokens.Token]) -> Bool {
    guard index > 0, index + 1 < tokens.count else { return false }
    let next = tokens[index + 1]
    let labelled =
      next == .punctuation(":")
      || (index + 2 < tokens.count && tokens[index + 2] == .punctuation(":") && { if case .word = next { true } else { false } }())
    guard labelled else { return false }
    switch tokens[index - 1] {
    case .punctuation("("): return true
    case .punctuation(","): return innermostOpener(before: index - 1, in: tokens) == "("
    default: return false
    }
  }

  /// The bracket (`(`, `[` or `{`) that the token at `index` sits directly inside, if any.
  private static func innermostOpener(before index: Int, in tokens: [SwiftTokens.Token]) -> Character? {
    var depth = 0
    var cursor = index - 1
    while cursor >= 0 {
      if case .punctuation(let mark) = tokens[cursor] {
        switch mark {
        case ")", "]", "}": depth += 1
        case "(", "[", "{":
          if depth == 0 { return mark }
          depth -= 1
        default: break
        }
      }
      cursor -= 1
    }
    return nil
  }

  /// The names a source declares as local constants or variables (`let`/`var` inside a brace) whose every use is
  /// inside a block that declared them before it, and which never follow a `.`: the suite's own locals, which no
  /// member of a foreign type can stand for (a local is found before any member reached through `self`).
  static func localOnlyNames(in source: String) -> Set<String> {
    let tokens = SwiftTokens.lexed(source).tokens
    var scopes: [Set<String>] = [[]]
    var pending: Set<String> = []
    var declared: Set<String> = []
    var free: Set<String> = []
    for (index, token) in tokens.enumerated() {
      let previous = index > 0 ? tokens[index - 1] : nil
      switch token {
      case .punctuation("{"):
        scopes.append(pending)
        pending = []
      case .punctuation("}"):
        if scopes.count > 1 { scopes.removeLast() }
      case .word(let word):
        if previous == .punctuation(".") {
          free.insert(word)
        } else if previous == .word("let") || previous == .word("var") {
          // `if let x`, `while let x` and a condition list bind for the block that follows; `let x` and `guard let x`
          // for the rest of this one. Only inside a brace: a top-level declaration is no local.
          let before = index > 1 ? tokens[index - 2] : nil
          if [.word("if"), .word("while"), .punctuation(",")].contains(before) {
            pending.insert(word)
          } else if scopes.count > 1 {
            scopes[scopes.count - 1].insert(word)
          }
          declared.insert(word)
        } else {
          let isLabel = (previous == .punctuation("(") || previous == .punctuation(","))
            && index + 1 < tokens.count && tokens[index + 1] == .punctuation(":")
          if !isLabel, !scopes.contains(where: { $0.contains(word) }) { free.insert(word) }
        }
      default:
        continue
      }
    }
    return declared.subtracting(free)
  }

  /// Every word a source writes right before a `:`: the argument labels of its calls and of the functions it names
  /// (`contains(id:)`), with parameter, property and dictionary-key names.
  static func labels(in source: String) -> Set<String> {
    let tokens = SwiftTokens.lexed(source).tokens
    var labels: Set<String> = []
    for (index, token) in tokens.enumerated() where index + 1 < tokens.count && tokens[index + 1] == .punctuation(":") {
      if case .word(let word) = token { labels.insert(word) }
    }
    return labels
  }

  /// Every name a source uses on its own, not after a `.` (the names a top-level declaration could capture).
  ///
  /// An argument label (`Todo(title: "A")`, a word right after `(` or `,` and before `:` inside parentheses) names no
  /// declaration, so a student's top-level `let title` takes nothing from it.
  static func unqualifiedNames(in source: String) -> Set<String> {
    let tokens = SwiftTokens.lexed(source).tokens
    var names: Set<String> = []
    var brackets: [SwiftTokens.Token] = []
    for (index, token) in tokens.enumerated() {
      switch token {
      case .punctuation("("), .punctuation("["), .punctuation("{"): brackets.append(token)
      case .punctuation(")"), .punctuation("]"), .punctuation("}"): _ = brackets.popLast()
      case .word(let word):
        let previous = index > 0 ? tokens[index - 1] : nil
        guard previous != .punctuation(".") else { continue }
        let isLabel = (previous == .punctuation("(") || previous == .punctuation(","))
          && index + 1 < tokens.count && tokens[index + 1] == .punctuation(":") && brackets.last == .punctuation("(")
        if !isLabel { names.insert(word) }
      default: continue
      }
    }
    return names
  }

  /// Names a source declares at any depth (for the outside side: support modules and suite helpers).
  static func declaredNames(in source: String) -> Set<String> {
    let tokens = SwiftTokens.lexed(source).tokens
    var names: Set<String> = []
    for (index, token) in tokens.enumerated() where index + 1 < tokens.count {
      if case .word(let keyword) = token, declarationKeywords.contains(keyword), case .word(let name) = tokens[index + 1] {
        names.insert(name)
      }
    }
    return names
  }

  /// Names a suite file declares at its top level: the ones a student's top-level declaration can compete with. A
  /// name the suite declares inside a type or a function (a member, a local `let pure = …`) is found there first, and
  /// lookup stops at it, so no imported declaration takes its uses.
  static func topLevelDeclaredNames(in source: String) -> Set<String> {
    let tokens = SwiftTokens.lexed(source).tokens
    var names: Set<String> = []
    var depth = 0
    for (index, token) in tokens.enumerated() {
      switch token {
      case .punctuation("{"): depth += 1
      case .punctuation("}"): depth = max(0, depth - 1)
      case .word(let keyword) where depth == 0 && declarationKeywords.contains(keyword) && index + 1 < tokens.count:
        if case .word(let name) = tokens[index + 1] { names.insert(name) }
      default: continue
      }
    }
    return names
  }

  /// The names of parameters: a function's or initializer's (`func run(_ write: (Repo) async throws -> Void)`) and a
  /// closure's (`{ write in … }`, `{ (write: Writer) in … }`). A call of one (`write(repository)`) calls the
  /// student's own value, not the C library.
  static func parameterNames(in tokens: [SwiftTokens.Token]) -> Set<String> {
    var names: Set<String> = []
    for (index, token) in tokens.enumerated() {
      switch token {
      case .word("func"), .word("init"), .word("subscript"):
        guard let open = tokens[index...].prefix(40).firstIndex(of: .punctuation("(")),
          let (list, _) = EqualityScan.parameterNames(from: open, in: tokens)
        else { continue }
        names.formUnion(list)
      case .punctuation("{"):
        // `{ a, b in`, or `{ (a: A, b) async throws -> R in`: the words up to `in`, before any other brace.
        let window = tokens[(index + 1)...].prefix(40)
        guard let end = window.firstIndex(of: .word("in")),
          !window[..<end].contains(.punctuation("{")), !window[..<end].contains(.punctuation("}"))
        else { continue }
        if tokens[index + 1] == .punctuation("(") {
          names.formUnion(EqualityScan.parameterNames(from: index + 1, in: tokens)?.0 ?? [])
        } else {
          for case .word(let name) in window[..<end] { names.insert(name) }
        }
      default:
        continue
      }
    }
    return names
  }

  /// The types a token stream declares (see `OwnTypes`).
  static func ownTypes(in tokens: [SwiftTokens.Token]) -> OwnTypes {
    var own = OwnTypes()
    /// For each open brace: the full name of the type whose body it opened, or `nil` (a function, a closure…).
    var scopes: [String?] = []
    var pending: String?
    for (index, token) in tokens.enumerated() {
      switch token {
      case .word(let keyword) where ["struct", "class", "enum", "protocol", "actor", "typealias"].contains(keyword):
        guard index + 1 < tokens.count, case .word(let name) = tokens[index + 1],
          !["func", "var", "let", "subscript", "init"].contains(name)
        else { continue }
        own.names.insert(name)
        // A type nested in a function is nobody's to extend; a type alias is not a type of its own.
        guard keyword != "typealias", scopes.allSatisfy({ $0 != nil }) else { continue }
        let path = (scopes.last ?? nil).map { $0 + "." + name } ?? name
        own.paths.insert(path)
        pending = path
      case .word("extension"):
        pending = extendedPath(after: index, in: tokens).joined(separator: ".")
      case .punctuation("{"):
        scopes.append(pending)
        pending = nil
      case .punctuation("}"):
        if !scopes.isEmpty { scopes.removeLast() }
      default:
        continue
      }
    }
    return own
  }

  /// The type an `extension` keyword at `index` extends, as written (`Outer.Inner`, `Swift.Array`); sugar names the
  /// standard type it stands for (`[T]` and `[K: V]`: `Array`, `Dictionary`; `T?`: `Optional`).
  static func extendedPath(after index: Int, in tokens: [SwiftTokens.Token]) -> [String] {
    var cursor = index + 1
    if cursor < tokens.count, tokens[cursor] == .punctuation("[") {
      var depth = 0
      while cursor < tokens.count {
        if tokens[cursor] == .punctuation("[") { depth += 1 }
        if tokens[cursor] == .punctuation("]") { depth -= 1 }
        if depth == 1, tokens[cursor] == .punctuation(":") { return ["Dictionary"] }
        if depth == 0 { break }
        cursor += 1
      }
      return ["Array"]
    }
    var path: [String] = []
    while cursor < tokens.count {
      switch tokens[cursor] {
      case .word("where"): return path
      case .word(let word): path.append(word)
      case .punctuation("."): break
      case .symbol(let op) where op.hasPrefix("?") || op.hasPrefix("!"): return ["Optional"]
      case .punctuation("<"):
        // Generic arguments (`Array<Todo>`): skip them; an optional may follow.
        var depth = 0
        while cursor < tokens.count {
          switch tokens[cursor] {
          case .punctuation("<"): depth += 1
          case .punctuation(">"): depth -= 1
          case .symbol(let op) where op.hasPrefix(">"):
            // `>?` and `>!` are lexed as one operator.
            depth -= 1
            if depth == 0, op.dropFirst().hasPrefix("?") || op.dropFirst().hasPrefix("!") { return ["Optional"] }
          default: break
          }
          if depth == 0 { break }
          cursor += 1
        }
      default: return path
      }
      cursor += 1
    }
    return path
  }
}
