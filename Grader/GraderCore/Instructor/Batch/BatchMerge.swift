import Foundation

/// Joins the results of the shards of one class (`grader batch --shard i/N`, one folder each) into the class's results.
public enum BatchMerge {
  /// Every student of the shards in `folders`, in the class's sorted order, as one machine would have listed them.
  ///
  /// The folders must be the N shares of one class: each `i/N` exactly once with the same N, and no student twice.
  /// A folder of a whole class (no shard) may be merged only on its own.
  public static func merge(_ folders: [URL]) throws -> [StudentResult] {
    guard !folders.isEmpty else { throw KitError.usage("grader merge needs the folders written by grader batch --shard") }
    var shards: [Shard?] = []
    var results: [StudentResult] = []
    for folder in folders {
      let (shard, part) = try BatchOutput.read(folder)
      shards.append(shard)
      results += part
    }
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
    return results.sorted { $0.student < $1.student }
  }
}
