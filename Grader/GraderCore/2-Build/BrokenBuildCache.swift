import Foundation

/// Remembers which exercises failed to build, with their diagnostics and a fingerprint of their files.
///
/// On the next run an exercise whose files (and the kit's shared files) are unchanged is known to fail again, so it is
/// left out of the first build and its diagnostics are reused: a regrade with broken exercises then costs one build, not
/// one per broken exercise.
package struct BrokenBuildCache: Codable, Sendable {
  /// One exercise that failed to build.
  package struct Entry: Codable, Sendable {
    package var fingerprint: String
    package var diagnostics: String
  }

  package var entries: [String: Entry] = [:]

  /// Where the builds of `layout` keep the cache.
  package static func path(in layout: KitLayout) -> String {
    layout.runsPath + "/broken-builds.json"
  }

  /// Forgets what the builds of the kit at `root` learnt, for every kind of sources: before another student's work is
  /// graded in the same folder (a batch workspace).
  ///
  /// An exercise is found broken by a build that holds the student's other exercises too, and that build blames by the
  /// files and objects its errors name, or by a guess from progress lines: a verdict drawn so is one student's, and
  /// another student's byte-identical files are judged by a build of their own. (A submission whose compile errors were
  /// written under the path of an honest exercise made every later student with that exercise's files score 0 on it.)
  package static func forget(root: URL) {
    for sources in [Sources.lessons, .solutions] {
      try? FileManager.default.removeItem(atPath: path(in: KitLayout(root: root, sources: sources)))
    }
  }

  /// Reads the cache at `path`, or an empty one when there is none or it is unreadable.
  package static func load(from path: String) -> BrokenBuildCache {
    guard let data = FileManager.default.contents(atPath: path),
      let cache = try? JSONDecoder().decode(BrokenBuildCache.self, from: data)
    else { return BrokenBuildCache() }
    return cache
  }

  /// Writes the cache to `path`; a failure only costs speed next time, so it is ignored.
  package func save(to path: String) {
    guard let data = try? JSONEncoder().encode(self) else { return }
    try? data.write(to: URL(fileURLWithPath: path), options: .atomic)
  }
}
