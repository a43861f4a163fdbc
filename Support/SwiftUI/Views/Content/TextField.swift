import Foundation

/// A control that edits a string through a binding.
///
/// 文本输入框：通过绑定编辑一个字符串。`prompt:` 是输入框为空时显示的提示；`axis: .vertical` 让它随内容变高。
public struct TextField<Label: View> {
  let label: Label

  nonisolated init(label: Label) {
    self.label = label
  }
}

extension TextField: View {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}

extension TextField where Label == Text {
  /// Creates a field with a localized placeholder.
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(label: Text(titleKey))
  }

  /// Creates a field with a localized title and a prompt shown while it is empty.
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(label: Text(titleKey))
  }

  /// Creates a field that grows along `axis` when its text does not fit.
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(label: Text(titleKey))
  }

  /// Creates a field with a prompt that grows along `axis`.
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(label: Text(titleKey))
  }

  /// Creates a field with a string placeholder.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(label: Text(title))
  }

  /// Creates a field with a string title and a prompt.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(label: Text(title))
  }

  /// Creates a field with a string title that grows along `axis`.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(label: Text(title))
  }

  /// Creates a field with a string title and a prompt that grows along `axis`.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(label: Text(title))
  }

  /// Creates a field that edits a value through a parseable format style, such as `.number`.
  nonisolated public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(label: Text(titleKey))
  }
}

extension TextField {
  /// Creates a field with a custom label and an optional prompt.
  nonisolated public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(label: label())
  }

  /// Creates a field with a custom label that grows along `axis`.
  nonisolated public init(
    text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label
  ) {
    self.init(label: label())
  }
}

/// The horizontal or vertical dimension.
///
/// 水平或垂直方向。
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
  case horizontal, vertical

  /// A set of axes.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8

    public init(rawValue: Int8) {
      self.rawValue = rawValue
    }

    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}
