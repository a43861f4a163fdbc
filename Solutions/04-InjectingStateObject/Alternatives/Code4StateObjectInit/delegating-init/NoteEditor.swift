// Alternative: both inits delegate to a private init(model:), whose autoclosure carries the expression on; the property
// is not private.
import SwiftUI
import Vault
import VaultCore

/// An editor for one secure note, which owns its model through a state object.
@MainActor
public struct NoteEditor {
  @StateObject var model: NoteEditorModel

  /// Creates an editor around the model `model` makes, once.
  private init(model: @autoclosure @escaping () -> NoteEditorModel) {
    self._model = StateObject(wrappedValue: model())
  }

  /// Creates an editor for note `noteID` in `storage`.
  public init(noteID: Int, storage: any SecureStorage) {
    self.init(model: NoteEditorModel(noteID: noteID, storage: storage))
  }

  /// Creates an editor for note `noteID`, whose model `container` makes.
  public init(noteID: Int, container: VaultContainer) {
    self.init(model: container.makeNoteEditorModel(noteID: noteID))
  }
}

#if os(macOS) || os(iOS) || KIT_TYPECHECK_APPLE_CODE
extension NoteEditor: View {
  public var body: some View {
    TextField("笔记 / Note", text: $model.text)
  }
}
#endif
