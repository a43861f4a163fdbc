import Foundation
import GraderCore
import GraderInstructor
import GraderStudent

/// What the student commands about one question (`hint`, `solution`, `reset`) take: the question's ID, the language,
/// and the kit's folder. One declaration, so the three parse, document and resolve it the same way.
struct QuestionArgument: Sendable, Equatable {
  var id = ""
  var language: Language?
  var packagePath: String?

  /// The kit, its course and the question these arguments name, and the language to answer in.
  struct Resolved {
    var root: URL
    var course: Course
    var found: QuestionLookup
    var language: Language
  }

  /// Finds the kit (from `--package-path` or the working folder), loads its course and looks the question up.
  func resolve(in context: CommandContext) throws -> Resolved {
    let root = try context.kitRoot(packagePath: packagePath)
    let course = try Course.load(from: root.appendingPathComponent(Course.relativePath))
    return Resolved(
      root: root, course: course, found: try QuestionLookup(id, in: course), language: language ?? context.localeLanguage)
  }
}

extension QuestionArgument.Resolved {
  /// The four parts, to bind at once.
  var parts: (root: URL, course: Course, found: QuestionLookup, language: Language) { (root, course, found, language) }
}

/// The options of a command about one question.
protocol QuestionCommandOptions: Sendable {
  var question: QuestionArgument { get set }
}

extension CommandSpec.Positional where Options: QuestionCommandOptions {
  /// The `ID` positional of a command about one question.
  static func questionID(
    help: LocalizedText = LocalizedText(en: "the question, such as di.fix1", zh: "题目 ID，例如 di.fix1")
  ) -> Self {
    .init(valueName: "ID", help: help, isRequired: true) { $0.question.id = $1 }
  }
}

extension CommandOption where Options: QuestionCommandOptions {
  /// `--lang` and `--package-path` of a command about one question.
  static var questionOptions: [CommandOption] {
    [.language { $0.question.language = $1 }, .packagePath { $0.question.packagePath = $1 }]
  }
}
