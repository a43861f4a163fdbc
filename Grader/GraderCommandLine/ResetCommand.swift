import Foundation
import GraderCore
import GraderInstructor
import GraderStudent

/// `grader reset ID`: puts an exercise's shipped stub back, after a confirmation, keeping the student's version.
enum ResetCommand: Subcommand {
  struct Options: QuestionCommandOptions {
    var question = QuestionArgument()
    var assumeYes = false
  }

  static let defaults = Options()

  static let spec = CommandSpec<Options>(
    name: "reset",
    abstract: LocalizedText(en: "start an exercise over from its stub (your version is kept).", zh: "把一道练习恢复成初始代码重新开始（你的版本会保留）。"),
    discussion: LocalizedText(
      en: """
        It asks first. Your files are copied to .build/grader/backup/ before the stub (from Course/stubs.json) is
        written back; files you added to the exercise's folder move to the backup too. Questions answered in the same
        file (the quiz, the fill-ins) are reset together.
        """,
      zh: """
        会先询问。写回初始代码（来自 Course/stubs.json）之前，你的文件会先复制到 .build/grader/backup/；
        你在练习目录里新增的文件也会移到备份中。同一个文件里作答的题目（选择题、填空题）会一起恢复。
        """),
    positional: .questionID(
      help: LocalizedText(en: "a question of the exercise, such as di.fix1", zh: "这道练习的题目 ID，例如 di.fix1")),
    options: [
      .flag("--yes", "-y", help: LocalizedText(en: "do not ask", zh: "不询问，直接恢复")) { $0.assumeYes = true }
    ] + CommandOption.questionOptions
  )

  static func run(_ options: Options, context: CommandContext) throws -> Int32 {
    let (root, course, found, language) = try options.question.resolve(in: context).parts
    let zh = language == .zh
    guard let stubs = try PristineStubs.load(root: root) else {
      throw KitError.kit("this kit has no \(PristineStubs.relativePath), so there is no stub to restore")
    }
    let restorer = StubRestorer(root: root, stubs: stubs)
    let folder = PristineStubs.folderPath(lesson: found.lesson, exercise: found.exercise)
    let plan = restorer.plan(folder: folder)
    if plan.isNothingToDo {
      context.print(zh ? "\(folder) 已经是初始代码，不需要恢复。\n" : "\(folder) already is the stub; nothing to reset.\n")
      return GraderCommand.success
    }
    context.print(summary(plan, siblings: found.siblings(in: course), zh: zh))
    if !options.assumeYes {
      context.print(zh ? "确定恢复吗？[y/N] " : "Reset it? [y/N] ")
      let line = context.readLine()
      let answer = (line ?? "").trimmingCharacters(in: .whitespaces).lowercased()
      guard ["y", "yes", "是"].contains(answer) else {
        guard line == nil else {
          context.print(zh ? "没有改动任何文件。\n" : "Nothing was changed.\n")
          return GraderCommand.notFullMarks
        }
        // No answer could be read at all (input closed, a script): say how to reset without being asked.
        let command = "swift run grader reset \(options.question.id) --yes"
        context.print(
          zh ? "\n没有读到回答，没有改动任何文件。不询问直接恢复：\(command)\n"
            : "\nNo answer could be read; nothing was changed. To reset without being asked: \(command)\n")
        return GraderCommand.notFullMarks
      }
    }
    let backup = try restorer.reset(folder: folder)
    context.print(
      zh ? "已恢复 \(folder)。你原来的文件保存在 \(backup)/\n" : "Reset \(folder). Your previous files are in \(backup)/\n")
    return GraderCommand.success
  }

  /// What the reset will change, in the user's language.
  static func summary(_ plan: StubRestorer.Plan, siblings: [Question], zh: Bool) -> String {
    var lines = [zh ? "将把 \(plan.folder) 恢复成初始代码：" : "This puts the stub of \(plan.folder) back:"]
    lines += plan.restored.map { "  " + (zh ? "恢复 " : "restore ") + $0 }
    lines += plan.removed.map { "  " + (zh ? "移到备份 " : "move to the backup ") + $0 }
    if !siblings.isEmpty {
      let ids = siblings.map(\.id).joined(separator: ", ")
      lines.append(zh ? "同一练习中的这些题也会恢复：\(ids)" : "These questions of the same exercise are reset too: \(ids)")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
