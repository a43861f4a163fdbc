import SwiftUI
import Vault
import VaultCore

// 编程题 4：通过 init 把模型交给 @StateObject
// Code 4: hand a model to a @StateObject through init
//
// `NoteEditorModel`（在示例模块 Vault 里）在自己的 init 里就从存储读取笔记，所以“创建一个模型”是有副作用的。
// 父视图每次刷新都会重新创建 NoteEditor 结构体，但模型应该只在这个视图身份第一次需要时创建一次。
// `NoteEditorModel` (in the example's Vault module) reads its note from the storage in its own init, so making a
// model has a side effect. A parent recreates the NoteEditor struct on every update, yet the model should be made
// only once, when this view identity first needs it.
//
// 编辑器有两种创建方式：父视图直接交给它一个存储，或者交给它整个应用的 `VaultContainer`（见课文“容器”一节），
// 由容器来创建模型。两种方式都只能在真正需要模型时创建一次。
// The editor is made in two ways: the parent hands it a storage, or hands it the app's `VaultContainer` (see the
// lesson's section on containers), which makes the model. Either way the model is made once, when it is really needed.
//
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
//
// TODO:
//   1. 加一个 `@StateObject` 属性来持有 `NoteEditorModel`；
//   2. 写好下面两个 init，让状态对象在需要时才创建模型：一个用 noteID 和 storage，一个向 container 要第 noteID 条笔记的模型。
//   (可选) 在 Mac 上可以再加一个 `extension NoteEditor: View`，body 里用 `TextField("笔记", text: $model.text)`。
//   `#Preview` 只有 Xcode 里才有：如果要写预览，把它放进 `#if os(macOS) || os(iOS)` … `#endif`，评分所在的 Linux 会跳过它。
// TODO:
//   1. add a `@StateObject` property that holds the `NoteEditorModel`;
//   2. write the two inits below so that the state object makes the model only when it is needed: one from noteID and
//      storage, one asking container for the model of note noteID.
//   (Optional) On a Mac, add an `extension NoteEditor: View` whose body shows `TextField("Note", text: $model.text)`.
//   `#Preview` exists only with Xcode: if you add a preview, put it inside `#if os(macOS) || os(iOS)` … `#endif`, so
//   Linux, where grading happens, skips it.
//
// 保留两个初始化方法的名字和参数标签：检查按它们调用。 / Keep both initializers' names and labels: the checks call them.
//
// 检查 / Check:  swift run grader --question so.code4

/// An editor for one secure note, which owns its model through a state object: 编辑一条加密笔记，通过状态对象持有自己的模型。
@MainActor
public struct NoteEditor {
  /// Creates an editor for note `noteID` in `storage`: 为 `storage` 中的第 `noteID` 条笔记创建编辑器。
  public init(noteID: Int, storage: any SecureStorage) {
    // TODO
  }

  /// Creates an editor for note `noteID`, whose model `container` makes: 为第 `noteID` 条笔记创建编辑器，模型由 `container` 创建。
  public init(noteID: Int, container: VaultContainer) {
    // TODO
  }
}
