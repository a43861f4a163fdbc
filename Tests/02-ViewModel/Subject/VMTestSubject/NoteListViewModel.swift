import Combine
import Foundation

/// The state behind the notes list, the subject of the lesson's test-writing exercise: 笔记列表背后的状态，本课写测试练习的被测对象。
///
/// What it promises (the tests you write check exactly this):
/// 它的约定（你写的测试要检查的正是这些）：
/// 1. `load()` succeeds: `notes` holds the service's notes, newest `updatedAt` first; `errorMessage` is `nil`;
///    `isLoading` is `false` once it returns. 读取成功：`notes` 是服务给的笔记，按 `updatedAt` 从新到旧；
///    `errorMessage` 为 `nil`；返回后 `isLoading` 为 `false`。
/// 2. `load()` fails: `errorMessage` holds some text; the notes already shown stay; `isLoading` is `false` once it
///    returns. 读取失败：`errorMessage` 是一段文字；已经显示的笔记保留；返回后 `isLoading` 为 `false`。
/// 3. A successful `load()` after a failed one clears `errorMessage` to `nil`. 失败之后再成功，`errorMessage` 清为 `nil`。
/// 4. `delete(_:)` has the service delete the note (by `id`), then loads again, so the note leaves the list.
///    `delete(_:)` 让服务按 `id` 删除笔记，然后重新读取，列表里不再有它。
@MainActor
public final class NoteListViewModel: ObservableObject {
  /// The notes to show, newest first: 要显示的笔记，最新的在前。
  @Published public private(set) var notes: [Note] = []
  /// Whether a load is in flight: 是否正在读取。
  @Published public private(set) var isLoading = false
  /// A message after a failed operation, `nil` after a successful load: 操作失败时的提示，读取成功后为 `nil`。
  @Published public private(set) var errorMessage: String?

  private let service: any NoteService

  /// Creates the view model with the service it reads from: 用它读取数据的服务创建 ViewModel。
  public init(service: any NoteService) {
    self.service = service
  }

  /// Loads the notes, newest first; a failure keeps the notes already shown. 读取笔记（最新的在前）；失败时保留已显示的笔记。
  public func load() async {
    isLoading = true
    // FAULT loadingStuck
    if Fault.isActive("loadingStuck") {
      await loadWithoutDefer()
      return
    }
    // END FAULT
    defer { isLoading = false }
    do {
      let fetched = try await service.fetchNotes()
      // FAULT unsorted
      if Fault.isActive("unsorted") {
        notes = fetched
        errorMessage = nil
        return
      }
      // END FAULT
      notes = fetched.sorted { $0.updatedAt > $1.updatedAt }
      // FAULT keepsStaleError
      if Fault.isActive("keepsStaleError") { return }
      // END FAULT
      errorMessage = nil
    } catch {
      // FAULT swallowsError
      if Fault.isActive("swallowsError") { return }
      // END FAULT
      // FAULT wipesOnFailure
      if Fault.isActive("wipesOnFailure") { notes = [] }
      // END FAULT
      errorMessage = "笔记加载失败 / Could not load the notes: \(error.localizedDescription)"
    }
  }

  /// Deletes `note` through the service, then reloads: 通过服务删除 `note`，然后重新读取。
  public func delete(_ note: Note) async {
    // FAULT deletesLocally
    if Fault.isActive("deletesLocally") {
      notes.removeAll { $0.id == note.id }
      return
    }
    // END FAULT
    do {
      try await service.deleteNote(id: note.id)
      // FAULT noReloadAfterDelete
      if Fault.isActive("noReloadAfterDelete") { return }
      // END FAULT
      await load()
    } catch {
      errorMessage = "删除失败 / Could not delete the note: \(error.localizedDescription)"
    }
  }

  // FAULT loadingStuck
  /// The faulty load: without `defer`, a failure skips the line that ends loading. 改坏的读取：没有 `defer`，失败时跳过了结束加载的那一行。
  private func loadWithoutDefer() async {
    do {
      notes = try await service.fetchNotes().sorted { $0.updatedAt > $1.updatedAt }
      errorMessage = nil
      isLoading = false
    } catch {
      errorMessage = "笔记加载失败 / Could not load the notes: \(error.localizedDescription)"
    }
  }
  // END FAULT
}
