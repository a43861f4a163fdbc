/// A view whose rows come from a collection, such as `ForEach`, which can then take `onDelete`.
///
/// 由集合生成行的视图（例如 `ForEach`），可以接 `.onDelete`。
public protocol DynamicViewContent: View {
  /// The type of the collection the rows come from.
  associatedtype Data: Collection

  /// The collection the rows come from.
  var data: Data { get }
}

extension DynamicViewContent {
  /// Lets people delete rows; `action` receives the offsets of the deleted rows.
  nonisolated public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
    _HeadlessModifiedDynamicContent(self)
  }
}

/// What `onDelete` returns, behind `some DynamicViewContent` (not part of SwiftUI's API).
struct _HeadlessModifiedDynamicContent<Base: DynamicViewContent> {
  let base: Base

  nonisolated init(_ base: Base) {
    self.base = base
  }
}

extension _HeadlessModifiedDynamicContent: DynamicViewContent {
  typealias Body = Never

  var data: Base.Data {
    base.data
  }

  var body: Never {
    _primitiveBody(Self.self)
  }
}
