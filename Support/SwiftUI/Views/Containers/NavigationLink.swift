/// A control that pushes a destination view on the enclosing navigation stack.
///
/// 导航链接：点击后把目标视图压入所在的导航栈。
public struct NavigationLink<Label: View, Destination: View> {
  let label: Label
  /// The destination view; `nil` for a link that pushes a value.
  let destination: Destination?

  /// A link with a custom label to `destination`.
  nonisolated public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.destination = destination()
    self.label = label()
  }

  /// A link with a custom label to `destination` (the form before `navigationDestination`).
  nonisolated public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }
}

extension NavigationLink: View {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}

extension NavigationLink where Label == Text {
  /// A link with a localized title to `destination`.
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination, label: { Text(titleKey) })
  }

  /// A link with a string title to `destination`.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination, label: { Text(title) })
  }

  /// A link with a localized title to `destination` (the form before `navigationDestination`).
  nonisolated public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(destination: destination, label: { Text(titleKey) })
  }

  /// A link with a string title to `destination` (the form before `navigationDestination`).
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: destination, label: { Text(title) })
  }
}

extension NavigationLink where Destination == Never {
  /// A link that pushes `value`; the stack's `navigationDestination(for:)` shows it.
  nonisolated public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
    destination = nil
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// A link with a localized title that pushes `value`.
  nonisolated public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.init(value: value, label: { Text(titleKey) })
  }

  /// A link with a string title that pushes `value`.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value, label: { Text(title) })
  }
}
