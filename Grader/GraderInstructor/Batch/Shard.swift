import GraderCore
/// One machine's share of a class, `i/N`: the students at positions i, i + N, i + 2N, … of the sorted list (1-based).
///
/// The share depends only on the sorted list of submission folders, which every machine of a CI matrix sees alike, so
/// the N shares never overlap and together hold every student; dealing round-robin keeps them within one student of
/// each other in size.
public struct Shard: Codable, Equatable, Hashable, Sendable, CustomStringConvertible {
  /// Which share, from 1 to `count`.
  public var index: Int
  /// How many shares the class is dealt into.
  public var count: Int

  public init(index: Int, count: Int) throws {
    guard count >= 1, (1...count).contains(index) else {
      throw KitError.usage("--shard \(index)/\(count): the share must be i/N with 1 ≤ i ≤ N")
    }
    self.index = index
    self.count = count
  }

  /// Parses `i/N`, as `--shard 2/3`.
  public init(parsing text: String) throws {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
      throw KitError.usage("--shard \(text): expected i/N, such as 2/3")
    }
    try self.init(index: index, count: count)
  }

  public var description: String { "\(index)/\(count)" }

  /// The elements of `sorted` (the class in its sorted order) that belong to this share.
  public func share<Element>(of sorted: [Element]) -> [Element] {
    sorted.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
  }
}
