/// The student's own protocols, what their extensions declare, and which types that are not the student's adopt them:
/// the way around the extension rule of `SourceScan` through a protocol.
///
/// `protocol Many: Collection {}`, `extension Many where Element == String { func contains(_: String) -> Bool { true } }`
/// and an empty `extension Array: Many {}` declare nothing in an extension of `Array`, yet the suite's
/// `names.contains("x")` now calls the student's `contains`: a member of a protocol that refines `Sequence` is more
/// specialised than `Sequence`'s own, so overload resolution prefers it (measured with Swift 6.3: `contains`, `first`,
/// `isEmpty`, `sorted()`, `allSatisfy` and `map` on `[String]` all went to the student's). A foreign type adopting a
/// student protocol is honest (`extension URLSession: HTTPClient {}`); that protocol's extensions declaring a name the
/// suite uses is what is refused.
struct ProtocolAdoption: Sendable {
  /// Every protocol the student's files declare, with the protocols each one lists after its name.
  var refines: [String: Set<String>] = [:]
  /// For each of those protocols, the names its extensions declare (members and operators), each with where.
  var extensionMembers: [String: [(name: String, place: String)]] = [:]
  /// Types that are not the student's adopting one of those protocols: the protocol, the type and where.
  var adoptions: [(protocol: String, type: String, place: String)] = []

  /// Reads the declarations of one file; `isForeign` says whether an extended type (as written) is not the student's.
  mutating func read(_ lexed: SwiftTokens, file: String, isForeign: ([String]) -> Bool) {
    let tokens = lexed.tokens
    for (index, token) in tokens.enumerated() where token == .word("protocol") {
      guard index + 1 < tokens.count, case .word(let name) = tokens[index + 1] else { continue }
      refines[name, default: []].formUnion(Self.inheritance(after: index + 1, in: tokens))
    }
    var scopes: [String?] = []
    var pending: String?
    for (index, token) in tokens.enumerated() {
      switch token {
      case .word("extension"):
        let path = SourceScan.extendedPath(after: index, in: tokens)
        pending = path.last
        guard isForeign(path) else { continue }
        for adopted in Self.inheritance(after: index, in: tokens) {
          adoptions.append((adopted, path.joined(separator: "."), "\(file):\(lexed.line(at: index))"))
        }
      case .punctuation("{"):
        scopes.append(pending)
        pending = nil
      case .punctuation("}"):
        if !scopes.isEmpty { scopes.removeLast() }
      case .word(let keyword) where SourceScan.declarationKeywords.contains(keyword) || keyword == "subscript":
        guard let extended = scopes.last ?? nil, let name = Self.declaredName(after: index, keyword: keyword, in: tokens)
        else { continue }
        extensionMembers[extended, default: []].append((name, "\(file):\(lexed.line(at: index))"))
      default:
        continue
      }
    }
  }

  /// Sentences refusing each adoption of a student protocol whose extensions (or those of a student protocol it
  /// refines) declare a name in `suiteNames`.
  func problems(suiteNames: Set<String>) -> [String] {
    var problems: [String] = []
    for adoption in adoptions where refines[adoption.protocol] != nil {
      let shadowing = reachable(from: adoption.protocol).sorted().flatMap { owner in
        (extensionMembers[owner] ?? []).filter { suiteNames.contains($0.name) }.map { (owner, $0) }
      }
      guard let (owner, member) = shadowing.first else { continue }
      let name = PrintableText.escaped(member.name, keepingLineBreaks: false)
      let type = PrintableText.escaped(adoption.type, keepingLineBreaks: false)
      let owned = PrintableText.escaped(owner, keepingLineBreaks: false)
      problems.append(
        "\(adoption.place): \(type) 采用了你自己的协议 \(owned)，而它的扩展（\(member.place)）声明了评分测试用到的 \(name)"
          + " / \(type) adopts your protocol \(owned), whose extension (\(member.place)) declares \(name), which the"
          + " grading suite uses")
    }
    return problems
  }

  /// The student protocols `name` is, or refines, directly or through others.
  private func reachable(from name: String) -> Set<String> {
    var seen: Set<String> = []
    var queue = [name]
    while let next = queue.popLast() {
      guard refines[next] != nil, seen.insert(next).inserted else { continue }
      queue += refines[next] ?? []
    }
    return seen
  }

  /// The name a declaration keyword at `index` declares: a word, an operator (`func ==`), or `subscript`.
  private static func declaredName(after index: Int, keyword: String, in tokens: [SwiftTokens.Token]) -> String? {
    if keyword == "subscript" { return "subscript" }
    guard index + 1 < tokens.count else { return nil }
    switch tokens[index + 1] {
    case .word(let name): return name
    case .symbol(let op) where keyword == "func": return op
    case .punctuation(let mark) where keyword == "func" && (mark == "<" || mark == ">"): return String(mark)
    default: return nil
    }
  }

  /// The names in the inheritance clause that follows the declaration at `index` (`extension [T]: P, Q & R where …`,
  /// `protocol P: Q`), up to its `where` or body; generic arguments and sugar are skipped, qualified names give their
  /// last part.
  static func inheritance(after index: Int, in tokens: [SwiftTokens.Token]) -> [String] {
    var cursor = index + 1
    var depth = 0
    var names: [String] = []
    var inClause = false
    while cursor < tokens.count {
      let token = tokens[cursor]
      cursor += 1
      switch token {
      case .punctuation("["), .punctuation("<"), .punctuation("("): depth += 1
      case .punctuation("]"), .punctuation(">"), .punctuation(")"): depth -= 1
      case .symbol(let op) where op.hasPrefix(">"): depth -= op.filter { $0 == ">" }.count
      case .punctuation("{"), .word("where"): return names
      case .punctuation(":") where depth == 0: inClause = true
      case .word(let word) where inClause && depth == 0:
        // A qualified name (`Module.P`) keeps its last part.
        if cursor < tokens.count, tokens[cursor] == .punctuation(".") { continue }
        if !["any", "some"].contains(word) { names.append(word) }
      default: continue
      }
    }
    return names
  }
}
