import GraderCore
import GraderInstructor
import GraderStudent
/// Everything about one command's arguments: its options, its positional argument, and its help text.
///
/// In the spirit of swift-argument-parser, the same declaration parses the arguments and prints `--help`, so the two
/// cannot disagree.
struct CommandSpec<Options: Sendable>: Sendable {
  /// A positional argument, such as the folder of submissions.
  struct Positional: Sendable {
    var valueName: String
    var help: LocalizedText
    var isRequired: Bool
    var apply: @Sendable (inout Options, String) throws -> Void
  }

  /// The command's name after `grader`, or an empty string for `grader` itself.
  var name: String
  var abstract: LocalizedText
  /// Paragraphs shown after the usage line.
  var discussion: LocalizedText?
  var examples: [(command: String, meaning: LocalizedText)] = []
  var positional: Positional?
  var options: [CommandOption<Options>]
  /// Extra sections at the end of the help, such as the exit statuses.
  var epilogue: LocalizedText?

  /// The options with `--help` added.
  private var allOptions: [CommandOption<Options>] {
    options + [.flag("--help", "-h", help: LocalizedText(en: "show this help", zh: "显示本帮助")) { _ in }]
  }

  /// Parses `arguments` into `defaults`; returns `nil` when they ask for help.
  func parse(_ arguments: [String], defaults: Options) throws -> Options? {
    var options = defaults
    var reader = ArgumentReader(arguments)
    var sawPositional = false
    while let argument = reader.next() {
      if argument == "--help" || argument == "-h" { return nil }
      if let option = allOptions.first(where: { $0.names.contains(argument) }) {
        try option.apply(&options, option.valueName == nil ? "" : reader.value(for: argument))
        continue
      }
      guard let positional, !argument.hasPrefix("-"), !sawPositional else {
        let command = name.isEmpty ? "grader" : "grader \(name)"
        throw KitError.usage("\(command) 不认识参数 \(argument) / unknown argument \(argument) for \(command)")
      }
      try positional.apply(&options, argument)
      sawPositional = true
    }
    if let positional, positional.isRequired, !sawPositional {
      throw KitError.usage("grader \(name) 需要 \(positional.valueName) / grader \(name) needs \(positional.valueName)")
    }
    return options
  }

  /// The `--help` text in `language`, laid out by display width so Chinese columns line up.
  ///
  /// Options named in `hiding`, and examples that use them, are left out (the student edition's `--solutions`).
  func help(_ language: Language, hiding: Set<String> = []) -> String {
    let zh = language == .zh
    let command = name.isEmpty ? "grader" : "grader \(name)"
    var lines = ["\(command): \(abstract.text(in: language))", "", zh ? "用法" : "USAGE"]
    var usage = "  swift run \(command)"
    if let positional { usage += positional.isRequired ? " \(positional.valueName)" : " [\(positional.valueName)]" }
    lines.append(usage + (zh ? " [选项]" : " [options]"))
    if let discussion {
      lines += [""] + discussion.text(in: language).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    if !examples.isEmpty {
      lines += ["", zh ? "示例" : "EXAMPLES"]
      let shown = examples.filter { example in !hiding.contains { example.command.split(separator: " ").contains(Substring($0)) } }
      lines += Self.columns(shown.map { ($0.command, $0.meaning.text(in: language)) })
    }
    var rows: [(String, String)] = []
    if let positional { rows.append((positional.valueName, positional.help.text(in: language))) }
    for option in allOptions where hiding.isDisjoint(with: option.names) {
      let value = option.valueName.map { " " + $0.text(in: language) } ?? ""
      rows.append((option.names.joined(separator: ", ") + value, option.help.text(in: language)))
    }
    lines += ["", zh ? "选项" : "OPTIONS"] + Self.columns(rows)
    if let epilogue {
      lines += [""] + epilogue.text(in: language).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    return lines.joined(separator: "\n")
  }

  /// Two columns, the first padded to a common display width.
  static func columns(_ rows: [(String, String)]) -> [String] {
    let width = min(28, rows.map { DisplayWidth.columns(of: $0.0) }.max() ?? 0)
    return rows.map { left, right in
      let padded = DisplayWidth.columns(of: left) > width ? left + "\n" + String(repeating: " ", count: width + 2) : DisplayWidth.pad(left, to: width)
      return "  " + padded + "  " + right
    }
  }
}
