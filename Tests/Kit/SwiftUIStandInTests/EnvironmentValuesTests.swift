import SwiftUI
import Testing

/// The semantics the Linux stand-in claims; they use only real SwiftUI API, so they also run against the framework on macOS.
@MainActor
@Suite("EnvironmentValues 替身的语义 / semantics of the EnvironmentValues stand-in")
struct EnvironmentValuesTests {
  @Test("未设置的键读到默认值 / an unset key reads its default")
  func unsetKeyReadsDefault() {
    let values = EnvironmentValues()
    #expect(values[GreetingKey.self] == "你好")
    #expect(values[CounterKey.self] == 0)
  }

  @Test("写入的值能读回 / a written value is read back")
  func writtenValueIsReadBack() {
    var values = EnvironmentValues()
    values[GreetingKey.self] = "hello"
    #expect(values[GreetingKey.self] == "hello")
  }

  @Test("副本与原值互不影响 / a copy and its original are independent")
  func copiesAreIndependent() {
    var original = EnvironmentValues()
    original[CounterKey.self] = 1
    var copy = original
    copy[CounterKey.self] = 2
    original[GreetingKey.self] = "only in the original"

    #expect(original[CounterKey.self] == 1)
    #expect(copy[CounterKey.self] == 2)
    #expect(copy[GreetingKey.self] == "你好")
  }

  @Test("两个键互不影响 / two keys do not affect each other")
  func keysAreIndependent() {
    var values = EnvironmentValues()
    values[CounterKey.self] = 42
    #expect(values[GreetingKey.self] == "你好")
    values[GreetingKey.self] = "hi"
    #expect(values[CounterKey.self] == 42)
  }

  @Test("最后一次写入生效 / the last write wins")
  func lastWriteWins() {
    var values = EnvironmentValues()
    values[CounterKey.self] = 1
    values[CounterKey.self] = 2
    values[CounterKey.self] = 3
    #expect(values[CounterKey.self] == 3)
  }
}
