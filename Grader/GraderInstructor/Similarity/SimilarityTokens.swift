import GraderCore
/// Swift source cut into tokens for comparing submissions: comments dropped, every identifier one placeholder, every
/// literal another, keywords, operators and brackets as written, each with the line it sits on.
///
/// The integrity scan's `SwiftTokens` skips literals and keeps no positions, both of which a comparison needs, so this
/// is a small lexer of its own. It never has to be exact: two submissions are cut the same way, which is all that counts.
struct SimilarityTokens: Sendable {
  /// One token: its normalised text and its 1-based line.
  struct Token: Sendable, Equatable {
    package var text: String
    package var line: Int
  }

  /// Words kept as written; every other identifier becomes `identifier`.
  static let keywords: Set<String> = [
    "actor", "any", "as", "associatedtype", "async", "await", "break", "case", "catch", "class", "continue", "default",
    "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard",
    "if", "import", "in", "init", "inout", "internal", "is", "let", "mutating", "nil", "nonisolated", "open", "operator",
    "private", "protocol", "public", "repeat", "rethrows", "return", "self", "Self", "some", "static", "struct",
    "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while", "weak",
    "lazy", "final", "override", "convenience", "required", "get", "set", "willSet", "didSet", "consuming", "borrowing",
  ]

  static let identifier = "ID"
  static let literal = "LIT"

  private(set) var tokens: [Token] = []

  package init(_ source: String) {
    let scalars = Array(source.unicodeScalars)
    var index = 0
    var line = 1
    func peek(_ offset: Int = 0) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }
    while let scalar = peek() {
      if scalar == "\n" {
        line += 1
        index += 1
      } else if scalar.properties.isWhitespace {
        index += 1
      } else if scalar == "/" && peek(1) == "/" {
        while let next = peek(), next != "\n" { index += 1 }
      } else if scalar == "/" && peek(1) == "*" {
        Self.skipBlockComment(scalars, &index, &line)
      } else if scalar == "\"" || (scalar == "#" && Self.rawStringStarts(scalars, index)) {
        let start = line
        Self.skipString(scalars, &index, &line)
        tokens.append(Token(text: Self.literal, line: start))
      } else if ("0"..."9").contains(scalar) {
        while let next = peek(), next.properties.isAlphabetic || ("0"..."9").contains(next) || next == "_"
          || (next == "." && peek(1).map { ("0"..."9").contains($0) } == true)
        { index += 1 }
        tokens.append(Token(text: Self.literal, line: line))
      } else if Self.isIdentifierStart(scalar) || scalar == "`" || scalar == "$" {
        var name = ""
        if scalar == "`" { index += 1 }
        while let next = peek(), Self.isIdentifierStart(next) || ("0"..."9").contains(next) || next == "$" {
          name.unicodeScalars.append(next)
          index += 1
        }
        if scalar == "`", peek() == "`" { index += 1 }
        if name.isEmpty { index += 1; continue }
        tokens.append(Token(text: scalar != "`" && Self.keywords.contains(name) ? name : Self.identifier, line: line))
      } else if Self.operatorCharacters.contains(scalar) {
        var text = ""
        while let next = peek(), Self.operatorCharacters.contains(next), !(next == "/" && (peek(1) == "/" || peek(1) == "*")) {
          text.unicodeScalars.append(next)
          index += 1
        }
        tokens.append(Token(text: text, line: line))
      } else {
        tokens.append(Token(text: String(scalar), line: line))
        index += 1
      }
    }
  }

  static let operatorCharacters = Set("/=-+!*%<>&|^~?.".unicodeScalars)

  static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isAlphabetic
  }

  static func rawStringStarts(_ scalars: [Unicode.Scalar], _ index: Int) -> Bool {
    var offset = index
    while offset < scalars.count, scalars[offset] == "#" { offset += 1 }
    return offset < scalars.count && scalars[offset] == "\""
  }

  static func skipBlockComment(_ scalars: [Unicode.Scalar], _ index: inout Int, _ line: inout Int) {
    index += 2
    var depth = 1
    while index < scalars.count, depth > 0 {
      let next = index + 1 < scalars.count ? scalars[index + 1] : " "
      if scalars[index] == "/" && next == "*" {
        depth += 1
        index += 2
      } else if scalars[index] == "*" && next == "/" {
        depth -= 1
        index += 2
      } else {
        if scalars[index] == "\n" { line += 1 }
        index += 1
      }
    }
  }

  /// Skips a string literal (plain, multi-line or raw) as one literal, interpolations included.
  static func skipString(_ scalars: [Unicode.Scalar], _ index: inout Int, _ line: inout Int) {
    var hashes = 0
    while index < scalars.count, scalars[index] == "#" {
      hashes += 1
      index += 1
    }
    func at(_ offset: Int) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }
    let multiline = at(0) == "\"" && at(1) == "\"" && at(2) == "\""
    let quotes = multiline ? 3 : 1
    index += quotes
    while let scalar = at(0) {
      if scalar == "\\" {
        index += 2
        continue
      }
      if scalar == "\n" {
        line += 1
        if !multiline { return }
      }
      if scalar == "\"", (0..<quotes).allSatisfy({ at($0) == "\"" }), (0..<hashes).allSatisfy({ at(quotes + $0) == "#" }) {
        index += quotes + hashes
        return
      }
      index += 1
    }
  }
}
