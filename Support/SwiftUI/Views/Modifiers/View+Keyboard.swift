/// A key that a keyboard shortcut uses, written as a character literal such as `"s"`: 快捷键用的按键。
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  /// The character of the key: 按键的字符。
  public var character: Character

  /// Creates the key for `character`.
  public init(_ character: Character) {
    self.character = character
  }

  public init(extendedGraphemeClusterLiteral character: Character) {
    self.character = character
  }

  public static let `return` = KeyEquivalent("\r")
  public static let escape = KeyEquivalent("\u{1B}")
  public static let delete = KeyEquivalent("\u{8}")
  public static let tab = KeyEquivalent("\t")
  public static let space = KeyEquivalent(" ")
}

/// The modifier keys held with a shortcut's key, such as `.command` or `[.command, .shift]`: 修饰键。
public struct EventModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: Int

  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  public static let capsLock = EventModifiers(rawValue: 1 << 0)
  public static let shift = EventModifiers(rawValue: 1 << 1)
  public static let control = EventModifiers(rawValue: 1 << 2)
  public static let option = EventModifiers(rawValue: 1 << 3)
  public static let command = EventModifiers(rawValue: 1 << 4)
  public static let numericPad = EventModifiers(rawValue: 1 << 5)
  public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

/// A key and its modifiers: 一个快捷键。
public struct KeyboardShortcut: Hashable, Sendable {
  /// The key: 按键。
  public var key: KeyEquivalent
  /// The modifier keys: 修饰键。
  public var modifiers: EventModifiers

  /// Creates a shortcut of `key` with `modifiers`.
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.key = key
    self.modifiers = modifiers
  }

  /// The Return key, for a screen's default button: 默认按钮的快捷键（回车）。
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// The Escape key, for a screen's cancel button: 取消按钮的快捷键（Esc）。
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

extension View {
  /// Triggers this control with `key` and `modifiers` (Command by default); nothing is pressed headless.
  ///
  /// 用快捷键触发这个控件；无界面时不会有按键。
  nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Triggers this control with `shortcut`.
  nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
    _HeadlessModifiedView(self)
  }
}
