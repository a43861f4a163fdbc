import Foundation
import GraderCore

/// Puts an exercise's shipped stub back, after saving the student's version under `.build/grader/backup/`.
public struct StubRestorer: Sendable {
  /// What a reset changes in one exercise folder.
  public struct Plan: Sendable, Equatable {
    /// Kit-relative folder, ending in `/`.
    public var folder: String
    /// Stub files that will be written (changed or missing now).
    public var restored: [String]
    /// Files the student added, which the stub does not have: moved to the backup.
    public var removed: [String]

    /// Whether the folder already is the stub.
    public var isNothingToDo: Bool { restored.isEmpty && removed.isEmpty }
  }

  public var root: URL
  public var stubs: PristineStubs

  /// The folder under the kit where backups go.
  public static let backupFolder = ".build/grader/backup"

  public init(root: URL, stubs: PristineStubs) {
    self.root = root
    self.stubs = stubs
  }

  /// What resetting `folder` (kit-relative, ending in `/`) would change.
  public func plan(folder: String) -> Plan {
    let expected = stubs.files(inFolder: folder)
    let present = PristineStubs.filePaths(inFolder: folder, root: root)
    let restored = expected.keys.sorted().filter { path in
      FileManager.default.contents(atPath: root.appendingPathComponent(path).path) != expected[path].map { Data($0.utf8) }
    }
    return Plan(folder: folder, restored: restored, removed: present.filter { expected[$0] == nil })
  }

  /// Copies the folder's files to a new backup folder, then writes the stub back and moves added files away.
  ///
  /// Returns the backup folder, kit-relative. Nothing is written to the exercise before the backup is complete.
  @discardableResult
  public func reset(folder: String, at date: Date = Date()) throws -> String {
    let plan = plan(folder: folder)
    let fileManager = FileManager.default
    let name = folder.split(separator: "/").last.map(String.init) ?? "exercise"
    var backup = "\(Self.backupFolder)/\(Self.stamp(date))-\(name)"
    var suffix = 1
    while fileManager.fileExists(atPath: root.appendingPathComponent(backup).path) {
      suffix += 1
      backup = "\(Self.backupFolder)/\(Self.stamp(date))-\(name)-\(suffix)"
    }
    let source = root.appendingPathComponent(folder)
    let target = root.appendingPathComponent(backup)
    try fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    if fileManager.fileExists(atPath: source.path) {
      try fileManager.copyItem(at: source, to: target)
    } else {
      try fileManager.createDirectory(at: target, withIntermediateDirectories: true)
    }
    for path in plan.removed {
      try fileManager.removeItem(at: root.appendingPathComponent(path))
    }
    for path in plan.restored {
      let url = root.appendingPathComponent(path)
      try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data((stubs.files[path] ?? "").utf8).write(to: url, options: .atomic)
    }
    return backup
  }

  /// A sortable local time stamp for backup folder names.
  static func stamp(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyyMMdd-HHmmss"
    return formatter.string(from: date)
  }
}
