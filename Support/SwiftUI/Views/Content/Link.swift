import Foundation

/// A control that opens a URL.
///
/// 打开一个网址的链接。
public struct Link<Label: View> {
  let destination: URL
  let label: Label

  /// A link with a custom label.
  nonisolated public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }
}

extension Link: View {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}

extension Link where Label == Text {
  /// A link with a localized title.
  nonisolated public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination, label: { Text(titleKey) })
  }

  /// A link with a string title.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination, label: { Text(title) })
  }
}
