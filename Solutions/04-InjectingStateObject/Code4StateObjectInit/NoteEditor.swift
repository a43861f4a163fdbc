import SwiftUI
import Vault
import VaultCore

// BEGIN GENERATED: requirements (swift run grader sync)
// so.code4 的要求（每条单独计分，分数四舍五入到 0.01）/ What so.code4 requires (each scored on its own; points rounded to 0.01):
// 1. init(noteID:storage:) 不提前创建模型（因此也不提前读存储）；由 @StateObject 在第一次需要时创建，最多一次。（2 分）
//    init(noteID:storage:) makes no model (so reads no storage) early; a @StateObject makes it when it is first needed, once at most. (2 pts)
// 2. init(noteID:storage:) 交给编辑器的模型是第 noteID 条笔记，从传进来的存储读取。（2 分）
//    The model init(noteID:storage:) gives the editor is note noteID, read from the storage passed in. (2 pts)
// 3. init(noteID:container:) 不提前创建模型（因此也不提前读容器的存储）；由 @StateObject 在第一次需要时创建，最多一次。（2 分）
//    init(noteID:container:) makes no model (so reads none of the container's storage) early; a @StateObject makes it when it is first needed, once at most. (2 pts)
// 4. init(noteID:container:) 交给编辑器的模型是第 noteID 条笔记，来自传进来的容器（从它的存储读取）。（2 分）
//    The model init(noteID:container:) gives the editor is note noteID, from the container passed in (read from its storage). (2 pts)
// END GENERATED: requirements

/// An editor for one secure note, which owns its model through a state object: 编辑一条加密笔记，通过状态对象持有自己的模型。
///
/// Both initializers only store a closure: `StateObject(wrappedValue:)` takes an autoclosure, which SwiftUI runs
/// once, when this view identity first needs the object. Recreating the struct never makes another model.
/// 两个初始化方法都只保存一个闭包：`StateObject(wrappedValue:)` 的参数是自动闭包，SwiftUI 只在这个视图身份第一次需要时运行一次；
/// 重新创建结构体不会再创建模型。
@MainActor
public struct NoteEditor {
  @StateObject private var model: NoteEditorModel

  /// Creates an editor for note `noteID` in `storage`: 为 `storage` 中的第 `noteID` 条笔记创建编辑器。
  ///
  /// A later call with another `noteID` for the same view identity keeps the first model; give the editor
  /// `.id(noteID)` where it should start over.
  /// 同一个视图身份之后再用别的 `noteID` 调用，仍保留第一个模型；需要重建时给编辑器加 `.id(noteID)`。
  public init(noteID: Int, storage: any SecureStorage) {
    _model = StateObject(wrappedValue: NoteEditorModel(noteID: noteID, storage: storage))  // SLIP noteIDInitIsLazy: let made = NoteEditorModel(noteID: noteID, storage: storage); _model = StateObject(wrappedValue: made)
    // SLIP-BEGIN noteIDInitUsesItsArguments
    // SLIP-ELSE
    // _model = StateObject(wrappedValue: NoteEditorModel(noteID: 0, storage: InMemorySecureStorage()))
    // SLIP-END
  }

  /// Creates an editor for note `noteID`, whose model `container` makes, once: 为第 `noteID` 条笔记创建编辑器，
  /// 模型由 `container` 创建（只创建一次）。
  public init(noteID: Int, container: VaultContainer) {
    _model = StateObject(wrappedValue: container.makeNoteEditorModel(noteID: noteID))  // SLIP containerInitIsLazy: let made = container.makeNoteEditorModel(noteID: noteID); _model = StateObject(wrappedValue: made)
    // SLIP-BEGIN containerInitUsesItsContainer
    // SLIP-ELSE
    // _model = StateObject(wrappedValue: NoteEditorModel(noteID: noteID, storage: InMemorySecureStorage()))
    // SLIP-END
  }
}

#if os(macOS) || os(iOS) || KIT_TYPECHECK_APPLE_CODE
extension NoteEditor: View {
  public var body: some View {
    Form {
      TextField("笔记 / Note", text: $model.text)
      Button("保存 / Save") {
        model.save()
      }
      if let message = model.errorMessage {
        Text(message)
      }
    }
  }
}
#endif
