import Foundation
import GraderCore

/// Joins the results of the shards of one class (`grader batch --shard i/N`, one folder each) into the class's results.
public enum BatchMerge {
  /// The class joined from its shards: every student, in the class's sorted order, and the kit that graded them.
  public struct Merged: Sendable {
    public var results: [StudentResult]
    /// The digest of the lock of the kit that graded every shard.
    public var kit: String
    /// The part of the course every shard's assignment covered.
    public var scope = AssignmentScope()
  }

  /// Every student of the shards in `folders`, in the class's sorted order, as one machine would have listed them.
  ///
  /// The folders must be the N shares of one class: each `i/N` exactly once with the same N, no student twice, and
  /// all graded by the same kit (the same lock digest). A folder of a whole class (no shard) may be merged only on its
  /// own.
  public static func merge(_ folders: [URL]) throws -> [StudentResult] {
    try join(folders).results
  }

  /// `merge`, with the kit's digest.
  public static func join(_ folders: [URL]) throws -> Merged {
    guard !folders.isEmpty else { throw KitError.usage("grader merge needs the folders written by grader batch --shard") }
    var shards: [Shard?] = []
    var kits: [(folder: URL, kit: String?)] = []
    var results: [StudentResult] = []
    var scopes: [AssignmentScope] = []
    for folder in folders {
      let (shard, kit, scope, part) = try BatchOutput.readWithScope(folder)
      shards.append(shard)
      kits.append((folder, kit))
      scopes.append(scope)
      results += part
    }
    if let other = scopes.first(where: { $0 != scopes[0] }) {
      throw KitError.usage(
        "分片的作业范围不同，不能合并 / the shards graded different parts of the course and cannot be merged: "
          + "\(scopes[0]) and \(other); grade every shard with the same --lesson/--question")
    }
    let kit = try sameKit(kits)
    let known = shards.compactMap { $0 }
    if known.count != shards.count {
      guard shards.count == 1 else {
        throw KitError.usage("a folder of a whole class (written without --shard) cannot be merged with others")
      }
    } else {
      let count = known[0].count
      let indices = known.map(\.index).sorted()
      guard known.allSatisfy({ $0.count == count }), indices == Array(1...count) else {
        let have = known.map(\.description).joined(separator: ", ")
        throw KitError.usage("the shards must be 1/\(count) … \(count)/\(count), each once; got \(have)")
      }
    }
    var seen: Set<String> = []
    for result in results where !seen.insert(result.student).inserted {
      throw KitError.usage("\(result.student) is in more than one shard")
    }
    return Merged(results: results.sorted { $0.student < $1.student }, kit: kit, scope: scopes[0])
  }

  /// The one kit digest every shard names; a shard without one, or two different ones, is refused.
  static func sameKit(_ kits: [(folder: URL, kit: String?)]) throws -> String {
    if let unknown = kits.first(where: { $0.kit == nil }) {
      throw KitError.usage(
        "\(unknown.folder.path) 的 students.json 没有记录评分所用的套件，请用当前的 grader 重新评分 / \(unknown.folder.path)/students.json "
          + "does not name the kit that graded it (written by an older grader): grade that shard again")
    }
    let first = kits[0]
    if let other = kits.first(where: { $0.kit != first.kit }) {
      throw KitError.usage(
        "分片由不同版本的套件评分，不能合并 / the shards were graded by different kits and cannot be merged: "
          + "\(first.folder.lastPathComponent) by kit \(first.kit ?? ""), \(other.folder.lastPathComponent) by kit \(other.kit ?? "") "
          + "(the SHA-256 of Course/kit.lock.json); grade every shard with the same kit")
    }
    return first.kit ?? ""
  }

  /// Copies each student's `sources/<student>.json` from the shard folders into `output`, for the class report.
  package static func copySources(from folders: [URL], to output: URL) throws {
    let fileManager = FileManager.default
    let target = output.appendingPathComponent(SubmissionSources.folderName)
    try fileManager.createDirectory(at: target, withIntermediateDirectories: true)
    for folder in folders {
      let source = folder.appendingPathComponent(SubmissionSources.folderName)
      for name in ((try? fileManager.contentsOfDirectory(atPath: source.path)) ?? []) where name.hasSuffix(".json") {
        let destination = target.appendingPathComponent(name)
        try? fileManager.removeItem(at: destination)
        try fileManager.copyItem(at: source.appendingPathComponent(name), to: destination)
      }
    }
  }
}
