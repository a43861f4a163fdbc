import SOTestSubject
import Testing
import VaultCore

// 写测试题：用你自己的内存存储测试 DraftViewModel
// Write tests: test DraftViewModel with your own in-memory storage
//
// 被测对象是 `DraftViewModel`（源码在 Tests/04-InjectingStateObject/Subject/SOTestSubject/DraftViewModel.swift，先读它的文档注释）。
// 它的 `send(_:)` 返回 `Reader<any SecureStorage, Void>`，所以测试只要 `viewModel.send(事件).apply(你的存储)`。
// The subject is `DraftViewModel` (source in Tests/04-InjectingStateObject/Subject/SOTestSubject/DraftViewModel.swift; read
// its documentation comments first). Its `send(_:)` returns a `Reader<any SecureStorage, Void>`, so a test just
// writes `viewModel.send(event).apply(yourStorage)`.
//
// TODO:
//   1. 在这个文件里写一个遵循 `SecureStorage` 的内存替身（例如 `final class TestStorage: SecureStorage`），
//      用字典保存数据，再加一个开关让它的每个方法都抛出错误；
//   2. 写 Swift Testing 测试（`@Test` 函数和 `#expect`），检查每个事件之后的 `viewState` 和存储里的内容，
//      包括失败的情况（存储抛错）以及失败之后再成功的情况。
//   评分方式：先用正确的 DraftViewModel 运行你的测试，它们必须全部通过；再用几个各藏了一处错误的版本运行，
//   你的测试每发现一个（至少有一个测试失败），就得到相应的分数。
// TODO:
//   1. in this file, write an in-memory stand-in conforming to `SecureStorage` (for example
//      `final class TestStorage: SecureStorage`) that keeps its data in a dictionary, with a switch that makes every
//      method throw;
//   2. write Swift Testing tests (`@Test` functions and `#expect`) that check `viewState` and what the storage holds
//      after each event, including failures (the storage throws) and a success after a failure.
//   How it is graded: your tests first run against the correct DraftViewModel, where every one of them must pass;
//   then against a few versions that each hide one mistake, and you score for each one your tests notice (at least
//   one test fails).
//
// 检查 / Check:  swift run grader --question so.tests1

@MainActor
@Suite("我的 DraftViewModel 测试 / My DraftViewModel tests")
struct DraftViewModelTests {
  // TODO: 在这里写测试 / write your tests here
}
