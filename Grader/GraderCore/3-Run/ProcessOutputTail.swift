/// The last lines a test process printed, without Swift Testing's own progress lines or stack traces.
package enum ProcessOutputTail {
  /// Lines that Swift Testing prints about tests, not what the code under test printed.
  private static let progressPrefixes = ["◇ ", "✔ ", "✘ ", "↳ ", "􀟈 ", "􁁛 ", "􀢄 ", "􀄣 ", "⚠︎ ", "➜ "]

  /// Up to `count` last meaningful lines of `text`, each cut to 200 characters.
  package static func lines(of text: String, count: Int = 12) -> String {
    var kept: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      if line.contains("Current stack trace:") || line.hasPrefix("Stack dump:") || line.hasPrefix("*** ") { break }
      if progressPrefixes.contains(where: { line.hasPrefix($0) }) { continue }
      kept.append(String(line.prefix(200)))
    }
    return kept.suffix(count).joined(separator: "\n")
  }
}
