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
    var reader = ArgumentReader(arguments)
    while let name = reader.next() {
      switch name {
      case "--solutions": solutions = true
      case "--question", "-q": questionIDs.append(try reader.value(for: name))
      case "--lesson": lessonIDs.append(try reader.value(for: name))
      case "--format":
        let text = try reader.value(for: name)
        guard let format = Format(rawValue: text) else {
          let all = Format.allCases.map(\.rawValue).joined(separator: ", ")
          throw KitError.usage("--format is one of \(all), not \(text)")
        }
        self.format = format
      case "--gradescope":
        format = .gradescope
        outputPath = try reader.value(for: name)
      case "--output", "-o": outputPath = try reader.value(for: name)
      case "--review": reviewPath = try reader.value(for: name)
      case "--student": student = try reader.value(for: name)
      case "--from-report": fromReport = try reader.value(for: name)
      case "--lang":
        let text = try reader.value(for: name)
        guard let language = Language(rawValue: text) else { throw KitError.usage("--lang is zh or en, not \(text)") }
        self.language = language
      case "--timeout": timeoutSeconds = try reader.number(for: name, in: 1...3600)
      case "--min-score": minScorePercent = try reader.number(for: name, in: 0...100)
      case "--jobs", "-j": jobs = Int(try reader.number(for: name, in: 1...64))
      case "--package-path": packagePath = try reader.value(for: name)
      case "--no-progress": showsProgress = false
      case "--help", "-h", "help": showsHelp = true
      default:
        throw KitError.usage("unknown argument \(name)")
      }
    }
  }
}
