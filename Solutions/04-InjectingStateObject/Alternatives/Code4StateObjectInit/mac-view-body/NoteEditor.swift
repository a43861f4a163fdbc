// Alternative: a Mac-style View body and PreviewProvider written without #if (NavigationStack, Form, TextField(axis:), lineLimit(5...10), toolbar), which the Linux stand-in type-checks.
import SwiftUI
import Vault
import VaultCore

@MainActor
public struct NoteEditor {
  @StateObject private var model: NoteEditorModel

  /// Creates an editor around the model `model` makes, once: 用 `model` 创建的模型构造编辑器（只创建一次）。
  public init(model: @autoclosure @escaping () -> NoteEditorModel) {
    _model = StateObject(wrappedValue: model())
  }

  /// Creates an editor for note `noteID` in `storage`: 为 `storage` 中的第 `noteID` 条笔记创建编辑器。
  public init(noteID: Int, storage: any SecureStorage) {
    _model = StateObject(wrappedValue: NoteEditorModel(noteID: noteID, storage: storage))
  }
}

extension NoteEditor: View {
  public var body: some View {
    NavigationStack {
      Form {
        Section("Note \(model.noteID)") {
          TextField("Note", text: $model.text, axis: .vertical)
            .lineLimit(5...10)
        }
        if let message = model.errorMessage {
          Text(message)
            .foregroundStyle(.red)
            .font(.footnote)
        }
      }
      .navigationTitle("Secure note")
      .toolbar {
        ToolbarItem(placement: .confirmationAction) {
          Button("Save") { model.save() }
        }
      }
    }
  }
}

struct NoteEditor_Previews: PreviewProvider {
  static var previews: some View {
    NoteEditor(noteID: 1, storage: InMemorySecureStorage(values: ["note.1": "Hello"]))
  }
}
