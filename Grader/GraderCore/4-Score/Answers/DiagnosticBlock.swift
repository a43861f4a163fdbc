/// One compiler error of an exercise's diagnostics text, with the file and line it points at.
package struct DiagnosticBlock: Sendable, Equatable {
  /// The file as the diagnostics show it (kit-relative).
  package var path: String
  package var line: Int
  /// The error's lines: its header and the source excerpt and notes under it.
  package var text: String

  /// Splits an exercise's diagnostics (as the build step keeps them) into its errors; lines before the first error,
  /// and notes and warnings, stay with the error they follow.
  package static func split(_ diagnostics: String) -> [DiagnosticBlock] {
    var blocks: [DiagnosticBlock] = []
    for line in diagnostics.split(separator: "\n", omittingEmptySubsequences: false) {
      if let header = _DiagnosticHeader(line), header.severity == .error, !header.isMacroExpansion {
        blocks.append(DiagnosticBlock(path: header.path, line: header.line, text: String(line)))
      } else if !blocks.isEmpty {
        blocks[blocks.count - 1].text += "\n" + line
      }
    }
    return blocks.map { block in
      var block = block
      while block.text.hasSuffix("\n") { block.text.removeLast() }
      return block
    }
  }
}
