/// A fenced region of a hand-written file that a generator owns: everything between its two marker lines.
package struct GeneratedBlock: Sendable {
  /// The whole line that opens the block.
  package var begin: String
  /// The whole line that closes it.
  package var end: String

  package init(begin: String, end: String) {
    self.begin = begin
    self.end = end
  }

  /// `text` with the block's content replaced by `content` (lines between the markers, without a final newline).
  ///
  /// Throws when either marker line is missing or they are out of order, naming the file for the message.
  package func replacing(in text: String, with content: String, file: String) throws -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let first = lines.firstIndex(of: begin), let last = lines.lastIndex(of: end), first < last else {
      throw KitError.kit("\(file) has no generated block: add the lines\n  \(begin)\n  \(end)")
    }
    let body = content.isEmpty ? [] : content.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return (lines[...first] + body + lines[last...]).joined(separator: "\n")
  }
}
