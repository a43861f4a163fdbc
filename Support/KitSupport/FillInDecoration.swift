/// How a blank's word may be written with the punctuation Swift puts around it: 填空词可以带的自然修饰。
///
/// Each blank allows only the decoration its word really takes in Swift, so `@Environment` counts for the property
/// wrapper but `.Environment` does not. 每个空只接受这个词在 Swift 里真正会带的修饰。
public enum FillInDecoration: String, Codable, CaseIterable, Sendable {
  /// The word alone, possibly module-qualified or after `extension`: `EnvironmentKey`, `SwiftUI.EnvironmentValues`.
  /// 只接受词本身（可带模块名限定，或写在 `extension` 之后）。
  case none
  /// An attribute or property wrapper: `Environment`, `@Environment`, `@Environment(\.key)`.
  /// 特性或属性包装器，可带前导 `@` 和参数。
  case attribute
  /// A method or view modifier: `environment`, `.environment(…)`, `environment(_:_:)`.
  /// 方法或视图修饰符，可带前导 `.`、参数或参数标签。
  case member
  /// A macro: `expect`, `#expect`, `#expect(…)`. 宏，可带前导 `#` 和参数。
  case macro

  /// The sigil that may lead the word: `@`, `.` or `#`.
  public var sigil: Character? {
    switch self {
    case .none: nil
    case .attribute: "@"
    case .member: "."
    case .macro: "#"
    }
  }

  /// Whether the word may be followed by an argument list or a selector such as `(_:_:)`.
  public var allowsArguments: Bool { self != .none }
}
