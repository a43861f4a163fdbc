import GraderCore
/// Small helpers for writing Swift source text.
enum SwiftSource {
  /// `text` as a Swift string literal, with quotes, backslashes and control characters escaped.
  static func literal(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          result += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// `["a", "b"]` for a list of texts.
  static func array(_ texts: [String]) -> String {
    "[" + texts.map(literal).joined(separator: ", ") + "]"
  }
}
