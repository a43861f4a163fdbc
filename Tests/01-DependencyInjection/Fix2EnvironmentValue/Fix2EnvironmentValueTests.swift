import BookshelfCore
@testable import DIFix2
import GradingSupport
import SwiftUI
import Testing

/// Grades fix 2: `EnvironmentValues.makeBookRepository` must read and write through its key, making live repositories
/// by default.
///
/// Two requirements: the default (`defaultIsLiveRepository`), and a value that lives inside each `EnvironmentValues`
/// (`overrideIsReadBack` and `copiesAreIndependent`, two views of it). The default check writes a factory of a live
/// repository into another environment first, so a property kept in a global or static variable fails only the second
/// requirement, whatever the other checks wrote before.
/// 两个要求：默认值，以及值存放在各自的 `EnvironmentValues` 里（两项检查从两个角度看它）。检查默认值之前先往另一个环境写入
/// 一个创建真实仓库的工厂，所以存进全局或静态变量的写法只丢第二个要求，不受其他检查先前写入的影响。
/// Every write goes through `Fix2Probe`, so a get-only `makeBookRepository` still compiles with the suite and loses only the
/// second requirement. 所有写入都通过 `Fix2Probe`，只读的 `makeBookRepository` 也能和测试一起编译，只丢第二个要求。
@MainActor
@Suite("改错题 2：环境值要用计算属性 / Fix 2: the environment value must be computed")
struct Fix2EnvironmentValue {
  @Test("没有注入时工厂创建 LiveBookRepository / the factory makes a LiveBookRepository when nothing was injected")
  func defaultIsLiveRepository() {
    var elsewhere = EnvironmentValues()
    _ = Fix2Probe.set(LiveBookRepository(), on: &elsewhere)
    let repository = Fix2Probe.made(from: EnvironmentValues())
    let isLive = repository is LiveBookRepository
    #expect(
      isLive,
      "从一个新建、没有注入过的 EnvironmentValues 读出 makeBookRepository 并调用，得到的是 \(type(of: repository))，应为键的默认工厂创建的 LiveBookRepository / calling makeBookRepository read from a new EnvironmentValues that nothing was injected into gave a \(type(of: repository)); the key's default factory should make a LiveBookRepository"
    )
  }

  @Test("注入的工厂能原样读回，每个环境读回自己的 / an injected factory is read back, each environment its own")
  func overrideIsReadBack() {
    let mock = MockBookRepository()
    let otherMock = MockBookRepository()
    var values = EnvironmentValues()
    var other = EnvironmentValues()
    guard Fix2Probe.set(mock, on: &values), Fix2Probe.set(otherMock, on: &other) else {
      Testing.Issue.record(Fix2Probe.readOnly)
      return
    }

    let readBack = Fix2Probe.made(from: values) as? MockBookRepository
    let isSameInstance = readBack.map { $0 === mock } ?? false
    #expect(
      isSameInstance,
      "往一个 EnvironmentValues 写入返回某个 Mock 的工厂、再往另一个写入返回另一个 Mock 的工厂之后，第一个读回的工厂给出的不是它自己那个 Mock / after writing a factory of one mock into an EnvironmentValues and a factory of another mock into a second one, the factory read back from the first did not give its own mock"
    )
    let otherReadBack = Fix2Probe.made(from: other) as? MockBookRepository
    let otherIsSame = otherReadBack.map { $0 === otherMock } ?? false
    #expect(
      otherIsSame,
      "第二个 EnvironmentValues 读回的工厂给出的不是写入它的那个 Mock / the factory read back from the second EnvironmentValues did not give the mock written into it"
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

    let originalObject = Fix2Probe.made(from: original) as AnyObject
    let copyObject = Fix2Probe.made(from: copy) as AnyObject
    let originalKept = originalObject === first
    let copyKept = copyObject === second
    #expect(
      originalKept,
      "往原值写入一个 Mock 的工厂、复制、再往副本写入另一个 Mock 的工厂之后，原值读回的工厂给出的不是它自己那个 Mock / after writing a factory of one mock into the original, copying it and writing a factory of another mock into the copy, the factory read back from the original did not give its own mock"
    )
    #expect(
      copyKept,
      "副本读回的工厂给出的不是写入副本的那个 Mock / the factory read back from the copy did not give the mock written into it"
    )
  }
}
