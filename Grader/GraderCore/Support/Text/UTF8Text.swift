/// Decodes bytes that should be UTF-8 without losing anything silently: each invalid sequence becomes U+FFFD and is counted.
public enum UTF8Text {
  /// The text of `bytes`, with U+FFFD for every invalid sequence (a stray byte, a truncated sequence, an encoded
  /// surrogate such as `ED A0 80`, an overlong form), and how many such sequences there were.
  public static func decode(_ bytes: some Sequence<UInt8>) -> (text: String, invalidSequences: Int) {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var scalars = String.UnicodeScalarView()
    var invalid = 0
    decoding: while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        scalars.append(Unicode.UTF8.decode(encoded))
      case .error:
        invalid += 1
        scalars.append("\u{FFFD}")
      case .emptyInput:
        break decoding
      }
    }
    return (String(scalars), invalid)
  }
}
