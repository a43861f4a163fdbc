import GradingSupport
import SONoteEditor
import SwiftUI
import Testing
import Vault
import VaultCore

/// Grades code 4, one requirement per check: each initializer (from a storage, from the app's container) is lazy
/// (through the `@StateObject`), and each gives the state object the right model.
///
/// 每项检查对应一个要求：两个初始化方法各自是否延迟创建（通过 `@StateObject`），以及各自交给状态对象的模型是否正确。
/// Outside a running app (on Linux, and on a Mac in a test), reading a state object's value runs its autoclosure
/// each time, as Apple's runtime warns; the checks therefore read it once at most.
/// 在运行中的 App 之外，每次读取状态对象的值都会运行一次它的自动闭包，所以检查最多只读一次。
/// Which model an editor holds is read from whatever property holds it (a state object, an observed object or the
/// model itself), so a wrong holder costs only the laziness checks.
/// 持有的是哪个模型，从任何持有它的属性读取（状态对象、被观察对象或模型本身），所以用错了包装器只丢延迟创建的分。
@MainActor
@Suite("编程题 4：通过 init 交给 @StateObject / Code 4: a @StateObject passed in through init")
struct Code4StateObjectInit {
  /// The first `StateObject<NoteEditorModel>` an editor stores, found by reflection (any name, private or not).
  private func stateObject(of editor: NoteEditor) -> StateObject<NoteEditorModel>? {
    Swift.Mirror(reflecting: editor).children.lazy.compactMap { $0.value as? StateObject<NoteEditorModel> }.first
  }

  /// The model an editor holds, whatever holds it; reads a state object's value once.
  private func heldModel(of editor: NoteEditor) -> NoteEditorModel? {
    for child in Swift.Mirror(reflecting: editor).children {
      if let stateObject = child.value as? StateObject<NoteEditorModel> { return stateObject.wrappedValue }
      if let observed = child.value as? ObservedObject<NoteEditorModel> { return observed.wrappedValue }
      if let state = child.value as? State<NoteEditorModel> { return state.wrappedValue }
      if let model = child.value as? NoteEditorModel { return model }
    }
    return nil
  }

  /// The stored properties of an editor, as `name: Type`, for messages.
  private func storedProperties(of editor: NoteEditor) -> String {
    let children = Swift.Mirror(reflecting: editor).children.map { "\($0.label ?? "_"): \(type(of: $0.value))" }
    return children.isEmpty ? "（无 / none）" : children.joined(separator: ", ")
  }

  @Test("init(noteID:storage:) 不提前创建模型 / init(noteID:storage:) does not make the model early")
  func noteIDInitIsLazy() {
    let storage = RecordingNoteStorage(values: [NoteEditorModel.key(for: 7): "第七条 / the seventh"])
    let editor = NoteEditor(noteID: 7, storage: storage)
    #expect(
      storage.calls.isEmpty,
      "NoteEditor(noteID: 7, storage:) 创建之后、需要模型之前，存储已经收到了这些调用：\(storage.calls)；应为空（模型在自己的 init 里读取存储）/ after NoteEditor(noteID: 7, storage:) was created and before the model was needed, the storage had received \(storage.calls); expected none (the model reads the storage in its init)"
    )
    guard let stateObject = stateObject(of: editor) else {
      Testing.Issue.record(
        "NoteEditor 没有类型为 StateObject<NoteEditorModel> 的存储属性（现在的存储属性：\(storedProperties(of: editor))），所以没有什么会在需要时创建模型；应有一个 @StateObject / NoteEditor stores no StateObject<NoteEditorModel> (its stored properties: \(storedProperties(of: editor))), so nothing makes the model when it is needed; expected a @StateObject"
      )
      return
    }
    let before = storage.calls.count
    _ = stateObject.wrappedValue
    #expect(
      storage.calls.count - before <= 1,
      "读取一次状态对象的值，存储收到了 \(storage.calls.count - before) 次调用：\(storage.calls)；应最多一次读取 / reading the state object's value once made \(storage.calls.count - before) calls to the storage: \(storage.calls); expected one read at most"
    )
  }

  @Test("init(noteID:storage:) 用自己的参数创建模型 / init(noteID:storage:) makes the model from its arguments")
  func noteIDInitUsesItsArguments() {
    let storage = RecordingNoteStorage(values: [NoteEditorModel.key(for: 7): "第七条 / the seventh"])
    let editor = NoteEditor(noteID: 7, storage: storage)
    guard let model = heldModel(of: editor) else {
      Testing.Issue.record(
        "NoteEditor(noteID: 7, storage:) 没有存储任何持有 NoteEditorModel 的属性（现在的存储属性：\(storedProperties(of: editor))）；应在 @StateObject 里持有模型 / NoteEditor(noteID: 7, storage:) stores no property holding a NoteEditorModel (its stored properties: \(storedProperties(of: editor))); expected the model in a @StateObject"
      )
      return
    }
    #expect(
      model.noteID == 7,
      "NoteEditor(noteID: 7, storage:) 持有的模型是第 \(model.noteID) 条笔记的；应为第 7 条 / the model NoteEditor(noteID: 7, storage:) holds is note \(model.noteID)'s; expected note 7's"
    )
    #expect(
      model.text == "第七条 / the seventh",
      "传进来的存储里第 7 条笔记是 \"第七条 / the seventh\"，模型的 text 却是 \(String(reflecting: model.text)) / the storage passed in holds \"第七条 / the seventh\" for note 7, yet the model's text was \(String(reflecting: model.text))"
    )
  }

  @Test("init(noteID:container:) 不提前向容器要模型 / init(noteID:container:) does not ask the container for the model early")
  func containerInitIsLazy() {
    let storage = RecordingNoteStorage(values: [NoteEditorModel.key(for: 3): "第三条 / the third"])
    let container = VaultContainer(storage: { storage })
    let editor = NoteEditor(noteID: 3, container: container)
    _ = NoteEditor(noteID: 3, container: container)
    #expect(
      storage.calls.isEmpty,
      "用 init(noteID:container:) 创建了两个 NoteEditor，在需要模型之前，容器的存储已经收到了这些调用：\(storage.calls)；应为空（容器创建的模型在自己的 init 里读取存储）/ after two NoteEditors were created with init(noteID:container:) and before the model was needed, the container's storage had received \(storage.calls); expected none (the model the container makes reads the storage in its init)"
    )
    guard let stateObject = stateObject(of: editor) else {
      Testing.Issue.record(
        "NoteEditor 没有类型为 StateObject<NoteEditorModel> 的存储属性（现在的存储属性：\(storedProperties(of: editor))），所以没有什么会在需要时创建模型；应有一个 @StateObject / NoteEditor stores no StateObject<NoteEditorModel> (its stored properties: \(storedProperties(of: editor))), so nothing makes the model when it is needed; expected a @StateObject"
      )
      return
    }
    let before = storage.calls.count
    _ = stateObject.wrappedValue
    #expect(
      storage.calls.count - before <= 1,
      "读取一次状态对象的值，容器的存储收到了 \(storage.calls.count - before) 次调用：\(storage.calls)；应最多一次读取 / reading the state object's value once made \(storage.calls.count - before) calls to the container's storage: \(storage.calls); expected one read at most"
    )
  }

  @Test("init(noteID:container:) 的模型是容器为这条笔记创建的 / init(noteID:container:) holds the model the container makes for that note")
  func containerInitUsesItsContainer() {
    let storage = RecordingNoteStorage(values: [NoteEditorModel.key(for: 5): "第五条 / the fifth"])
    let container = VaultContainer(storage: { storage })
    let editor = NoteEditor(noteID: 5, container: container)
    guard let model = heldModel(of: editor) else {
      Testing.Issue.record(
        "NoteEditor(noteID: 5, container:) 没有存储任何持有 NoteEditorModel 的属性（现在的存储属性：\(storedProperties(of: editor))）；应在 @StateObject 里持有模型 / NoteEditor(noteID: 5, container:) stores no property holding a NoteEditorModel (its stored properties: \(storedProperties(of: editor))); expected the model in a @StateObject"
      )
      return
    }
    #expect(
      model.noteID == 5,
      "NoteEditor(noteID: 5, container:) 持有的模型是第 \(model.noteID) 条笔记的；应为第 5 条 / the model NoteEditor(noteID: 5, container:) holds is note \(model.noteID)'s; expected note 5's"
    )
    #expect(
      model.text == "第五条 / the fifth",
      "容器的存储里第 5 条笔记是 \"第五条 / the fifth\"，模型的 text 却是 \(String(reflecting: model.text))：模型应由传进来的容器创建（用它的存储）/ the container's storage holds \"第五条 / the fifth\" for note 5, yet the model's text was \(String(reflecting: model.text)): the model should come from the container passed in (with its storage)"
    )
  }
}
