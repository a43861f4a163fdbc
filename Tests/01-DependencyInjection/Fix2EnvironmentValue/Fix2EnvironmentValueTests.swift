import BookshelfCore
@testable import DIFix2
import GradingSupport
import SwiftUI
import Testing

/// Grades fix 2: `EnvironmentValues.bookRepository` must read and write through its key, live by default.
@MainActor
@Suite("改错题 2：环境值要用计算属性 / Fix 2: the environment value must be computed")
struct Fix2EnvironmentValue {
  @Test("没有注入时读到 LiveBookRepository / reads LiveBookRepository when nothing was injected")
  func defaultIsLiveRepository() {
    let repository = EnvironmentValues().bookRepository
    let isLive = repository is LiveBookRepository
    #expect(
      isLive,
      "未注入时 bookRepository 应读到键的默认值 LiveBookRepository()：get 里要返回 self[BookRepositoryKey.self] / with nothing injected, bookRepository should read the key's default LiveBookRepository(): return self[BookRepositoryKey.self] from get"
    )
  }

  @Test("注入的仓库能原样读回 / an injected repository is read back")
  func overrideIsReadBack() throws {
    let mock = MockBookRepository()
    var values = EnvironmentValues()
    values.bookRepository = mock

    let readBack = try #require(
      values.bookRepository as? MockBookRepository,
      "写入 Mock 后读到的不是 Mock：set 里要把 newValue 写进 self[BookRepositoryKey.self] / after writing a mock, reading did not give a mock back: set should store newValue in self[BookRepositoryKey.self]"
    )
    let isSameInstance = readBack === mock
    #expect(
      isSameInstance,
      "读回的应是刚才写入的同一个实例，而不是新建的 / the value read back should be the very instance written, not a new one"
    )
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
      "原值里写入的 Mock 丢失了：值应存放在 EnvironmentValues 里（通过键），不要存到全局变量 / the mock written to the original was lost: keep the value inside EnvironmentValues through the key, not in a global"
    )
    let copyValue = try #require(
      copy.bookRepository as? MockBookRepository,
      "副本里写入的 Mock 丢失了 / the mock written to the copy was lost"
    )
    let originalKept = originalValue === first
    let copyKept = copyValue === second
    #expect(
      originalKept,
      "修改副本改变了原值：值应通过键存放在 EnvironmentValues 内部 / changing a copy changed the original: store the value inside EnvironmentValues through the key"
    )
    #expect(
      copyKept,
      "副本没有读到自己写入的值 / the copy did not read back its own value"
    )
  }
}
