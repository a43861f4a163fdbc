/// A view that shows a root view and the views pushed on top of it.
///
/// 导航栈：显示根视图以及压在它上面的视图。
public struct NavigationStack<Data, Root: View> {
  let root: Root

  /// A stack that manages its own path.
  nonisolated public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
  }

  /// A stack whose path is the value behind `path`.
  nonisolated public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
  }
}

extension NavigationStack: View {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}
