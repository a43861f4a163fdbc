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

  /// The language the user's locale names, or `nil` when it names none (unset, `C`, `POSIX`, `C.UTF-8`, or another
  /// language): `zh…` gives Chinese and `en…` English, with the same precedence as `fromLocale`.
  ///
  /// What the grader writes in both languages (progress lines) is shown in this one when there is one; a locale that
  /// names no language (Xcode's console, CI, containers) says nothing about the reader, so both are kept.
  public static func named(byLocale environment: [String: String]) -> Language? {
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      if let value = environment[name], !value.isEmpty {
        let lowered = value.lowercased()
        return lowered.hasPrefix("zh") ? .zh : lowered.hasPrefix("en") ? .en : nil
      }
    }
    return nil
  }
}
