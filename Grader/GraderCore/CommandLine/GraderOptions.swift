import Foundation

/// The grader's command-line options, parsed.
public struct GraderOptions: Equatable, Sendable {
  /// The output format.
  public enum Format: String, CaseIterable, Sendable {
    case text
    case json
    case gradescope
    case junit
    case markdown
    case classroom
    case github
  }

  public var solutions = false
  public var questionIDs: [String] = []
  public var lessonIDs: [String] = []
  public var format = Format.text
  public var language: Language?
  public var timeoutSeconds: Double = 10
  public var minScorePercent: Double?
  public var jobs: Int?
  public var packagePath: String?
  public var showsProgress = true
  /// Writes the report to this file instead of standard output.
  public var outputPath: String?
  /// An instructor's review file to merge into the report.
  public var reviewPath: String?
  /// The student whose reviews apply, as named in the review file.
  public var student: String?
  /// A saved JSON report to render instead of grading again.
  public var fromReport: String?
  public var showsHelp = false

  public init() {}

  /// Parses `arguments` (without the program name); throws `KitError.usage` with a readable message.
  public init(parsing arguments: [String]) throws {
    // `--option=value` means `--option value`.
    let split = arguments.flatMap { argument -> [String] in
      guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return [argument] }
      return [String(argument[..<equals]), String(argument[argument.index(after: equals)...])]
    }
    var iterator = split.makeIterator()
    func value(for option: String) throws -> String {
      guard let value = iterator.next(), !value.hasPrefix("--") else {
        throw KitError.usage("\(option) needs a value")
      }
      return value
    }
    func number(for option: String, in range: ClosedRange<Double>) throws -> Double {
      let text = try value(for: option)
      guard let number = Double(text), range.contains(number) else {
        throw KitError.usage("\(option) takes a number from \(Int(range.lowerBound)) to \(Int(range.upperBound)), not \(text)")
      }
      return number
    }
    while let argument = iterator.next() {
      let name = argument
      switch name {
      case "--solutions": solutions = true
      case "--question", "-q": questionIDs.append(try value(for: name))
      case "--lesson": lessonIDs.append(try value(for: name))
      case "--format":
        let text = try value(for: name)
        guard let format = Format(rawValue: text) else {
          let all = Format.allCases.map(\.rawValue).joined(separator: ", ")
          throw KitError.usage("--format is one of \(all), not \(text)")
        }
        self.format = format
      case "--gradescope":
        format = .gradescope
        outputPath = try value(for: name)
      case "--output", "-o": outputPath = try value(for: name)
      case "--review": reviewPath = try value(for: name)
      case "--student": student = try value(for: name)
      case "--from-report": fromReport = try value(for: name)
      case "--lang":
        let text = try value(for: name)
        guard let language = Language(rawValue: text) else { throw KitError.usage("--lang is zh or en, not \(text)") }
        self.language = language
      case "--timeout": timeoutSeconds = try number(for: name, in: 1...3600)
      case "--min-score": minScorePercent = try number(for: name, in: 0...100)
      case "--jobs", "-j": jobs = Int(try number(for: name, in: 1...64))
      case "--package-path": packagePath = try value(for: name)
      case "--no-progress": showsProgress = false
      case "--help", "-h", "help": showsHelp = true
      default:
        throw KitError.usage("unknown argument \(argument)")
      }
    }
  }
}
