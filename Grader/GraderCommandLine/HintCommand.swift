import Foundation
import GraderCore
import GraderInstructor
import GraderStudent

/// `grader hint ID`: a question's hints, the first from the manifest and the second after repeated failures.
enum HintCommand: Subcommand {
  struct Options: QuestionCommandOptions {
    var question = QuestionArgument()
  }

  static let defaults = Options()

  static let spec = CommandSpec<Options>(
    name: "hint",
    abstract: LocalizedText(en: "a question's hint; a second one opens after a few tries.", zh: "显示一道题的提示；多试几次后会出现第二级提示。"),
    discussion: LocalizedText(
      en: """
        The first hint is always there. After \(HintLadder.attemptsForSecondLevel) graded attempts that change your files and still do not pass,
        a second one names the check that keeps failing and what it is about.
        """,
      zh: """
        第一级提示一直可见。改动文件后评分仍未通过的尝试达到 \(HintLadder.attemptsForSecondLevel) 次，
        会出现第二级提示：说出一直没通过的那项检查，以及它考查什么。
        """),
    positional: .questionID(),
    options: CommandOption.questionOptions
  )

  static func run(_ options: Options, context: CommandContext) throws -> Int32 {
    let (root, _, found, language) = try options.question.resolve(in: context).parts
    let style = TerminalStyle.detect(fileDescriptor: 1, environment: context.environment)
    let entry = StudentProgress.load(root: root).questions[found.question.id]
    let intents = CheckIntents.intents(
      inFolder: root.appendingPathComponent("Tests/\(found.lesson.folder)/\(found.exercise.folder)"), suite: found.question.suite)
    let ladder = HintLadder(question: found.question, progress: entry, intents: intents)
    context.print(HintText(language: language, style: style).render(found.question, ladder: ladder, entry: entry))
    return GraderCommand.success
  }
}

/// The text of `grader hint` (and of the watch screen's `h`).
struct HintText: Sendable {
  var language: Language
  var style: TerminalStyle

  /// The question's title, every open hint level, and when the next one opens.
  func render(_ question: Question, ladder: HintLadder, entry: StudentProgress.Entry?) -> String {
    let zh = language == .zh
    var lines = [style.paint("\(question.id) · \(question.title.text(in: language))", .bold)]
    if entry?.status == .passed {
      lines.append(style.paint(zh ? "这道题已经通过了。" : "This question has passed.", .green))
    }
    for level in ladder.levels {
      lines.append(style.paint((zh ? "提示 \(level.number)：" : "Hint \(level.number): "), .yellow) + level.text.text(in: language))
    }
    if entry?.status != .passed && !HintLadder.hasSecondLevel(question) {
      lines.append(style.paint(
        zh ? "这道题只有这一级提示：第二级提示只有改错题、编程题和由多项检查评分的题（如预测题）才有。"
          : "This question has this one hint: a second one exists for fix and code questions and for questions graded by "
            + "several checks (such as predict questions).",
        .gray))
    }
    if let remaining = ladder.attemptsToNextLevel {
      lines.append(style.paint(
        zh ? "再有 \(remaining) 次改动后仍未通过，会出现第 \(ladder.levels.count + 1) 级提示。"
          : "Hint \(ladder.levels.count + 1) opens after \(remaining) more graded \(remaining == 1 ? "try" : "tries") that change your files and still do not pass.",
        .gray))
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
