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
