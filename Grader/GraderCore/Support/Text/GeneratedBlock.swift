/// A fenced region of a hand-written file that a generator owns: everything between its two marker lines.
package struct GeneratedBlock: Sendable {
  /// The whole line that opens the block.
  var begin: String
  /// The whole line that closes it.
  var end: String

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
