/// The result builder that turns the statements of a view closure or `body` into one view.
///
/// 视图构建器：把闭包或 `body` 里的多条语句组合成一个视图。
/// The types it produces are Apple's: several views make a `TupleView`, `if` without `else` an `Optional`,
/// `if`/`else` a `_ConditionalContent`.
@resultBuilder
public struct ViewBuilder {
  /// Passes a view through unchanged.
  public static func buildExpression<Content: View>(_ content: Content) -> Content {
    content
  }

  /// An empty block builds an `EmptyView`.
  public static func buildBlock() -> EmptyView {
    EmptyView()
  }

  /// A block with one view builds that view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content {
    content
  }

  /// A block with several views builds a `TupleView` of them, in order.
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
    TupleView((repeat each content))
  }

  /// An `if` without `else` builds an optional view.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? {
    content
  }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// An `if #available` branch, erased so that the enclosing type does not name newer types.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
