import VaultCore

/// The suite's own in-memory storage: it records every call, and can be told to fail like a locked Keychain.
final class RecordingStorage: SecureStorage {
  /// The error a failing storage throws.
  struct Locked: Swift.Error {}

  private(set) var values: [String: String]
  private(set) var calls: [String] = []
  var fails = false

  init(values: [String: String] = [:]) {
    self.values = values
  }

  func string(forKey key: String) throws -> String? {
    calls.append("read \(key)")
    if fails { throw Locked() }
    return values[key]
  }

  func set(_ value: String, forKey key: String) throws {
    calls.append("write \(key)")
    if fails { throw Locked() }
    values[key] = value
  }

  func removeValue(forKey key: String) throws {
    calls.append("remove \(key)")
    if fails { throw Locked() }
    values[key] = nil
  }
}
