/// Reads a subcommand's arguments one by one, with the checks every option needs.
struct ArgumentReader {
  private var iterator: IndexingIterator<[String]>

  init(_ arguments: [String]) {
    iterator = arguments.makeIterator()
  }

  /// The next argument, or `nil` at the end.
  mutating func next() -> String? {
    iterator.next()
  }

  /// The value that must follow `option`.
  mutating func value(for option: String) throws -> String {
    guard let value = iterator.next(), !value.hasPrefix("--") else { throw KitError.usage("\(option) needs a value") }
    return value
  }

  /// The number that must follow `option`, at least `minimum`.
  mutating func number(for option: String, atLeast minimum: Double) throws -> Double {
    let text = try value(for: option)
    guard let number = Double(text), number >= minimum else {
      throw KitError.usage("\(option) takes a number of at least \(TextReport.number(minimum)), not \(text)")
    }
    return number
  }
}
