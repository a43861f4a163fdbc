import GraderCore
import GraderInstructor
import GraderStudent
/// One option of a command: its names, the value it takes, its help line, and what it sets.
///
/// A command lists its options once; that list drives both parsing and `--help`.
struct CommandOption<Options>: Sendable {
  /// The option's spellings, the long one first, such as `["--jobs", "-j"]`.
  var names: [String]
  /// The placeholder of the value it takes, such as `N`; `nil` for a flag.
  var valueName: LocalizedText?
  var help: LocalizedText
  /// Sets the option; a flag gets an empty string.
  var apply: @Sendable (inout Options, String) throws -> Void

  /// A flag, such as `--no-progress`.
  static func flag(
    _ names: String..., help: LocalizedText, _ set: @escaping @Sendable (inout Options) -> Void
  ) -> CommandOption {
    CommandOption(names: names, valueName: nil, help: help) { options, _ in set(&options) }
  }

  /// An option that takes a text value.
  static func value(
    _ names: String..., valueName: LocalizedText, help: LocalizedText,
    _ set: @escaping @Sendable (inout Options, String) throws -> Void
  ) -> CommandOption {
    CommandOption(names: names, valueName: valueName, help: help, apply: set)
  }

  /// An option that takes a number within `range`.
  static func number(
    _ names: String..., valueName: LocalizedText, in range: ClosedRange<Double>, help: LocalizedText,
    _ set: @escaping @Sendable (inout Options, Double) -> Void
  ) -> CommandOption {
    let name = names[0]
    return CommandOption(names: names, valueName: valueName, help: help) { options, text in
      guard let number = Double(text), range.contains(number) else {
        let bounds = "\(TextReport.number(range.lowerBound)) to \(TextReport.number(range.upperBound))"
        throw KitError.usage("\(name) 要一个 \(bounds) 之间的数，而不是 \(text) / \(name) takes a number from \(bounds), not \(text)")
      }
      set(&options, number)
    }
  }

  /// An option whose value is one of an enumeration's raw values.
  static func choice<Value: RawRepresentable & CaseIterable & Sendable>(
    _ names: String..., of _: Value.Type, help: LocalizedText,
    _ set: @escaping @Sendable (inout Options, Value) -> Void
  ) -> CommandOption where Value.RawValue == String {
    let name = names[0]
    let all = Value.allCases.map(\.rawValue).joined(separator: "|")
    return CommandOption(names: names, valueName: LocalizedText(en: all, zh: all), help: help) { options, text in
      guard let value = Value(rawValue: text) else {
        let choices = Value.allCases.map(\.rawValue).joined(separator: ", ")
        throw KitError.usage("\(name) 只能是 \(choices) 之一，而不是 \(text) / \(name) is one of \(choices), not \(text)")
      }
      set(&options, value)
    }
  }
}
