import Foundation

/// The explanation added to an exercise's diagnostics when its code uses SwiftUI's `@Entry` macro.
///
/// Xcode 16 students write `@Entry var name: Type = value` in `extension EnvironmentValues`. On a Mac the macro expands
/// to a key and a computed property; on Linux the SwiftUI stand-in has no macros (they need swift-syntax), so the
/// compiler says "unknown attribute 'Entry'" and "extensions must not contain stored properties". The note says why, in
/// both languages, and shows the hand-written form, filled in with the student's own property when the excerpt shows it.
struct EntryMacroNote: Equatable {
  /// The compiler's message for `@Entry` where no such attribute exists.
  static let compilerMessage = "unknown attribute 'Entry'"

  /// The property the student declared with `@Entry`, as the note's example shows it.
  struct Property: Equatable {
    var modifiers: String
    package var name: String
    package var type: String
    var defaultValue: String

    /// The lesson's own property, shown when the student's declaration cannot be read from the excerpt.
    static let lessonExample = Property(
      modifiers: "", name: "todoRepository", type: "any TodoRepository", defaultValue: "SampleTodoRepository()")

    /// Reads `@Entry [modifiers] var name: Type = value` from a source line, or returns nil.
    package init?(declaration line: String) {
      guard let entry = line.range(of: "@Entry ") else { return nil }
      let rest = String(line[entry.upperBound...])
      guard let varKeyword = rest.range(of: "var ") else { return nil }
      let declaration = rest[varKeyword.upperBound...]
      guard let colon = declaration.firstIndex(of: ":"), let equals = declaration.firstIndex(of: "="), colon < equals
      else { return nil }
      let name = Self.trimmed(declaration[..<colon])
      let type = Self.trimmed(declaration[declaration.index(after: colon)..<equals])
      let afterEquals = declaration[declaration.index(after: equals)...]
      let value = Self.trimmed(afterEquals.range(of: "//").map { afterEquals[..<$0.lowerBound] } ?? afterEquals)
      guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !type.isEmpty, !value.isEmpty
      else { return nil }
      let modifiers = Self.trimmed(rest[..<varKeyword.lowerBound])
      self.init(modifiers: modifiers, name: name, type: type, defaultValue: value)
    }

    package init(modifiers: String, name: String, type: String, defaultValue: String) {
      self.modifiers = modifiers
      self.name = name
      self.type = type
      self.defaultValue = defaultValue
    }

    private static func trimmed(_ text: Substring) -> String {
      text.trimmingCharacters(in: .whitespaces)
    }

    /// The key's type name: the property's name with a capital first letter, then `Key`.
    var keyName: String {
      name.prefix(1).uppercased() + name.dropFirst() + "Key"
    }
  }

  /// The property the example shows.
  var property: Property

  /// The note for a group of diagnostics, when one of them is the compiler refusing `@Entry`; nil otherwise.
  ///
  /// The example uses the declaration from the excerpt line the error points at, or the lesson's own property.
  package init?(diagnostic block: _BuildLog.Block) {
    guard block.header.severity == .error, block.header.message == Self.compilerMessage else { return nil }
    let marker = "\(block.header.line) |"
    let source = block.lines.dropFirst().first { $0.trimmingCharacters(in: .whitespaces).hasPrefix(marker) }
    property = source.flatMap { Property(declaration: $0) } ?? .lessonExample
  }

  /// The note: why `@Entry` fails here, that it is fine on a Mac, and the key and property to write instead.
  package var text: String {
    let access = property.modifiers.isEmpty ? "" : property.modifiers + " "
    return """
      注意：`@Entry` 是 Apple 的 SwiftUI 提供的宏（Xcode 16 起）。在 Mac 上它没有问题；但评分在 Linux 上进行，这里只有 \
      SwiftUI 的替身，宏无法展开，所以才有下面的错误。请手写它展开后的代码：一个 EnvironmentKey，加上 EnvironmentValues \
      的计算属性。这样写在 Mac 和 Linux 上都能编译。
      Note: `@Entry` is a macro from Apple's SwiftUI (Xcode 16 and later). It is fine on a Mac, but grading runs on \
      Linux, where SwiftUI is only a stand-in and macros cannot expand: that is what the errors below mean. Write by \
      hand what it expands to, a key and a computed property; that compiles on a Mac and on Linux alike:

          private struct \(property.keyName): EnvironmentKey {
            static let defaultValue: \(property.type) = \(property.defaultValue)
          }

          extension EnvironmentValues {
            \(access)var \(property.name): \(property.type) {
              get { self[\(property.keyName).self] }
              set { self[\(property.keyName).self] = newValue }
            }
          }
      """
  }
}
