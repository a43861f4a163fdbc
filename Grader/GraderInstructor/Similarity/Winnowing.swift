import GraderCore
/// Winnowing fingerprints of a token stream (Schleimer, Wilkerson and Aiken, 2003, the method of MOSS): hashes of every
/// run of `k` tokens, of which each window of `w` consecutive hashes keeps its smallest.
///
/// Any stretch of at least `k + w - 1` tokens two files share gives both at least one fingerprint in common, whatever
/// surrounds it, so copied code is found wherever it moved to.
struct Winnowing: Sendable {
  /// Tokens per hashed run.
  var k = 10
  /// Hashes per window.
  var window = 5

  /// Where a fingerprint's run of tokens lies: a file (by index) and its first and last lines.
  struct Span: Sendable, Equatable, Hashable {
    package var file: Int
    var fromLine: Int
    var toLine: Int
  }

  /// Every run's hash, in order, with the lines it covers.
  func hashes(of tokens: [SimilarityTokens.Token], file: Int) -> [(hash: UInt64, span: Span)] {
    guard tokens.count >= k else { return [] }
    let codes = tokens.map { Self.code(of: $0.text) }
    var result: [(hash: UInt64, span: Span)] = []
    result.reserveCapacity(tokens.count - k + 1)
    for start in 0...(tokens.count - k) {
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for offset in 0..<k {
        hash = (hash ^ codes[start + offset]) &* 0x0000_0100_0000_01b3
      }
      result.append((hash, Span(file: file, fromLine: tokens[start].line, toLine: tokens[start + k - 1].line)))
    }
    return result
  }

  /// The fingerprints winnowing selects from `hashes`: the smallest of each window (the rightmost when tied), each
  /// position once.
  func fingerprints(of hashes: [(hash: UInt64, span: Span)]) -> [(hash: UInt64, span: Span)] {
    guard !hashes.isEmpty else { return [] }
    guard hashes.count > window else {
      return hashes.min { $0.hash < $1.hash }.map { [$0] } ?? []
    }
    var selected: [(hash: UInt64, span: Span)] = []
    var last = -1
    for start in 0...(hashes.count - window) {
      var best = start
      for index in start..<(start + window) where hashes[index].hash <= hashes[best].hash { best = index }
      if best != last {
        selected.append(hashes[best])
        last = best
      }
    }
    return selected
  }

  /// A token's text as a well-mixed 64-bit number (FNV-1a, then a final mix).
  package static func code(of text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
    hash ^= hash >> 33
    hash = hash &* 0xff51_afd7_ed55_8ccd
    return hash ^ (hash >> 33)
  }
}
