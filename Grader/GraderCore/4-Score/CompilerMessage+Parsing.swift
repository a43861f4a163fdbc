extension GradeReport.CompilerMessage {
  /// The errors and warnings of `diagnostics` (the compiler's lines as the build kept them), in order, once each.
  ///
  /// Only header lines (`path:line:col: error|warning: message`) count; notes, remarks and the framed source
  /// excerpts under a header are left out. A message inside a macro expansion buffer has no file.
  public static func all(in diagnostics: String) -> [GradeReport.CompilerMessage] {
    var messages: [GradeReport.CompilerMessage] = []
    for line in diagnostics.split(whereSeparator: \.isNewline) {
      guard let header = _DiagnosticHeader(line) else { continue }
      let severity: Severity
      switch header.severity {
      case .error: severity = .error
      case .warning: severity = .warning
      case .note, .remark: continue
      }
      let message =
        header.isMacroExpansion
        ? GradeReport.CompilerMessage(severity: severity, file: nil, line: nil, column: nil, message: header.message)
        : GradeReport.CompilerMessage(
          severity: severity, file: header.path, line: header.line, column: header.column, message: header.message)
      if !messages.contains(message) { messages.append(message) }
    }
    return messages
  }
}
