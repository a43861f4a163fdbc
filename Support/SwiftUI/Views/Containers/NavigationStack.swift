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

  /// A stack whose path is a collection of values of one type, such as `[Book]`.
  nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    self.root = root()
  }
}

extension NavigationStack: View {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}

/// The navigation container before `NavigationStack` (deprecated by Apple, still compiled).
///
/// `NavigationStack` 之前的导航容器（Apple 已不推荐，但仍能编译）。
public struct NavigationView<Content: View> {
  let content: Content

  /// A navigation view of the views that `content` builds.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension NavigationView: View {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}
