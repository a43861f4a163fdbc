import Foundation

/// What the first grade of a fresh clone says once, up front: what it is doing and roughly how long it takes.
package enum FirstRunNotice {
  /// Whether the grader has never built the tree at `scratchPath` (a fresh clone, or `.build/` removed).
  package static func isFirstRun(scratchPath: String) -> Bool {
    !FileManager.default.fileExists(atPath: scratchPath)
  }

  /// The notice, ending in a newline.
  ///
  /// The figures are the README benchmark's: about 35 s for a fresh clone on a quiet 2-core machine, two minutes and
  /// more when the machine is busy.
  package static func text(_ language: Language) -> String {
    language == .zh
      ? "第一次评分：先把四课的全部练习构建一遍（通常 1 到 3 分钟，机器忙时更久）；之后每次评分只需几秒。进度显示在下面。\n"
      : "First grade of this kit: building every lesson's exercises once (usually 1 to 3 minutes, longer on a busy "
        + "machine); later grades take seconds. Progress shows below.\n"
  }
}
