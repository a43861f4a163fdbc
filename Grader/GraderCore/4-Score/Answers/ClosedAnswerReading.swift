/// What a student wrote for one closed-answer constant, read from the source without compiling it.
public enum ClosedAnswerReading: Hashable, Sendable {
  /// A literal: a truth value, a number, a text or a list of texts.
  case value(AnswerValue)
  /// A choice written as `.c`, `Choice.c` or `Choice(rawValue: "C")`: the option's name as written (`c`, `C`, `e`),
  /// or `nil` for a raw value that is not an option.
  case choice(String?)
  /// `nil` (or an empty text): not answered yet.
  case unanswered
  /// Something other than a literal, with its source text.
  case notLiteral(String)
  /// The file declares no such constant.
  case missing
}
