import SOTestSubject
import Testing
import VaultCore

/// An in-memory storage for the tests, which can be told to fail like a locked Keychain.
final class TestStorage: SecureStorage {
  struct Locked: Error {}

  var values: [String: String]
  var fails = false

  init(values: [String: String] = [:]) {
    self.values = values
  }

  func string(forKey key: String) throws -> String? {
    if fails { throw Locked() }
    return values[key]
  }

  func set(_ value: String, forKey key: String) throws {
    if fails { throw Locked() }
    values[key] = value
  }

  func removeValue(forKey key: String) throws {
    if fails { throw Locked() }
    values[key] = nil
  }
}

/// Reference tests for `DraftViewModel`: each event's state and storage, the failure path, and recovery.
@MainActor
@Suite("DraftViewModel 的参考测试 / Reference tests of DraftViewModel")
struct DraftViewModelTests {
  private let key = DraftViewModel.draftKey

  @Test("restore 读出保存的草稿 / restore reads the stored draft")
  func restoreReadsStoredDraft() {
    let viewModel = DraftViewModel()
    viewModel.send(.restore).apply(TestStorage(values: [key: "hello"]))
    #expect(viewModel.viewState == .init(text: "hello", isSaved: true, errorMessage: nil))
  }

  @Test("没有草稿时 restore 清空文字 / restore with no draft clears the text")
  func restoreWithoutDraftClearsText() {
    let viewModel = DraftViewModel()
    viewModel.send(.edit("unsaved")).apply(TestStorage())
    viewModel.send(.restore).apply(TestStorage())
    #expect(viewModel.viewState.text == "")
    #expect(viewModel.viewState.isSaved)
  }

  @Test("edit 改文字、标记未保存、不碰存储 / edit changes the text, marks it unsaved, leaves the storage alone")
  func editMarksUnsaved() {
    let storage = TestStorage()
    let viewModel = DraftViewModel()
    viewModel.send(.edit("draft")).apply(storage)
    #expect(viewModel.viewState.text == "draft")
    #expect(!viewModel.viewState.isSaved)
    #expect(storage.values.isEmpty)
  }

  @Test("save 写进 draftKey，restore 能读回 / save writes under draftKey and restore reads it back")
  func saveWritesUnderDraftKey() {
    let storage = TestStorage()
    let viewModel = DraftViewModel()
    viewModel.send(.edit("kept")).apply(storage)
    viewModel.send(.save).apply(storage)
    #expect(storage.values == [key: "kept"])
    #expect(viewModel.viewState.isSaved)
    let other = DraftViewModel()
    other.send(.restore).apply(storage)
    #expect(other.viewState.text == "kept")
  }

  @Test("save 失败时报告错误，仍是未保存 / a failed save reports an error and stays unsaved")
  func failedSaveReportsError() {
    let storage = TestStorage()
    let viewModel = DraftViewModel()
    viewModel.send(.edit("lost?")).apply(storage)
    storage.fails = true
    viewModel.send(.save).apply(storage)
    #expect(viewModel.viewState.errorMessage != nil)
    #expect(!viewModel.viewState.isSaved)
    #expect(viewModel.viewState.text == "lost?")
  }

  @Test("失败后再成功会清掉错误 / a success after a failure clears the error")
  func successClearsError() {
    let storage = TestStorage()
    let viewModel = DraftViewModel()
    viewModel.send(.edit("retry")).apply(storage)
    storage.fails = true
    viewModel.send(.save).apply(storage)
    storage.fails = false
    viewModel.send(.save).apply(storage)
    #expect(viewModel.viewState.errorMessage == nil)
    #expect(viewModel.viewState.isSaved)
    #expect(storage.values[key] == "retry")
  }

  @Test("discard 删除存储里的草稿并清空文字 / discard removes the stored draft and clears the text")
  func discardRemovesStoredDraft() {
    let storage = TestStorage(values: [key: "old", "other": "kept"])
    let viewModel = DraftViewModel()
    viewModel.send(.restore).apply(storage)
    viewModel.send(.discard).apply(storage)
    #expect(storage.values == ["other": "kept"])
    #expect(viewModel.viewState == .init(text: "", isSaved: true, errorMessage: nil))
  }
}
