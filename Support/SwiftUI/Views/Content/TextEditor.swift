/// A control that edits multi-line text through a binding.
///
/// 多行文本编辑器：通过绑定编辑一段可以换行的文字。
public struct TextEditor {
  let text: Binding<String>

  /// Creates an editor of the string behind `text`.
  nonisolated public init(text: Binding<String>) {
    self.text = text
  }
}

extension TextEditor: View {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}
