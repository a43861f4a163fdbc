import Foundation
import Testing
import VMTestSubject

/// A note service the tests control: fixed notes, failures on demand, and a record of deletions.
/// 测试可以控制的笔记服务：固定的笔记、按需失败、记录删除了哪些笔记。
actor MockNoteService: NoteService {
  struct Failure: Error {}

  private var notes: [Note]
  private var failing = false
  private(set) var deletedIDs: [Note.ID] = []

  init(notes: [Note]) {
    self.notes = notes
  }

  func setFailing(_ failing: Bool) {
    self.failing = failing
  }

  func fetchNotes() async throws -> [Note] {
    if failing { throw Failure() }
    return notes
  }

  func deleteNote(id: Note.ID) async throws {
    if failing { throw Failure() }
    deletedIDs.append(id)
    notes.removeAll { $0.id == id }
  }
}

/// The reference tests: one test per promise of `NoteListViewModel`. 参考测试：`NoteListViewModel` 的每条约定一个测试。
@MainActor
@Suite("NoteListViewModel 的测试 / Tests of NoteListViewModel")
struct NoteListViewModelTests {
  let old = Note(id: 1, title: "旧 / Old", updatedAt: Date(timeIntervalSince1970: 1_700_000_000))
  let new = Note(id: 2, title: "新 / New", updatedAt: Date(timeIntervalSince1970: 1_700_500_000))
  let middle = Note(id: 3, title: "中 / Middle", updatedAt: Date(timeIntervalSince1970: 1_700_200_000))

  @Test("读取成功：从新到旧，没有错误，不再加载 / a successful load: newest first, no error, not loading")
  func loadSucceeds() async {
    let viewModel = NoteListViewModel(service: MockNoteService(notes: [old, new, middle]))

    await viewModel.load()

    #expect(viewModel.notes == [new, middle, old])
    #expect(viewModel.errorMessage == nil)
    #expect(!viewModel.isLoading)
  }

  @Test("读取失败：给出提示，保留旧笔记，不再加载 / a failed load: a message, the old notes kept, not loading")
  func loadFails() async {
    let service = MockNoteService(notes: [old, new])
    let viewModel = NoteListViewModel(service: service)
    await viewModel.load()

    await service.setFailing(true)
    await viewModel.load()

    #expect(viewModel.errorMessage != nil)
    #expect(viewModel.notes == [new, old])
    #expect(!viewModel.isLoading)
  }

  @Test("失败之后再成功会清除错误 / a success after a failure clears the error")
  func successClearsError() async {
    let service = MockNoteService(notes: [old])
    let viewModel = NoteListViewModel(service: service)
    await service.setFailing(true)
    await viewModel.load()
    #expect(viewModel.errorMessage != nil)

    await service.setFailing(false)
    await viewModel.load()

    #expect(viewModel.errorMessage == nil)
  }

  @Test("删除：交给服务，然后重新读取 / delete goes through the service, then reloads")
  func deleteReloads() async {
    let service = MockNoteService(notes: [old, new])
    let viewModel = NoteListViewModel(service: service)
    await viewModel.load()

    await viewModel.delete(old)

    #expect(await service.deletedIDs == [old.id])
    #expect(viewModel.notes == [new])
  }
}
