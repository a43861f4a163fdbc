import SwiftUI
import Testing

// https://developer.apple.com/documentation/swiftui/text: Text is Equatable. A string literal is a LocalizedStringKey
// (https://developer.apple.com/documentation/swiftui/localizedstringkey), a String value uses init(_:) for
// StringProtocol; both show the same characters when there is no translation.
@Suite("Text 替身的语义 / semantics of the Text stand-in")
struct TextTests {
  @Test("相同的文字相等，不同的不相等 / equal text is equal, different text is not")
  func equality() {
    let name = "Ada"
    #expect(Text("Ada") == Text("Ada"))
    #expect(Text("Ada") != Text("Grace"))
    #expect(Text(name) == Text(verbatim: "Ada"))
  }

  @Test("插值的字面量包含插入的值 / an interpolated literal holds the interpolated values")
  func interpolation() {
    let count = 3
    let name = "Ada"
    #expect(Text("\(name) has \(count)") == Text(verbatim: "Ada has 3"))
  }
}
