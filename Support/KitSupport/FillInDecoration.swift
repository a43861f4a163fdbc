/// How a blank's word may be written with the punctuation Swift puts around it: 填空词可以带的自然修饰。
///
/// Each blank allows only the decoration its word really takes in Swift, so `@Environment` counts for the property
/// wrapper but `.Environment` does not. 每个空只接受这个词在 Swift 里真正会带的修饰。
public enum FillInDecoration: Sendable {
  /// The word alone: `EnvironmentKey`. 只接受词本身。
  case none
  /// An attribute or property wrapper: `Environment` or `@Environment`. 特性或属性包装器，可带前导 `@`。
  case attribute
  /// A method or view modifier: `environment`, `.environment`, `environment()` or `.environment()`.
  /// 方法或视图修饰符，可带前导 `.` 和结尾的 `()`。
  case member
  /// A macro: `expect`, `#expect`, `expect()` or `#expect()`. 宏，可带前导 `#` 和结尾的 `()`。
  case macro

  /// The ways to write `word` with this decoration, the word alone first.
  public func forms(of word: String) -> [String] {
    switch self {
    case .none: [word]
    case .attribute: [word, "@" + word]
    case .member: [word, "." + word, word + "()", "." + word + "()"]
    case .macro: [word, "#" + word, word + "()", "#" + word + "()"]
    }
  }
}
