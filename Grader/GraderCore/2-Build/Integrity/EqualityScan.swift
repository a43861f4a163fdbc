/// Equality written by hand that makes values compare the same whatever they hold, for the review flags: a comparison
/// operator whose body never reads one of its operands (`static func == (lhs: ViewState, rhs: ViewState) -> Bool
/// { true }`, which passes every check comparing the student's state with the expected one), and an `isEqual` override
/// (a subclass of `NSString` or `NSArray`, equal to every literal of the suite through `NSObject`'s `==`).
///
/// Honest equality reads both operands (`lhs.id == rhs.id`); honest code of these lessons never overrides `isEqual`.
/// A comparison between two types, or a generic one, is flagged by `ReviewScan` already (`mixedComparison`).
enum EqualityScan {
  /// Operators that compare two values.
  static let operators: Set<String> = ReviewScan.comparisons.union(["<", ">"])

  /// Foundation classes that can be written as a literal: a subclass of one is compared with the suite's literals.
  /// Flagged where a type inherits or aliases one.
  static let literalClasses: Set<String> = [
    "NSString", "NSMutableString", "NSNumber", "NSDecimalNumber", "NSArray", "NSMutableArray", "NSDictionary",
    "NSMutableDictionary", "NSSet", "NSMutableSet", "NSOrderedSet", "NSMutableOrderedSet", "NSCountedSet",
  ]

  /// The flags in one file's tokens.
  static func flags(_ lexed: SwiftTokens, file: String) -> [ReviewFlag] {
    let tokens = lexed.tokens
    var flags: [ReviewFlag] = []
    func flag(_ index: Int, _ seen: String, _ reason: ReviewScan.Reason) {
      flags.append(ReviewFlag(file: file, line: lexed.line(at: index), seen: seen, reason: reason.text))
    }
    for (index, token) in tokens.enumerated() {
      switch token {
      case .word("func") where index + 1 < tokens.count:
        if tokens[index + 1] == .word("isEqual") {
          flag(index, "func isEqual", .ignoredOperand)
        } else if let op = operatorName(tokens[index + 1]), operators.contains(op), ignoresAnOperand(afterName: index + 2, in: tokens) {
          flag(index, "func " + op, .ignoredOperand)
        }
      case .word(let word) where literalClasses.contains(word) && isInherited(at: index, in: tokens):
        flag(index, word, .literalTypes)
      default:
        continue
      }
    }
    return flags
  }

  /// Whether the type named at `index` is inherited or aliased (`class Many: NSArray`, `: Base, Foundation.NSString`,
  /// `typealias Base = NSString`), not only used (`(path as NSString).lastPathComponent`, an honest Foundation idiom).
  static func isInherited(at index: Int, in tokens: [SwiftTokens.Token]) -> Bool {
    var before = index - 1
    if before >= 1, tokens[before] == .punctuation("."), tokens[before - 1] == .word("Foundation") { before -= 2 }
    guard before >= 0 else { return false }
    return [.punctuation(":"), .punctuation(","), .symbol("=")].contains(tokens[before])
  }

  /// The operator a declared function is named with, if any.
  private static func operatorName(_ token: SwiftTokens.Token) -> String? {
    switch token {
    case .symbol(let symbol): symbol
    case .punctuation("<"): "<"
    case .punctuation(">"): ">"
    default: nil
    }
  }

  /// Whether the operator declared with its parameter list at `start` has a body that never names one of its
  /// parameters (or a parameter without a name, `_`), or compares nothing itself (no comparison operator, no `switch`:
  /// `{ same(lhs, rhs) }` hands both to a helper that may ignore them). Generic operators and requirements without a
  /// body are not judged.
  static func ignoresAnOperand(afterName start: Int, in tokens: [SwiftTokens.Token]) -> Bool {
    guard start < tokens.count, tokens[start] == .punctuation("("),
      let (names, end) = parameterNames(from: start, in: tokens), !names.isEmpty,
      let body = bodyWords(after: end, in: tokens)
    else { return false }
    return names.contains { $0 == "_" || !body.contains($0) } || !(body.contains("switch") || body.contains(comparing))
  }

  /// The mark `bodyWords` records for a comparison operator in a body.
  static let comparing = "<comparison>"

  /// The internal names of the parameters of the list that opens at `start`, and the index of its closing parenthesis:
  /// the word before each parameter's `:`, or a parameter's only word (a closure's `(a, b) in`).
  static func parameterNames(from start: Int, in tokens: [SwiftTokens.Token]) -> ([String], Int)? {
    var names: [String] = []
    var words: [String] = []
    var seenColon = false
    var depth = 0
    var cursor = start + 1
    func endParameter() {
      if !seenColon, words.count == 1 { names.append(words[0]) }
      words = []
      seenColon = false
    }
    while cursor < tokens.count {
      switch tokens[cursor] {
      case .punctuation("("), .punctuation("["), .punctuation("<"): depth += 1
      case .punctuation(")") where depth == 0:
        endParameter()
        return (names, cursor)
      case .punctuation(")"), .punctuation("]"), .punctuation(">"): depth -= 1
      case .punctuation(":") where depth == 0 && !seenColon:
        if let name = words.last { names.append(name) }
        seenColon = true
      case .punctuation(",") where depth == 0:
        endParameter()
      case .word(let word) where depth == 0 && !seenColon:
        words.append(word)
      default:
        break
      }
      cursor += 1
    }
    return nil
  }

  /// The words of the body that follows a declaration's parameter list (which closes at `end`), or `nil` when the
  /// declaration has no body (a protocol's requirement).
  static func bodyWords(after end: Int, in tokens: [SwiftTokens.Token]) -> Set<String>? {
    var cursor = end + 1
    while cursor < tokens.count, tokens[cursor] != .punctuation("{") {
      switch tokens[cursor] {
      case .punctuation("}"), .punctuation(";"): return nil
      case .word(let word) where SourceScan.declarationKeywords.contains(word) || ["static", "init", "subscript"].contains(word):
        return nil
      default: cursor += 1
      }
    }
    var words: Set<String> = []
    var depth = 0
    while cursor < tokens.count {
      switch tokens[cursor] {
      case .punctuation("{"): depth += 1
      case .punctuation("}"):
        depth -= 1
        if depth == 0 { return words }
      case .word(let word): words.insert(word)
      case .symbol(let symbol) where operators.contains(symbol): words.insert(comparing)
      case .punctuation("<"), .punctuation(">"): words.insert(comparing)
      default: break
      }
      cursor += 1
    }
    return words
  }
}
