import VaultCore

/// A storage that records every call, so a test can tell when a note model read its note.
final class RecordingNoteStorage: SecureStorage {
  private var values: [String: String]
  private(set) var calls: [String] = []

  init(values: [String: String] = [:]) {
    self.values = values
  }

  func string(forKey key: String) throws -> String? {
    calls.append("read \(key)")
    return values[key]
  }

  func set(_ value: String, forKey key: String) throws {
    calls.append("write \(key)")
    values[key] = value
  }

  func removeValue(forKey key: String) throws {
    calls.append("remove \(key)")
    values[key] = nil
  }
}
