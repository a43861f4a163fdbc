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
// BEGIN GENERATED: requirements (swift run grader sync)
// so.code4 的要求（每条单独计分，分数四舍五入到 0.01）/ What so.code4 requires (each scored on its own; points rounded to 0.01):
// 1. init(model:) 不运行传进来的表达式；由 @StateObject 在第一次需要模型时运行它，最多一次。（2 分）
//    init(model:) does not run the expression it is given; a @StateObject runs it when the model is first needed, once at most. (2 pts)
// 2. 用 init(model:) 创建的编辑器持有的，正是调用方的表达式创建的那个模型。（2 分）
//    The editor created with init(model:) holds the very model the caller's expression makes. (2 pts)
// 3. init(noteID:storage:) 不提前创建模型（因此也不提前读存储）；由 @StateObject 在第一次需要时创建，最多一次。（2 分）
//    init(noteID:storage:) makes no model (so reads no storage) early; a @StateObject makes it when it is first needed, once at most. (2 pts)
// 4. init(noteID:storage:) 交给编辑器的模型是第 noteID 条笔记，从传进来的存储读取。（2 分）
//    The model init(noteID:storage:) gives the editor is note noteID, read from the storage passed in. (2 pts)
// END GENERATED: requirements
//
// TODO:
//   1. 加一个属性：`@StateObject private var model: NoteEditorModel`；
//   2. `init(model:)`：参数已经是 `@autoclosure @escaping`；把它交给状态对象，但不要在 init 里调用它；
//   3. `init(noteID:storage:)`：让状态对象在需要时用 noteID 和 storage 创建 `NoteEditorModel(noteID:storage:)`，
//      同样不要在 init 里提前创建。
//   (可选) 在 Mac 上可以再加一个 `extension NoteEditor: View`，body 里用 `TextField("笔记", text: $model.text)`。
//   `#Preview` 只有 Xcode 里才有：如果要写预览，把它放进 `#if os(macOS) || os(iOS)` … `#endif`，评分所在的 Linux 会跳过它。
// TODO:
//   1. add a property: `@StateObject private var model: NoteEditorModel`;
//   2. `init(model:)`: its parameter is already `@autoclosure @escaping`; hand it to the state object, but do not
//      call it in init;
//   3. `init(noteID:storage:)`: let the state object make `NoteEditorModel(noteID:storage:)` from noteID and
//      storage when it is needed, again without making it early in init.
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
  /// Creates an editor around the model `model` makes, once: 用 `model` 创建的模型构造编辑器（只创建一次）。
  public init(model: @autoclosure @escaping () -> NoteEditorModel) {
    // TODO
  }

  /// Creates an editor for note `noteID` in `storage`: 为 `storage` 中的第 `noteID` 条笔记创建编辑器。
  public init(noteID: Int, storage: any SecureStorage) {
    // TODO
  }
}
