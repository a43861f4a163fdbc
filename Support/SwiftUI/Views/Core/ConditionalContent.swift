/// A view that is one of two views, as `@ViewBuilder` builds from `if`/`else`.
///
/// 两个视图之一：`@ViewBuilder` 把 `if`/`else` 组合成它。
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
  /// Which branch was taken, with its view.
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  nonisolated init(storage: Storage) {
    self.storage = storage
  }
}

extension _ConditionalContent: View {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}
