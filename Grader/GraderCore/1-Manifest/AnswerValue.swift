import KitSupport

/// The value of a closed answer: a choice letter, a truth value, a word, a number or a list of texts.
public enum AnswerValue: Codable, Hashable, Sendable, CustomStringConvertible {
  case text(String)
  case bool(Bool)
  case integer(Int)
  case texts([String])

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .integer(value)
    } else if let value = try? container.decode(String.self) {
      self = .text(value)
    } else if let value = try? container.decode([String].self) {
      self = .texts(value)
    } else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "an answer key is a string, a boolean, an integer or a list of strings")
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .text(let value): try container.encode(value)
    case .bool(let value): try container.encode(value)
    case .integer(let value): try container.encode(value)
    case .texts(let value): try container.encode(value)
    }
  }

  /// The canonical text that is hashed: the same for the key and for a student's equal answer.
  public var canonical: String {
    switch self {
    case .text(let value): value
    case .bool(let value): value ? "true" : "false"
    case .integer(let value): String(value)
    case .texts(let values): AnswerHash.canonical(texts: values)
    }
  }

  public var description: String { canonical }
}
