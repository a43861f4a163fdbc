/// Items of a toolbar, as `.toolbar { ToolbarItem(placement: …) { … } }` builds them.
///
/// 工具栏内容：`.toolbar { ToolbarItem(placement: …) { … } }` 里的条目。
@MainActor @preconcurrency
public protocol ToolbarContent {
  /// The type of content that `body` returns.
  associatedtype Body: ToolbarContent

  /// The toolbar content, built with `@ToolbarContentBuilder`.
  @ToolbarContentBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: ToolbarContent {}

/// One item of a toolbar, placed at `placement`.
public struct ToolbarItem<ID, Content: View> {
  let content: Content
}

extension ToolbarItem where ID == () {
  /// An item showing the view that `content` builds, at `placement`.
  nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension ToolbarItem: ToolbarContent {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}

/// Several items of a toolbar at one placement.
public struct ToolbarItemGroup<Content: View> {
  let content: Content

  /// A group showing the views that `content` builds, at `placement`.
  nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension ToolbarItemGroup: ToolbarContent {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}

/// Where a toolbar item goes.
///
/// 工具栏条目的位置。
public struct ToolbarItemPlacement: Sendable {
  private let name: String

  private init(_ name: String) {
    self.name = name
  }

  public static let automatic = ToolbarItemPlacement("automatic")
  public static let principal = ToolbarItemPlacement("principal")
  public static let navigation = ToolbarItemPlacement("navigation")
  public static let primaryAction = ToolbarItemPlacement("primaryAction")
  public static let secondaryAction = ToolbarItemPlacement("secondaryAction")
  public static let status = ToolbarItemPlacement("status")
  public static let confirmationAction = ToolbarItemPlacement("confirmationAction")
  public static let cancellationAction = ToolbarItemPlacement("cancellationAction")
  public static let destructiveAction = ToolbarItemPlacement("destructiveAction")
}

/// The result builder of toolbar content.
@resultBuilder
public struct ToolbarContentBuilder {
  public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content {
    content
  }

  public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content {
    content
  }

  public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> some ToolbarContent {
    _HeadlessTupleToolbarContent((repeat each content))
  }

  public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? {
    content
  }

  public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(toolbarStorage: .trueContent(first))
  }

  public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(toolbarStorage: .falseContent(second))
  }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
  public var body: Never {
    _primitiveBody(Self.self)
  }
}

extension _ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
  public var body: Never {
    _primitiveBody(Self.self)
  }
}

/// Several toolbar items as one, behind `some ToolbarContent` (not part of SwiftUI's API).
struct _HeadlessTupleToolbarContent<T> {
  let value: T

  nonisolated init(_ value: T) {
    self.value = value
  }
}

extension _HeadlessTupleToolbarContent: ToolbarContent {
  typealias Body = Never

  var body: Never {
    _primitiveBody(Self.self)
  }
}

extension View {
  /// Puts the items that `content` builds in the toolbar.
  nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
    _HeadlessModifiedView(self)
  }
}
