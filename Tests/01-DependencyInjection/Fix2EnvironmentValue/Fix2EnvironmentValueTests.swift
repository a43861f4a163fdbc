import BookshelfCore
@testable import DIFix2
import GradingSupport
import SwiftUI
import Testing

/// Grades fix 2: `EnvironmentValues.bookRepository` must read and write through its key, live by default.
@MainActor
@Suite("改错题 2：环境值要用计算属性 / Fix 2: the environment value must be computed")
struct Fix2EnvironmentValue {
  @Test("没有注入时读到 LiveBookRepository，别处的注入不影响它 / reads LiveBookRepository when nothing was injected, whatever was injected elsewhere")
  func defaultIsLiveRepository() {
    var elsewhere = EnvironmentValues()
    elsewhere.bookRepository = MockBookRepository()
    let repository = EnvironmentValues().bookRepository
    let isLive = repository is LiveBookRepository
    #expect(
      isLive,
      "一个没有注入过的 EnvironmentValues 应读到键的默认值 LiveBookRepository()，不受其他环境的写入影响 / an EnvironmentValues that nothing was injected into should read the key's default, LiveBookRepository(), whatever was written to other environments"
    )
  }

  @Test("注入的仓库能原样读回，每个环境读回自己的 / an injected repository is read back, each environment its own")
  func overrideIsReadBack() {
    let mock = MockBookRepository()
    let otherMock = MockBookRepository()
    var values = EnvironmentValues()
    var other = EnvironmentValues()
    values.bookRepository = mock
    other.bookRepository = otherMock

    let readBack = values.bookRepository as? MockBookRepository
    let isSameInstance = readBack.map { $0 === mock } ?? false
    #expect(
      isSameInstance,
      "写入 Mock 后读回的不是同一个实例（或者被另一个环境的写入覆盖了）/ after writing a mock, reading did not give that very instance back (or a write to another environment replaced it)"
    )
    let otherReadBack = other.bookRepository as? MockBookRepository
    let otherIsSame = otherReadBack.map { $0 === otherMock } ?? false
    #expect(otherIsSame, "第二个环境没有读回自己注入的 Mock / a second environment did not read back its own mock")
  }

  @Test("EnvironmentValues 的副本互不影响 / copies of EnvironmentValues are independent")
  func copiesAreIndependent() throws {
    let first = MockBookRepository()
    let second = MockBookRepository()
    var original = EnvironmentValues()
    original.bookRepository = first
    var copy = original
    copy.bookRepository = second

    let originalValue = try #require(
      original.bookRepository as? MockBookRepository,
      "原值里写入的 Mock 丢失了 / the mock written to the original was lost"
    )
    let copyValue = try #require(
      copy.bookRepository as? MockBookRepository,
      "副本里写入的 Mock 丢失了 / the mock written to the copy was lost"
    )
    let originalKept = originalValue === first
    let copyKept = copyValue === second
    #expect(
      originalKept,
      "修改副本改变了原值：EnvironmentValues 是值类型，副本应互不影响 / changing a copy changed the original: EnvironmentValues is a value type, so copies should not affect each other"
    )
    #expect(
      copyKept,
      "副本没有读到自己写入的值 / the copy did not read back its own value"
    )
  }
}
