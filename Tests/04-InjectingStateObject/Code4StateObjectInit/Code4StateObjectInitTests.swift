import GradingSupport
import SONoteEditor
import SwiftUI
import Testing
import Vault
import VaultCore

/// Grades code 4: a view that receives its model through init and keeps it in a `@StateObject`, created lazily.
///
/// Outside a running app (on Linux, and on a Mac in a test), reading a state object's value runs its autoclosure
/// each time, as Apple's runtime warns; the checks therefore read it at most once where they count creations.
@MainActor
@Suite("编程题 4：通过 init 交给 @StateObject / Code 4: a @StateObject passed in through init")
struct Code4StateObjectInit {
  /// The state objects an editor holds, found by reflection, so the property may have any name and stay private.
  private func stateObjects(of editor: NoteEditor) -> [StateObject<NoteEditorModel>] {
    Mirror(reflecting: editor).children.compactMap { $0.value as? StateObject<NoteEditorModel> }
  }

  @Test("用 @StateObject 持有模型 / the model is held in a @StateObject")
  func holdsModelInStateObject() {
    let factory = ModelFactory()
    let editor = NoteEditor(model: factory.make(noteID: 1))
    let children = Mirror(reflecting: editor).children.map { "\(type(of: $0.value))" }
    #expect(
      stateObjects(of: editor).count == 1,
      "NoteEditor 应该正好有一个 @StateObject 属性，类型是 NoteEditorModel；现在的存储属性：\(children) / NoteEditor should have exactly one @StateObject property of type NoteEditorModel; its stored properties now: \(children)"
    )
    let other = NoteEditor(noteID: 2, storage: RecordingNoteStorage())
    #expect(stateObjects(of: other).count == 1, "init(noteID:storage:) 也应该给这个 @StateObject 赋值 / init(noteID:storage:) should set up that @StateObject too")
  }

  @Test("init 不会提前创建模型 / init does not make the model early")
  func injectedModelIsNotCreatedEagerly() {
    let factory = ModelFactory()
    let editor = NoteEditor(model: factory.make(noteID: 3))
    _ = NoteEditor(model: factory.make(noteID: 3))
    #expect(
      factory.made == 0,
      "创建 NoteEditor 时就运行了传进来的表达式 \(factory.made) 次：把自动闭包原样交给 StateObject(wrappedValue:)，不要在 init 里调用它 / creating NoteEditor already ran the expression passed in \(factory.made) times: hand the autoclosure to StateObject(wrappedValue:) without calling it in init"
    )
    guard let stateObject = stateObjects(of: editor).first else {
      Issue.record("没有找到 @StateObject 属性 / no @StateObject property found")
      return
    }
    _ = stateObject.wrappedValue
    #expect(factory.made == 1, "需要对象时应正好运行一次传进来的表达式 / the expression passed in should run exactly once when the object is needed")
  }

  @Test("状态对象里就是注入的那个实例 / the state object holds the instance passed in")
  func injectedModelIsTheOneUsed() {
    let probe = NoteEditorModel(noteID: 5, storage: InMemorySecureStorage(values: [NoteEditorModel.key(for: 5): "探针 / probe"]))
    let editor = NoteEditor(model: probe)
    guard let stateObject = stateObjects(of: editor).first else {
      Issue.record("没有找到 @StateObject 属性 / no @StateObject property found")
      return
    }
    let held = stateObject.wrappedValue
    #expect(held === probe, "状态对象应该持有调用方传进来的那个模型，而不是另外创建一个 / the state object should hold the model the caller passed in, not another one")
  }

  @Test("init(noteID:storage:) 也是延迟创建，并用对参数 / init(noteID:storage:) is lazy too and uses its arguments")
  func noteIDInitIsLazy() {
    let storage = RecordingNoteStorage(values: [NoteEditorModel.key(for: 7): "第七条 / the seventh"])
    let editor = NoteEditor(noteID: 7, storage: storage)
    #expect(
      storage.calls.isEmpty,
      "创建 NoteEditor 时模型就已经读取了存储：把 NoteEditorModel(noteID:storage:) 直接写在 StateObject(wrappedValue:) 的括号里 / creating NoteEditor already made the model read the storage: write NoteEditorModel(noteID:storage:) right inside StateObject(wrappedValue:)'s parentheses"
    )
    guard let stateObject = stateObjects(of: editor).first else {
      Issue.record("没有找到 @StateObject 属性 / no @StateObject property found")
      return
    }
    let model = stateObject.wrappedValue
    #expect(model.noteID == 7, "模型应该是第 7 条笔记的 / the model should be note 7's")
    #expect(model.text == "第七条 / the seventh", "模型应该从传进来的存储读取笔记 / the model should read the note from the storage passed in")
    #expect(storage.calls == ["read \(NoteEditorModel.key(for: 7))"], "需要对象时应正好读取一次这条笔记 / the note should be read exactly once when the object is needed")
  }
}
