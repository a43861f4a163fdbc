import BookshelfCore
@testable import DIFix2
import GradingSupport
import SwiftUI
import Testing

/// Grades fix 2: `EnvironmentValues.bookRepository` must read and write through its key, live by default.
///
/// Two requirements: the default (`defaultIsLiveRepository`), and a value that lives inside each `EnvironmentValues`
/// (`overrideIsReadBack` and `copiesAreIndependent`, two views of it). The default check writes a live repository into
/// another environment first, so a property kept in a global or static variable fails only the second requirement,
/// whatever the other checks wrote before.
/// 两个要求：默认值，以及值存放在各自的 `EnvironmentValues` 里（两项检查从两个角度看它）。检查默认值之前先往另一个环境写入
/// 一个真实仓库，所以存进全局或静态变量的写法只丢第二个要求，不受其他检查先前写入的影响。
/// Every write goes through `Fix2Probe`, so a get-only `bookRepository` still compiles with the suite and loses only the
/// second requirement. 所有写入都通过 `Fix2Probe`，只读的 `bookRepository` 也能和测试一起编译，只丢第二个要求。
@MainActor
@Suite("改错题 2：环境值要用计算属性 / Fix 2: the environment value must be computed")
struct Fix2EnvironmentValue {
  @Test("没有注入时读到 LiveBookRepository / reads LiveBookRepository when nothing was injected")
  func defaultIsLiveRepository() {
    var elsewhere = EnvironmentValues()
    _ = Fix2Probe.set(LiveBookRepository(), on: &elsewhere)
    let repository = EnvironmentValues().bookRepository
    let isLive = repository is LiveBookRepository
    #expect(
      isLive,
      "从一个新建、没有注入过的 EnvironmentValues 读 bookRepository，读到的是 \(type(of: repository))，应为键的默认值 LiveBookRepository() / reading bookRepository from a new EnvironmentValues that nothing was injected into gave a \(type(of: repository)); it should be the key's default, LiveBookRepository()"
    )
  }

  @Test("注入的仓库能原样读回，每个环境读回自己的 / an injected repository is read back, each environment its own")
  func overrideIsReadBack() {
    let mock = MockBookRepository()
    let otherMock = MockBookRepository()
    var values = EnvironmentValues()
    var other = EnvironmentValues()
    guard Fix2Probe.set(mock, on: &values), Fix2Probe.set(otherMock, on: &other) else {
      Testing.Issue.record(Fix2Probe.readOnly)
      return
    }

    let readBack = values.bookRepository as? MockBookRepository
    let isSameInstance = readBack.map { $0 === mock } ?? false
    #expect(
      isSameInstance,
      "往一个 EnvironmentValues 写入 Mock、再往另一个写入另一个 Mock 之后，从第一个读回的不是它自己写入的那个实例 / after writing one mock into an EnvironmentValues and another mock into a second one, the first did not read back the instance written into it"
    )
    let otherReadBack = other.bookRepository as? MockBookRepository
    let otherIsSame = otherReadBack.map { $0 === otherMock } ?? false
    #expect(
      otherIsSame,
      "第二个 EnvironmentValues 读回的不是写入它的那个 Mock / the second EnvironmentValues did not read back the mock written into it"
    )
  }

  @Test("EnvironmentValues 的副本互不影响 / copies of EnvironmentValues are independent")
  func copiesAreIndependent() {
    let first = MockBookRepository()
    let second = MockBookRepository()
    var original = EnvironmentValues()
    guard Fix2Probe.set(first, on: &original) else {
      Testing.Issue.record(Fix2Probe.readOnly)
      return
    }
    var copy = original
    _ = Fix2Probe.set(second, on: &copy)

    let originalObject = original.bookRepository as AnyObject
    let copyObject = copy.bookRepository as AnyObject
    let originalKept = originalObject === first
    let copyKept = copyObject === second
    #expect(
      originalKept,
      "往原值写入一个 Mock、复制、再往副本写入另一个 Mock 之后，原值读回的不是写入它的那个 Mock / after writing a mock into the original, copying it and writing another mock into the copy, the original did not read back the mock written into it"
    )
    #expect(
      copyKept,
      "副本读回的不是写入副本的那个 Mock / the copy did not read back the mock written into it"
    )
  }
}
