/// Single-slip variants of a reference solution, written as comments in its files, so the reference compiles unchanged.
///
/// A slip is the reference, wrong in one requirement only (`Requirement`); `grader verify` grades each one alone and
/// proves that it costs exactly that requirement's share. Two forms, both naming the requirement's id:
///
///     struct Todo: Identifiable, Hashable {  // SLIP hashable: struct Todo: Identifiable {
///
/// replaces one line (keeping its indentation; nothing after the colon deletes the line), and
///
///     // SLIP-BEGIN sorted
///     return items.sorted { $0.date < $1.date }
///     // SLIP-ELSE
///     // return items
///     // SLIP-END
///
/// replaces the lines between BEGIN and ELSE with the ELSE lines, uncommented (without ELSE the block is deleted).
/// Markers with the same id, in one file or several, are applied together.
public enum SlipMarkers {
  /// A marker that cannot be read, with its 1-based line.
  public struct Problem: Error, Equatable, CustomStringConvertible {
    public var line: Int
    public var reason: String
    public var description: String { "line \(line): \(reason)" }
  }

  /// The requirement ids `text`'s markers name, in the order they first appear.
  public static func ids(in text: String) throws(Problem) -> [String] {
    var seen: [String] = []
    for piece in try pieces(of: text) {
      if let id = piece.slipID, !seen.contains(id) { seen.append(id) }
    }
    return seen
  }

  /// `text` with the slip `id` applied and every other marker read as the reference.
  public static func applying(_ id: String, to text: String) throws(Problem) -> String {
    try render(text) { $0 == id }
  }

  /// `text` as the reference reads, with every marker and every slip's lines left out (what `grader solution` shows).
  public static func reference(_ text: String) throws(Problem) -> String {
    try render(text) { _ in false }
  }

  /// Whether `text` holds a marker at all (cheap; no parsing).
  public static func mentionsSlips(_ text: String) -> Bool {
    text.contains("// SLIP")
  }

  // MARK: - Reading

  /// A run of lines: plain lines, or one slip (inline or block) with its reference and slipped lines.
  private enum Piece {
    case plain(String)
    case slip(id: String, reference: [String], slipped: [String])

    var slipID: String? {
      if case .slip(let id, _, _) = self { id } else { nil }
    }
  }

  private static func render(_ text: String, applies: (String) -> Bool) throws(Problem) -> String {
    var lines: [String] = []
    for piece in try pieces(of: text) {
      switch piece {
      case .plain(let line): lines.append(line)
      case .slip(let id, let reference, let slipped): lines += applies(id) ? slipped : reference
      }
    }
    return lines.joined(separator: "\n")
  }

  private static func pieces(of text: String) throws(Problem) -> [Piece] {
    var pieces: [Piece] = []
    var block: (id: String, line: Int, reference: [String], slipped: [String]?)?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).enumerated() {
      let number = index + 1
      let trimmed = line.trimmingWhitespace
      if let id = directive("// SLIP-BEGIN", in: trimmed) {
        if block != nil { throw Problem(line: number, reason: "SLIP-BEGIN inside another SLIP block") }
        guard Requirement.isValidID(id) else { throw Problem(line: number, reason: "SLIP-BEGIN needs a requirement id") }
        block = (id, number, [], nil)
      } else if trimmed == "// SLIP-ELSE" {
        guard var open = block, open.slipped == nil else { throw Problem(line: number, reason: "SLIP-ELSE outside a SLIP block") }
        open.slipped = []
        block = open
      } else if trimmed == "// SLIP-END" {
        guard let open = block else { throw Problem(line: number, reason: "SLIP-END without SLIP-BEGIN") }
        pieces.append(.slip(id: open.id, reference: open.reference, slipped: open.slipped ?? []))
        block = nil
      } else if var open = block {
        if var slipped = open.slipped {
          guard let code = uncommented(line) else {
            throw Problem(line: number, reason: "a slip's lines between SLIP-ELSE and SLIP-END are comments (// …)")
          }
          slipped.append(code)
          open.slipped = slipped
        } else {
          open.reference.append(line)
        }
        block = open
      } else if let inline = try inline(line, number: number) {
        pieces.append(inline)
      } else {
        pieces.append(.plain(line))
      }
    }
    if let open = block { throw Problem(line: open.line, reason: "SLIP-BEGIN \(open.id) has no SLIP-END") }
    return pieces
  }

  /// `code  // SLIP id: replacement` as a slip of one line.
  private static func inline(_ line: String, number: Int) throws(Problem) -> Piece? {
    guard let marker = line.range(of: "// SLIP ") else { return nil }
    let code = String(line[..<marker.lowerBound])
    let rest = line[marker.upperBound...]
    guard let colon = rest.firstIndex(of: ":"), Requirement.isValidID(String(rest[..<colon])),
      !code.trimmingWhitespace.isEmpty
    else {
      throw Problem(line: number, reason: "an inline slip is `code  // SLIP id: replacement`")
    }
    let indentation = String(code.prefix { $0 == " " || $0 == "\t" })
    var reference = code
    while reference.last == " " || reference.last == "\t" { reference.removeLast() }
    let replacement = rest[rest.index(after: colon)...].trimmingWhitespace
    return .slip(
      id: String(rest[..<colon]), reference: [reference],
      slipped: replacement.isEmpty ? [] : [indentation + replacement])
  }

  private static func directive(_ name: String, in trimmed: String) -> String? {
    guard trimmed.hasPrefix(name + " ") else { return nil }
    return String(trimmed.dropFirst(name.count + 1)).trimmingWhitespace
  }

  /// `    // code` as `    code`: the first `//` and one space after it removed, indentation kept.
  private static func uncommented(_ line: String) -> String? {
    guard let slashes = line.range(of: "//"), line[..<slashes.lowerBound].allSatisfy({ $0 == " " || $0 == "\t" }) else {
      return line.trimmingWhitespace.isEmpty ? "" : nil
    }
    var rest = line[slashes.upperBound...]
    if rest.first == " " { rest = rest.dropFirst() }
    return String(line[..<slashes.lowerBound]) + rest
  }
}

extension StringProtocol {
  fileprivate var trimmingWhitespace: String {
    var text = Substring(self)
    while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
    while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
    return String(text)
  }
}
