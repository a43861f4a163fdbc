/// Where the notes come from and where deletions go: 笔记的来源，以及删除操作的去处。
public protocol NoteService: Sendable {
  /// Fetches every note, in no particular order: 读取全部笔记（顺序不定）。
  func fetchNotes() async throws -> [Note]

  /// Deletes the note with this identifier: 删除这个标识的笔记。
  func deleteNote(id: Note.ID) async throws
}
