/// Views computed from the elements of a collection, one per element, identified by an `ID`.
///
/// 按集合中的元素逐个生成视图，每个元素用 `ID` 标识。
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// The collection the views come from.
  public var data: Data

  /// The function that builds the view of one element.
  public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  /// One view per element of a collection of `Identifiable` elements.
  nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
  }
}

extension ForEach where Content: View {
  /// One view per element, identified by the property at `id`.
  nonisolated public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// One view per number of a constant range.
  nonisolated public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
  }
}

extension ForEach where Content: View {
  /// One view per element of a collection behind a binding, each given a binding to its element, as in
  /// `ForEach($todos) { $todo in Toggle(todo.title, isOn: $todo.isDone) }`.
  ///
  /// 对绑定后面的集合逐个生成视图，每个视图拿到自己那个元素的绑定。
  nonisolated public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C.Element: Identifiable, C.Index: Hashable {
    let collection = data.wrappedValue
    self.data = collection.indices.lazy.map { ($0, collection[$0].id) }
    self.content = { element in
      content(Binding(location: _ProjectedLocation(base: data.location, keyPath: \C.[element.0])))
    }
  }
}
