import GraderCore
import GraderInstructor
import GraderStudent
/// Reads a command's arguments one by one, with the checks every option needs.
///
/// `--option=value` is read as `--option value`.
struct ArgumentReader {
  private var iterator: IndexingIterator<[String]>

  package init(_ arguments: [String]) {
    let split = arguments.flatMap { argument -> [String] in
      guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return [argument] }
      return [String(argument[..<equals]), String(argument[argument.index(after: equals)...])]
    }
    iterator = split.makeIterator()
  }

  /// The next argument, or `nil` at the end.
  mutating func next() -> String? {
    iterator.next()
  }

  /// The value that must follow `option`.
  mutating func value(for option: String) throws -> String {
    guard let value = iterator.next(), !value.hasPrefix("--") else { throw KitError.usage("\(option) 后面要跟一个值 / \(option) needs a value") }
    return value
  }

  /// The number that must follow `option`, within `range`.
  mutating func number(for option: String, in range: ClosedRange<Double>) throws -> Double {
    let text = try value(for: option)
    guard let number = Double(text), range.contains(number) else {
      let bounds = "\(TextReport.number(range.lowerBound)) to \(TextReport.number(range.upperBound))"
      throw KitError.usage("\(option) 要一个 \(bounds) 之间的数，而不是 \(text) / \(option) takes a number from \(bounds), not \(text)")
    }
    return number
  }
}
