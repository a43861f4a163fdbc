/// A view that scrolls its content.
///
/// 可以滚动的视图。
public struct ScrollView<Content: View> {
  /// The scrollable content.
  public var content: Content

  /// A scroll view along `axes`.
  nonisolated public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension ScrollView: View {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}

/// A vertical stack that creates its rows only when they scroll into view.
///
/// 惰性垂直栈：行滚动到可见时才创建。
public struct LazyVStack<Content: View> {
  let content: Content

  /// Creates a lazy vertical stack.
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
}

extension LazyVStack: View {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}

/// The parts of a lazy stack that stay pinned while it scrolls.
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32

  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
