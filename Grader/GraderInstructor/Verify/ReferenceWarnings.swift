import Foundation

/// The compiler's warnings about the references, read from the build logs of the grade of `Solutions/`. The kit ships
/// with none (CONTRIBUTING): `grader verify` says so from the build it runs anyway, so the kit's own tests need not
/// compile every exercise a second time to find out (the shared code is built, and its warnings read, by `.ci/run`).
package enum ReferenceWarnings {
  /// The warning lines of `logs` about files under one of `folders`, each once, in order. A line is the compiler's
  /// `path:line:column: warning: text`, with the path as the build saw it (the grader's build tree).
  package static func lines(inLogs logs: [String], folders: [String] = ["Solutions"]) -> [String] {
    var seen: Set<String> = []
    var found: [String] = []
    for log in logs {
      for line in log.split(separator: "\n") where line.contains(": warning: ") {
        let path = line.prefix { $0 != ":" }
        guard folders.contains(where: { path.contains("/\($0)/") }), seen.insert(String(line)).inserted else { continue }
        found.append(String(line))
      }
    }
    return found
  }

  /// The build logs in `runsPath` (`build-N.txt`, `ExerciseBuilder`) written at or after `since`.
  package static func logs(in runsPath: String, since: Date) -> [String] {
    let fileManager = FileManager.default
    let names = ((try? fileManager.contentsOfDirectory(atPath: runsPath)) ?? []).filter {
      $0.hasPrefix("build-") && $0.hasSuffix(".txt")
    }
    return names.sorted().compactMap { name in
      let path = runsPath + "/" + name
      guard let date = (try? fileManager.attributesOfItem(atPath: path))?[.modificationDate] as? Date, date >= since,
        let data = fileManager.contents(atPath: path)
      else { return nil }
      return String(decoding: data, as: UTF8.self)
    }
  }
}
