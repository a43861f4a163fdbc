/// A view that shows an image: an SF Symbol or an asset, by name.
///
/// 显示图片的视图：SF Symbol 或资源图片（按名字）。The stand-in keeps only the name.
public struct Image: Equatable, Sendable {
  let name: String

  /// An SF Symbol, such as `"checkmark.circle.fill"`.
  public init(systemName: String) {
    name = systemName
  }

  /// An image from the asset catalog of `bundle`.
  public init(_ name: String, bundle: Bundle? = nil) {
    self.name = name
  }
}

extension Image: View {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}
