import GraderCore
/// Finds pairs of submissions of one exercise whose code is unusually similar.
///
/// Each submission's files are cut into tokens with identifiers and literals normalised and comments dropped
/// (`SimilarityTokens`), then reduced to winnowing fingerprints (`Winnowing`). Fingerprints of the shipped stub, and
/// those more than half of the submissions share (code the exercise all but dictates), are left out. An inverted index
/// from fingerprint to submissions counts what each pair shares, so only pairs with something in common are ever
/// looked at. A pair is flagged when it shares at least `minimumShared` fingerprints, and at least `threshold` of the
/// smaller submission's fingerprints counted by rarity: a fingerprint held by a small group (up to `smallGroupShare` of
/// the class, and at least the two; for long code at least five, `smallGroupFloor` + 1) counts 1, one held by a larger
/// group less (`small group / (holders - 1)`). So a
/// few students who share code (a pair, or a ring of copies) are listed, while code that a sizeable part of the class
/// reaches on its own (a short canonical solution, the textbook answer) is not taken for copying. Renamed identifiers,
/// changed comments and reordered declarations do not hide a copy.
struct SimilarityFinder: Sendable {
  var winnowing = Winnowing()
  /// The share of the smaller submission's fingerprints a flagged pair shares.
  var threshold = 0.5
  /// The fewest shared fingerprints a flagged pair has (short exercises leave little to compare).
  var minimumShared = 8
  /// The share of the class whose common code still counts fully.
  var smallGroupShare = 0.05
  /// For code of at least `longCode` fingerprints: the fewest other holders of a fingerprint that still count fully,
  /// whatever the class's size. A ring of one student and four copies in a class of 30 (where 5% is one or two
  /// students) is a small group; five students who write the same short answer on their own are not taken for one.
  var smallGroupFloor = 4.0
  /// Fingerprints (after leaving out the stub and common code) from which a submission is long enough that a group of
  /// up to `smallGroupFloor` + 1 students sharing most of it is not chance.
  var longCode = 20
  /// A fingerprint more than this share of the submissions hold (and at least three) is common code.
  var commonShare = 0.5
  /// Matches listed per pair.
  var maximumMatches = 3
  static let maximumExcerptLines = 30

  /// One submission reduced to its fingerprints, each with where its first occurrence lies.
  private struct Document {
    package var student: String
    package var files: [(path: String, text: String)]
    var fingerprints: [UInt64: Winnowing.Span]
  }

  /// The flagged pairs of one exercise, most similar first.
  func pairs(in code: ExerciseCode) -> [SimilarPair] {
    let stubHashes = Set(code.stub.values.flatMap { winnowing.hashes(of: SimilarityTokens($0).tokens, file: 0).map(\.hash) })
    var documents = code.submissions.map { document(of: $0, leavingOut: stubHashes) }
    var postings: [UInt64: [Int]] = [:]
    for (index, document) in documents.enumerated() {
      for hash in document.fingerprints.keys { postings[hash, default: []].append(index) }
    }
    let commonAbove = max(2, Int((Double(documents.count) * commonShare).rounded(.down)))
    for (hash, holders) in postings where holders.count > commonAbove {
      for index in holders { documents[index].fingerprints[hash] = nil }
      postings[hash] = nil
    }
    let smallGroup = max(1, Double(documents.count) * smallGroupShare)
    var shared: [Int: [UInt64]] = [:]
    let count = documents.count
    for (hash, holders) in postings where holders.count > 1 {
      for i in 0..<holders.count {
        for j in (i + 1)..<holders.count { shared[holders[i] * count + holders[j], default: []].append(hash) }
      }
    }
    var result: [SimilarPair] = []
    for (key, hashes) in shared where hashes.count >= minimumShared {
      let (a, b) = (documents[key / count], documents[key % count])
      let smaller = Double(max(1, min(a.fingerprints.count, b.fingerprints.count)))
      let share = Double(hashes.count) / smaller
      let group = smaller >= Double(longCode) ? max(smallGroupFloor, smallGroup) : smallGroup
      let rare = hashes.map { min(1, group / Double(max(1, (postings[$0]?.count ?? 2) - 1))) }.reduce(0, +) / smaller
      guard rare >= threshold else { continue }
      result.append(SimilarPair(
        exercise: code.exercise, questions: code.questions, first: a.student, second: b.student,
        similarity: Int((share * 100).rounded()), sharedFingerprints: hashes.count, matches: matches(a, b, hashes)))
    }
    return result.sorted {
      ($0.similarity, $1.first, $1.second) > ($1.similarity, $0.first, $0.second)
    }
  }

  /// A submission's fingerprints, without any run of tokens the stub holds.
  private func document(of submission: ExerciseCode.Submission, leavingOut stub: Set<UInt64>) -> Document {
    let files = submission.files.sorted { $0.key < $1.key }.map { (path: $0.key, text: $0.value) }
    var fingerprints: [UInt64: Winnowing.Span] = [:]
    for (index, file) in files.enumerated() {
      let hashes = winnowing.hashes(of: SimilarityTokens(file.text).tokens, file: index)
      for fingerprint in winnowing.fingerprints(of: hashes) where !stub.contains(fingerprint.hash) {
        if fingerprints[fingerprint.hash] == nil { fingerprints[fingerprint.hash] = fingerprint.span }
      }
    }
    return Document(student: submission.student, files: files, fingerprints: fingerprints)
  }

  /// The largest stretches `a` and `b` share: shared fingerprints close together in both, joined.
  private func matches(_ a: Document, _ b: Document, _ hashes: [UInt64]) -> [SimilarPair.Match] {
    let spans = hashes.compactMap { hash -> (Winnowing.Span, Winnowing.Span)? in
      guard let first = a.fingerprints[hash], let second = b.fingerprints[hash] else { return nil }
      return (first, second)
    }.sorted { ($0.0.file, $0.0.fromLine, $0.1.file, $0.1.fromLine) < ($1.0.file, $1.0.fromLine, $1.1.file, $1.1.fromLine) }
    var blocks: [(first: Winnowing.Span, second: Winnowing.Span, weight: Int)] = []
    for (first, second) in spans {
      if var last = blocks.last, last.first.file == first.file, last.second.file == second.file,
        first.fromLine <= last.first.toLine + 2, second.fromLine <= last.second.toLine + 2,
        second.toLine >= last.second.fromLine - 2
      {
        last.first = Self.union(last.first, first)
        last.second = Self.union(last.second, second)
        last.weight += 1
        blocks[blocks.count - 1] = last
      } else {
        blocks.append((first, second, 1))
      }
    }
    let largest = blocks.enumerated().sorted { ($0.element.weight, $1.offset) > ($1.element.weight, $0.offset) }
      .prefix(maximumMatches).sorted { $0.offset < $1.offset }.map(\.element)
    return largest.map { SimilarPair.Match(first: Self.excerpt($0.first, of: a), second: Self.excerpt($0.second, of: b)) }
  }

  private static func union(_ a: Winnowing.Span, _ b: Winnowing.Span) -> Winnowing.Span {
    Winnowing.Span(file: a.file, fromLine: min(a.fromLine, b.fromLine), toLine: max(a.toLine, b.toLine))
  }

  private static func excerpt(_ span: Winnowing.Span, of document: Document) -> SimilarPair.Excerpt {
    let file = document.files[span.file]
    let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
    let from = max(1, min(span.fromLine, lines.count))
    let to = max(from, min(span.toLine, lines.count))
    var shown = lines[(from - 1)..<min(to, from - 1 + maximumExcerptLines)].joined(separator: "\n")
    if to - from + 1 > maximumExcerptLines { shown += "\n…" }
    return SimilarPair.Excerpt(file: file.path, fromLine: from, toLine: to, code: shown)
  }
}
