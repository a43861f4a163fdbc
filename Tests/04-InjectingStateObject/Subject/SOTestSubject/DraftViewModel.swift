import Combine
import VaultCore

/// The state behind a secure note draft: the text being written, whether it is saved, and the last error.
///
/// 一份加密笔记草稿背后的状态：正在写的文字、是否已保存、最近的错误。和本课的其他 ViewModel 一样，
/// 它不保存存储：`send(_:)` 返回 `Reader`，存储在 `apply` 时才交进来。这就是写测试题的被测对象。
/// Like the lesson's other view models it keeps no storage: `send(_:)` returns a `Reader`, and the storage arrives
/// when it is applied. It is the subject of the test-writing exercise.
@MainActor
public final class DraftViewModel: ObservableObject {
  /// What the screen shows: 界面显示的内容。
  public struct ViewState: Equatable {
    /// The draft's text: 草稿的文字。
    public var text = ""
    /// Whether `text` is what the storage holds: `text` 是否就是存储里保存的内容。
    public var isSaved = true
    /// A message after a failed operation, or `nil`: 操作失败时的提示，否则为 `nil`。
    public var errorMessage: String?

    /// Creates a state: 创建一个状态。
    public init(text: String = "", isSaved: Bool = true, errorMessage: String? = nil) {
      self.text = text
      self.isSaved = isSaved
      self.errorMessage = errorMessage
    }
  }

  /// What the user can do: 用户的意图。
  public enum Event: Equatable {
    /// Read the stored draft; with none stored the text becomes empty: 读取保存的草稿；没有保存时文字变为空。
    case restore
    /// Change the text on screen (the storage is not touched): 修改界面上的文字（不访问存储）。
    case edit(String)
    /// Write the text to the storage under `draftKey`: 把文字写进存储的 `draftKey` 下。
    case save
    /// Remove the stored draft and clear the text: 删除保存的草稿并清空文字。
    case discard
  }

  /// The storage key of the draft: 草稿保存时使用的键。
  public static let draftKey = "draft"

  /// The current state: 当前状态。
  @Published public private(set) var viewState = ViewState()

  /// Creates a view model with an empty, saved draft: 创建一个空的、已保存的草稿。
  public init() {}

  /// Returns the work for `event`; nothing happens until the reader is applied to a storage.
  ///
  /// 返回处理 `event` 的工作；在 apply 到某个存储之前什么都不会发生。
  /// - `restore`: `text` becomes the stored draft (empty when there is none), `isSaved` true, the error cleared.
  /// - `edit(_:)`: `text` changes and `isSaved` becomes false; the storage is not used and `errorMessage` stays.
  /// - `save`: the text is written under `draftKey`, `isSaved` becomes true, the error is cleared.
  /// - `discard`: the stored draft is removed, `text` becomes empty, `isSaved` true, the error cleared.
  /// - When the storage throws, `errorMessage` is set and the rest of the state stays as it was.
  public func send(_ event: Event) -> Reader<any SecureStorage, Void> {
    Reader { storage in
      var state = self.viewState
      do {
        switch event {
        case .restore:
          let stored = try storage.string(forKey: Self.draftKey)
          state.text = stored ?? ""
          // FAULT restoreKeepsOldText
          if Fault.isActive("restoreKeepsOldText"), stored == nil { state.text = self.viewState.text }
          // END FAULT
          state.isSaved = true
        case .edit(let text):
          state.text = text
          state.isSaved = false
          // FAULT editLeavesSaved
          if Fault.isActive("editLeavesSaved") { state.isSaved = self.viewState.isSaved }
          // END FAULT
          self.viewState = state
          return
        case .save:
          // FAULT saveSwallowsError
          if Fault.isActive("saveSwallowsError") {
            try? storage.set(state.text, forKey: Self.draftKey)
            state.isSaved = true
            break
          }
          // END FAULT
          try storage.set(state.text, forKey: Self.draftKey)
          // FAULT saveWritesWrongKey
          if Fault.isActive("saveWritesWrongKey") {
            try storage.removeValue(forKey: Self.draftKey)
            try storage.set(state.text, forKey: "drafts")
          }
          // END FAULT
          state.isSaved = true
        case .discard:
          // FAULT discardKeepsStoredDraft
          if Fault.isActive("discardKeepsStoredDraft") {
            state.text = ""
            state.isSaved = true
            break
          }
          // END FAULT
          try storage.removeValue(forKey: Self.draftKey)
          state.text = ""
          state.isSaved = true
        }
        state.errorMessage = nil
        // FAULT errorNeverCleared
        if Fault.isActive("errorNeverCleared") { state.errorMessage = self.viewState.errorMessage }
        // END FAULT
      } catch {
        state.errorMessage = "安全存储不可用 / The secure storage is unavailable: \(error)"
      }
      self.viewState = state
    }
  }
}
