import Foundation

/// A control that picks a date, a time or both.
///
/// 日期选择器：选择日期、时间或两者。
public struct DatePicker<Label: View> {
  /// The parts of a date a picker shows.
  public typealias Components = DatePickerComponents

  let label: Label

  /// A date picker with a custom label.
  nonisolated public init(
    selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  /// A date picker within `range`, with a custom label.
  nonisolated public init(
    selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }
}

extension DatePicker: View {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}

extension DatePicker where Label == Text {
  /// A date picker with a localized title.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    label = Text(titleKey)
  }

  /// A date picker with a localized title, within `range`.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    label = Text(titleKey)
  }

  /// A date picker with a localized title, from `range`'s lower bound on.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    label = Text(titleKey)
  }

  /// A date picker with a localized title, up to `range`'s upper bound.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    label = Text(titleKey)
  }

  /// A date picker with a string title.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    label = Text(title)
  }
}

/// The parts of a date that a `DatePicker` shows.
///
/// 日期选择器显示的部分：日期、时分。
public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: UInt

  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  public static let hourAndMinute = DatePickerComponents(rawValue: 1)
  public static let date = DatePickerComponents(rawValue: 2)
}
