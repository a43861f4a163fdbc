/// A view that says there is nothing to show, such as an empty list or a search without results.
///
/// “没有内容”视图：例如列表为空、搜索没有结果时显示。
public struct ContentUnavailableView<Label: View, Description: View, Actions: View> {
  let label: Label
  let description: Description
  let actions: Actions

  /// Creates the view from a label, a description and actions.
  nonisolated public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }
}

extension ContentUnavailableView: View {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// A localized title with an SF Symbol and an optional description.
  nonisolated public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.init(label: { SwiftUI.Label(title, systemImage: name) }, description: { description }, actions: { EmptyView() })
  }

  /// A string title with an SF Symbol and an optional description.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(label: { SwiftUI.Label(title, systemImage: name) }, description: { description }, actions: { EmptyView() })
  }

  /// A localized title with an image from the asset catalog and an optional description.
  nonisolated public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
    self.init(
      label: { SwiftUI.Label(title: { Text(title) }, icon: { Image(name) }) }, description: { description },
      actions: { EmptyView() })
  }
}

/// The parts of the standard "no results" view, as `ContentUnavailableView.search` shows them.
public struct SearchUnavailableContent {
  /// The standard label: a magnifying glass and "No Results".
  public struct Label: View {
    public typealias Body = Never

    public var body: Never {
      _primitiveBody(Self.self)
    }
  }

  /// The standard description, naming the search text when there is one.
  public struct Description: View {
    let text: String?

    public typealias Body = Never

    public var body: Never {
      _primitiveBody(Self.self)
    }
  }

  /// The standard actions: none.
  public struct Actions: View {
    public typealias Body = Never

    public var body: Never {
      _primitiveBody(Self.self)
    }
  }
}

extension ContentUnavailableView
where
  Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
  Actions == SearchUnavailableContent.Actions
{
  /// The standard view for a search without results.
  nonisolated public static var search: ContentUnavailableView<Label, Description, Actions> {
    ContentUnavailableView(
      label: { SearchUnavailableContent.Label() }, description: { SearchUnavailableContent.Description(text: nil) },
      actions: { SearchUnavailableContent.Actions() })
  }

  /// The standard view for a search for `text` without results.
  nonisolated public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
    ContentUnavailableView(
      label: { SearchUnavailableContent.Label() }, description: { SearchUnavailableContent.Description(text: text) },
      actions: { SearchUnavailableContent.Actions() })
  }
}
