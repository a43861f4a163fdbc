/// The language of the text report.
public enum Language: String, CaseIterable, Sendable {
  case zh
  case en

  /// The language a user's locale variables ask for: Chinese for `zh…`, English otherwise.
  ///
  /// `LC_ALL` wins over `LC_MESSAGES`, which wins over `LANG`, as in POSIX.
  public static func fromLocale(_ environment: [String: String]) -> Language {
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      if let value = environment[name], !value.isEmpty {
        return value.lowercased().hasPrefix("zh") ? .zh : .en
      }
    }
    return .en
  }
}
