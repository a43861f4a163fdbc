/// A scrolling list of rows.
///
/// 可滚动的列表。
public struct List<SelectionValue: Hashable, Content: View> {
  let content: Content

  nonisolated init(content: Content) {
    self.content = content
  }
}

extension List: View {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}

extension List where SelectionValue == Never {
  /// A list of the rows that `content` builds.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.init(content: content())
  }

  /// A list with one row per element of a collection of `Identifiable` elements.
  nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(content: ForEach(data, content: rowContent))
  }

  /// A list with one row per element, identified by the property at `id`.
  nonisolated public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(content: ForEach(data, id: id, content: rowContent))
  }
}

extension List {
  /// A list of the rows that `content` builds, where people may select one row.
  nonisolated public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.init(content: content())
  }

  /// A list of the rows that `content` builds, where people may select several rows.
  nonisolated public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.init(content: content())
  }

  /// A list with one row per `Identifiable` element, where people may select one row.
  nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(content: ForEach(data, content: rowContent))
  }

  /// A list with one row per element, identified by the property at `id`, where people may select one row.
  nonisolated public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(content: ForEach(data, id: id, content: rowContent))
  }

  /// A list with one row per `Identifiable` element, where people may select several rows.
  nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(content: ForEach(data, content: rowContent))
  }
}

extension List where SelectionValue == Never {
  /// A list with one row per element of a collection behind a binding, each row given a binding to its element.
  nonisolated public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  )
  where
    Content == ForEach<LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, C.Element.ID, RowContent>,
    C.Element: Identifiable, C.Index: Hashable
  {
    self.init(content: ForEach(data, content: rowContent))
  }

  /// A list with one row per number of a constant range.
  nonisolated public init<RowContent: View>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent> {
    self.init(content: ForEach(data, content: rowContent))
  }
}

/// How a list looks, as `.listStyle(.plain)` sets it.
///
/// 列表样式。
public protocol ListStyle {}

/// The platform's default list style.
public struct DefaultListStyle: ListStyle {
  public init() {}
}

/// A list without decoration.
public struct PlainListStyle: ListStyle {
  public init() {}
}

/// A list inset from the edges.
public struct InsetListStyle: ListStyle {
  public init() {}
}

/// A list styled as a sidebar.
public struct SidebarListStyle: ListStyle {
  public init() {}
}

extension ListStyle where Self == DefaultListStyle {
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
  public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetListStyle {
  public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension View {
  /// Sets the style of the lists inside this view.
  nonisolated public func listStyle<S: ListStyle>(_ style: S) -> some View {
    _HeadlessModifiedView(self)
  }
}

