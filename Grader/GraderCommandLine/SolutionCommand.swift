import Foundation
import GraderCore
import GraderInstructor
import GraderStudent

/// `grader solution ID`: the reference solution of a question, once it has passed.
enum SolutionCommand: Subcommand {
  struct Options: QuestionCommandOptions {
    var question = QuestionArgument()
  }

  static let defaults = Options()

  static let spec = CommandSpec<Options>(
    name: "solution",
    abstract: LocalizedText(en: "the reference solution of a question you have passed.", zh: "查看已通过题目的参考答案。"),
    discussion: LocalizedText(
      en: """
        It shows the reference only after the question passed in your last grade (as `grader list` shows it), so you
        compare it with your own rather than copy it. Where Solutions/ is not part of the kit, your teacher holds it.
        """,
      zh: """
        只有在上次评分中这道题已经通过（见 grader list）之后才显示参考答案，方便你和自己的写法对照，而不是照抄。
        套件里没有 Solutions/ 时，参考答案在老师那里。
        """),
    positional: .questionID(),
    options: CommandOption.questionOptions
  )

  static func run(_ options: Options, context: CommandContext) throws -> Int32 {
    let (root, course, found, language) = try options.question.resolve(in: context).parts
    let zh = language == .zh
    let style = TerminalStyle.detect(fileDescriptor: 1, environment: context.environment)
    let question = found.question
    guard question.kind.isAutomatic else {
      context.print(zh ? "\(question.id) 是开放题，由老师阅读评分，没有可以显示的参考答案。\n"
        : "\(question.id) is an open question: your teacher reads it, and there is no reference answer to show.\n")
      return GraderCommand.notFullMarks
    }
    let folder = "\(Sources.solutions.rawValue)/\(found.lesson.folder)/\(found.exercise.folder)"
    guard FileManager.default.fileExists(atPath: root.appendingPathComponent(folder).path) else {
      context.print(zh ? "这一版套件不含参考答案（没有 Solutions/），参考答案在老师那里。\n"
        : "This edition of the kit has no reference solutions (no Solutions/): your teacher holds them.\n")
      return GraderCommand.notFullMarks
    }
    let progress = StudentProgress.load(root: root)
    // A file shared by several questions (the quiz) is shown only once all of them passed, so it gives nothing away.
    let shared = course.questions.map(\.question).filter { $0.exercise == question.exercise && $0.kind.isAutomatic }
    let pending = (question.kind.answersInline ? [question] : shared).filter { progress.questions[$0.id]?.status != .passed }
    guard pending.isEmpty else {
      context.print(notYet(pending, progress: progress, asked: question, language: language))
      return GraderCommand.notFullMarks
    }
    var lines = [style.paint("\(question.id) · \(question.title.text(in: language))", .bold)]
    if question.kind.answersInline {
      lines.append(zh ? "你的答案就是参考答案。" : "Your answer is the reference answer.")
    } else {
      for path in PristineStubs.filePaths(inFolder: folder + "/", root: root) {
        let file = (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
        // The reference as it reads: the slips `grader verify` grades are the instructor's, not the answer.
        let text = (try? SlipMarkers.reference(file)) ?? file
        lines += ["", style.paint("── \(path) ──", .gray), text.hasSuffix("\n") ? String(text.dropLast()) : text]
      }
      lines.append("")
    }
    lines.append(style.paint((zh ? "解读：" : "Why: ") + question.explanation.text(in: language), .gray))
    context.print(lines.joined(separator: "\n") + "\n")
    return GraderCommand.success
  }

  /// Why the solution is not shown yet, and what to try instead.
  static func notYet(_ pending: [Question], progress: StudentProgress, asked: Question, language: Language) -> String {
    let zh = language == .zh
    var lines: [String] = []
    for question in pending {
      let state: String
      if let entry = progress.questions[question.id] {
        let status = entry.notStarted ? StatusLabel.notStartedText(language) : StatusLabel.text(entry.status, language)
        state = "\(status), \(TextReport.number(entry.score)) / \(TextReport.number(entry.maxScore))"
      } else {
        state = zh ? "尚未评分" : "not graded yet"
      }
      lines.append(zh ? "\(question.id) 还没有通过（上次：\(state)）。" : "\(question.id) has not passed yet (last grade: \(state)).")
    }
    lines.append(zh ? "参考答案在通过之后才显示。试试：swift run grader hint \(asked.id)"
      : "The reference is shown once it passes. Try: swift run grader hint \(asked.id)")
    return lines.joined(separator: "\n") + "\n"
  }
}

extension QuestionKind {
  /// Whether the answer is a value written in place (choice, true/false, fill-in, prediction), not code.
  var answersInline: Bool { isClosed }
}
