import Combine
import VaultCore

/// The state of one secure note being edited; its storage comes in through `init`.
///
/// 正在编辑的一条加密笔记的状态；存储通过 `init` 传入。它在 init 里就读取笔记内容，
/// 所以创建它有副作用：视图应当让 `@StateObject` 的自动闭包来创建它，而不是每次初始化视图时都创建一个。
/// It reads the note in `init`, so making one has a side effect: a view should let its `@StateObject`'s autoclosure
/// create it, rather than making one every time the view is initialized.
@MainActor
public final class NoteEditorModel: ObservableObject {
  /// Which note this is: 哪一条笔记。
  public let noteID: Int
  /// The note's text: 笔记内容。
  @Published public var text: String
  /// A message after a failed operation, or `nil`: 操作失败时的提示，否则为 `nil`。
  @Published public private(set) var errorMessage: String?

  private let storage: any SecureStorage

  /// The storage key of note `noteID`: 第 `noteID` 条笔记的键。
  public static func key(for noteID: Int) -> String {
    "note.\(noteID)"
  }

  /// Reads note `noteID` from `storage` (an unreadable note starts empty): 从 `storage` 读取笔记（读不出来时从空白开始）。
  public init(noteID: Int, storage: any SecureStorage) {
    self.noteID = noteID
    self.storage = storage
    do {
      text = try storage.string(forKey: Self.key(for: noteID)) ?? ""
    } catch {
      text = ""
      errorMessage = "读不到这条笔记 / Could not read this note: \(error)"
    }
  }

  /// Writes the text back to the storage: 把内容写回存储。
  public func save() {
    do {
      try storage.set(text, forKey: Self.key(for: noteID))
      errorMessage = nil
    } catch {
      errorMessage = "保存失败 / Could not save: \(error)"
    }
  }
}
