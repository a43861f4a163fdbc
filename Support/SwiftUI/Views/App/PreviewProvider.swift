/// A type that supplies previews in Xcode's canvas (the form before `#Preview`).
///
/// 提供 Xcode 画布预览的类型（`#Preview` 之前的写法）。Nothing shows them on Linux; they type-check.
@MainActor @preconcurrency
public protocol PreviewProvider {
  /// The type of view `previews` returns.
  associatedtype Previews: View

  /// The views to preview.
  @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
}
