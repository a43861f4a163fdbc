/// Content that is one of two, as `@ViewBuilder` builds from `if`/`else`.
///
/// 两个视图之一：`@ViewBuilder` 把 `if`/`else` 组合成它。
public struct _ConditionalContent<TrueContent, FalseContent> {
  /// Which branch was taken, with its content.
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  nonisolated init(storage: Storage) {
    self.storage = storage
  }

  nonisolated init(toolbarStorage: Storage) {
    storage = toolbarStorage
  }
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}
