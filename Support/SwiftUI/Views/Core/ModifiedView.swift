/// What every headless modifier returns, behind `some View` (not part of SwiftUI's API).
///
/// Apple's modifiers return opaque or `ModifiedContent` types that render the change; the stand-in has nothing to
/// render, so each modifier only checks its arguments' types and wraps the view it was applied to.
struct _HeadlessModifiedView<Content: View> {
  let content: Content

  nonisolated init(_ content: Content) {
    self.content = content
  }
}

extension _HeadlessModifiedView: View {
  typealias Body = Never

  var body: Never {
    _primitiveBody(Self.self)
  }
}
