import Foundation

/// Finds `@Suite` types and their `@Test` functions in Swift test sources, well enough to cross-check the manifest.
enum SuiteScanner {
  /// Suite type names mapped to the names of the `@Test` functions declared directly in their bodies.
  static func suites(inSource source: String) -> [String: [String]] {
    var suites: [String: [String]] = [:]
    let pattern = #"@Suite[^\n]*\n(?:\s*@\w+[^\n]*\n)*\s*(?:public\s+|final\s+)*(?:struct|class|enum|actor)\s+(\w+)[^{]*\{"#
    let regex = try! NSRegularExpression(pattern: pattern)
    let text = source as NSString
    for match in regex.matches(in: source, range: NSRange(location: 0, length: text.length)) {
      let name = text.substring(with: match.range(at: 1))
      let bodyStart = match.range.location + match.range.length
      let body = text.substring(with: NSRange(location: bodyStart, length: bodyLength(text, from: bodyStart)))
      suites[name] = testFunctions(inBody: body)
    }
    // Hidden checks are `@Test` functions in an extension of their suite (in the suite folder's Hidden/).
    let extensionPattern = #"(?m)^\s*extension\s+(\w+)[^{\n]*\{"#
    let extensionRegex = try! NSRegularExpression(pattern: extensionPattern)
    for match in extensionRegex.matches(in: source, range: NSRange(location: 0, length: text.length)) {
      let name = text.substring(with: match.range(at: 1))
      let bodyStart = match.range.location + match.range.length
      let body = text.substring(with: NSRange(location: bodyStart, length: bodyLength(text, from: bodyStart)))
      let tests = testFunctions(inBody: body)
      if !tests.isEmpty { suites[name, default: []] += tests }
    }
    return suites
  }

  /// The length of a body that starts just after its `{`, up to the matching `}`.
  private static func bodyLength(_ text: NSString, from start: Int) -> Int {
    var depth = 1
    var index = start
    var inString = false
    while index < text.length {
      let character = text.character(at: index)
      if character == 0x22 /* " */ && (index == 0 || text.character(at: index - 1) != 0x5C /* \ */) {
        inString.toggle()
      } else if !inString && character == 0x7B /* { */ {
        depth += 1
      } else if !inString && character == 0x7D /* } */ {
        depth -= 1
        if depth == 0 { return index - start }
      }
      index += 1
    }
    return text.length - start
  }

  private static func testFunctions(inBody body: String) -> [String] {
    let regex = try! NSRegularExpression(pattern: #"@Test\b[^\n]*\n?(?:\s*@\w+[^\n]*\n)*\s*(?:\w+\s+)*func\s+(\w+)"#)
    let text = body as NSString
    return regex.matches(in: body, range: NSRange(location: 0, length: text.length)).map {
      text.substring(with: $0.range(at: 1))
    }
  }
}
