// Alternative: a static factory method called inside StateObject(wrappedValue:), and a closure kept in a local constant
// first.
import SwiftUI
import Vault
import VaultCore

/// An editor for one secure note, which owns its model through a state object.
@MainActor
public struct NoteEditor {
  @StateObject private var model: NoteEditorModel

  /// Creates an editor for note `noteID`, whose model `container` makes, once.
  public init(noteID: Int, container: VaultContainer) {
    let makeModel = { container.makeNoteEditorModel(noteID: noteID) }
    _model = .init(wrappedValue: makeModel())
  }

  /// Creates an editor for note `noteID` in `storage`.
  public init(noteID: Int, storage: any SecureStorage) {
    _model = StateObject(wrappedValue: Self.makeModel(noteID: noteID, storage: storage))
  }

  /// Makes the model for note `noteID`; it reads the note from `storage` right away.
  private static func makeModel(noteID: Int, storage: any SecureStorage) -> NoteEditorModel {
    NoteEditorModel(noteID: noteID, storage: storage)
  }
}
