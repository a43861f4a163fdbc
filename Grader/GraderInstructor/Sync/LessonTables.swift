import GraderCore
/// The exercise table of each lesson README and the course overview of the root README, written from the manifest.
enum LessonTables {
  static let exercisesFence = GeneratedBlock(
    begin: "<!-- BEGIN GENERATED: exercises (swift run grader sync writes this table from Course/course.json) -->",
    end: "<!-- END GENERATED: exercises -->")
  static let courseFence = GeneratedBlock(
    begin: "<!-- BEGIN GENERATED: lessons (swift run grader sync writes this table from Course/course.json) -->",
    end: "<!-- END GENERATED: lessons -->")

  /// The bilingual name of each kind of question.
  static func kindName(_ kind: QuestionKind) -> String {
    switch kind {
    case .choice: "选择 / choice"
    case .trueFalse: "判断 / true-false"
    case .fillIn: "填空 / fill-in"
    case .fix: "改错 / fix"
    case .predict: "预测 / predict"
    case .code: "编程 / code"
    case .testWriting: "写测试 / tests"
    case .open: "开放 / open"
    }
  }

  /// One row per question: its id, kind, points, the files to edit (relative to the lesson folder) and its title.
  static func exercises(_ lesson: Lesson) -> String {
    var lines = [
      "| 题号 / id | 题型 / kind | 分 / pts | 要改的文件 / file to edit | 题目 / question |",
      "| --- | --- | --- | --- | --- |",
    ]
    for question in lesson.questions {
      let files = lesson.exercise(question.exercise).map { exercise in
        exercise.files.map { "`\(exercise.folder)/\($0)`" }.joined(separator: ", ")
      } ?? ""
      let title = cell(question.title.zh) + "<br>" + cell(question.title.en)
      lines.append(
        "| `\(question.id)` | \(kindName(question.kind)) | \(TextReport.number(question.points)) | \(files) | \(title) |")
    }
    let automatic = lesson.questions.filter(\.kind.isAutomatic).map(\.points).reduce(0, +)
    let open = lesson.questions.filter { !$0.kind.isAutomatic }.map(\.points).reduce(0, +)
    lines += [
      "",
      "共 \(lesson.questions.count) 题：自动评分 \(TextReport.number(automatic)) 分，开放题 \(TextReport.number(open)) 分由老师评。"
        + " / \(lesson.questions.count) questions: \(TextReport.number(automatic)) points graded automatically, "
        + "\(TextReport.number(open)) open points graded by the instructor.",
    ]
    return lines.joined(separator: "\n")
  }

  /// The course overview: every lesson in order with its questions and points, then the totals.
  package static func course(_ course: Course) -> String {
    var lines = [
      "| 课 / lesson | 内容 / what it teaches | 题 / questions | 自动 / automatic | 开放 / open |",
      "| --- | --- | --- | --- | --- |",
    ]
    for lesson in course.lessons {
      let automatic = lesson.questions.filter(\.kind.isAutomatic).map(\.points).reduce(0, +)
      let open = lesson.questions.filter { !$0.kind.isAutomatic }.map(\.points).reduce(0, +)
      let link = "[`\(lesson.folder)`](Lessons/\(lesson.folder)/README.md)"
      let teaches = lesson.summary.map { "<br>" + cell($0.zh) + "<br>" + cell($0.en) } ?? ""
      lines.append(
        "| \(link) (`\(lesson.id)`) | **\(cell(lesson.title.zh))**<br>**\(cell(lesson.title.en))**\(teaches) | \(lesson.questions.count) "
          + "| \(TextReport.number(automatic)) | \(TextReport.number(open)) |")
    }
    let questions = course.questions.map(\.question)
    let automatic = questions.filter(\.kind.isAutomatic).map(\.points).reduce(0, +)
    let open = questions.filter { !$0.kind.isAutomatic }.map(\.points).reduce(0, +)
    lines.append(
      "| **合计 / total** | | \(questions.count) | \(TextReport.number(automatic)) | \(TextReport.number(open)) |")
    return lines.joined(separator: "\n")
  }

  /// Text made safe for a Markdown table cell.
  private static func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
  }
}
