/// Names one check: a test function in a suite of an exercise's test target.
public struct CheckKey: Hashable, Sendable {
  public var testTarget: String
  public var suite: String
  public var name: String

  public init(testTarget: String, suite: String, name: String) {
    self.testTarget = testTarget
    self.suite = suite
    self.name = name
  }

  /// A `--filter` regular expression that matches this check's test ID and nothing else.
  var filterPattern: String {
    "^" + [testTarget, ".", suite, "/", name, "("].map(regularExpressionEscaped).joined()
  }
}

/// Escapes regular-expression metacharacters in a literal.
private func regularExpressionEscaped(_ text: String) -> String {
  var escaped = ""
  for character in text {
    if "\\^$.|?*+()[]{}".contains(character) { escaped.append("\\") }
    escaped.append(character)
  }
  return escaped
}
