/// A piece of text in Simplified Chinese and English.
public struct LocalizedText: Codable, Hashable, Sendable {
  public var en: String
  public var zh: String

  public init(en: String, zh: String) {
    self.en = en
    self.zh = zh
  }

  /// The text in `language`, falling back to the other language when it is empty.
  public func text(in language: Language) -> String {
    switch language {
    case .en: en.isEmpty ? zh : en
    case .zh: zh.isEmpty ? en : zh
    }
  }
}
