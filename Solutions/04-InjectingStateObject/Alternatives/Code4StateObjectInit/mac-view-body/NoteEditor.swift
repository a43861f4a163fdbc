// Alternative: a Mac-style View body and PreviewProvider written without #if (NavigationStack, Form, TextField(axis:), lineLimit(5...10), toolbar), which the Linux stand-in type-checks.
import SwiftUI
import Vault
import VaultCore

@MainActor
public struct NoteEditor {
  @StateObject private var model: NoteEditorModel

  /// Creates an editor for note `noteID` in `storage`: 为 `storage` 中的第 `noteID` 条笔记创建编辑器。
  public init(noteID: Int, storage: any SecureStorage) {
    _model = StateObject(wrappedValue: NoteEditorModel(noteID: noteID, storage: storage))
  }

  /// Creates an editor for note `noteID` in the container's storage: 为容器存储中的第 `noteID` 条笔记创建编辑器。
  public init(noteID: Int, container: VaultContainer) {
    _model = StateObject(wrappedValue: NoteEditorModel(noteID: noteID, storage: container.storage))
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
