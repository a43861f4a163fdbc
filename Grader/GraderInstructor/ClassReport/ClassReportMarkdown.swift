import GraderCore
/// `class-report.md`: the facts of the class report as Markdown, every piece of student text escaped (names and
/// messages literal, code in fenced blocks).
enum ClassReportMarkdown {
  package static func render(_ report: ClassReport) -> String {
    var text = "# 班级报告 / Class report\n\n"
    text += "kit `\(report.kit)`\n\n"
    text += "| 提交 / submissions | 已评分 / graded | 平均分 / mean | 中位数 / median | 相似代码 / similar pairs |\n| --- | --- | --- | --- | --- |\n"
    text += "| \(report.students) | \(report.graded) | \(number(report.meanScore)) / \(number(report.maxScore)) | "
      + "\(number(report.medianScore)) / \(number(report.maxScore)) | \(report.similarPairs.count) |\n"
    text += "\n## 分数分布 / Score distribution\n\n| 得分率 / score | 学生 / students | |\n| --- | ---: | --- |\n"
    let highest = max(1, report.histogram.map(\.students).max() ?? 1)
    for bin in report.histogram {
      text += "| \(bin.from)–\(bin.to)% | \(bin.students) | \(String(repeating: "█", count: (bin.students * 30 + highest - 1) / highest)) |\n"
    }
    text += attention(report) + similarity(report) + checks(report) + compileErrors(report) + questions(report)
    return text
  }

  private static func questions(_ report: ClassReport) -> String {
    var text = "\n## 各题 / Questions\n\n| 题 / question | 标题 / title | 平均 / mean | 满分 / full marks | 未开始 / not started |\n"
      + "| --- | --- | ---: | ---: | ---: |\n"
    for question in report.questions {
      text += "| `\(question.id)` | \(literal(question.title.zh)) / \(literal(question.title.en)) | "
        + "\(number(question.meanScore)) / \(number(question.maxScore)) | \(number(question.fullMarksPercent))% | "
        + "\(number(question.notStartedPercent))% |\n"
    }
    return text
  }

  package static func number(_ value: Double) -> String { TextReport.number(value) }

  static func literal(_ text: String) -> String { MarkdownReport.literal(text) }

  private static func checks(_ report: ClassReport) -> String {
    let shown = ClassReportHTML.checksShown
    var text = "\n## 失败最多的检查 / Checks failed most\n\n\(checksScope)"
      + (report.checks.count > shown ? "; 前 \(shown) 项，全部见 class-report.json / the first \(shown), all in class-report.json" : "")
      + "\n\n"
    guard !report.checks.isEmpty else { return text + "没有 / none\n" }
    text += "| 题 / question | 检查 / check | 要求 / requirement | 未通过 / failed | 未运行 / not run |\n| --- | --- | --- | ---: | --- |\n"
    for check in report.checks.prefix(shown) {
      let requirement = [check.requirement.zh, check.requirement.en].filter { !$0.isEmpty }
        .reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }.map(literal).joined(separator: " / ")
      text += "| \(literal(check.question)) | \(literal(check.check)) | \(requirement) | "
        + "\(check.failed) / \(check.students) (\(number(check.failedPercent))%) | \(notRunParts(check).joined(separator: "; ")) |\n"
    }
    return text
  }

  /// Whom a check's figures count, said above the table in HTML and Markdown.
  static let checksScope =
    "在该题运行了的学生中；没有编译通过或尚未开始的学生不算未通过，另列在旁 / among the students whose question ran; "
    + "students whose question did not compile or was not started are not counted as failing it, but beside it"

  /// The students counted beside a check rather than in it: how many did not compile, how many had not started.
  static func notRunParts(_ check: ClassReport.CheckSummary) -> [String] {
    var parts: [String] = []
    if check.notCompiled > 0 { parts.append("\(check.notCompiled) 未编译 / did not compile") }
    if check.notStarted > 0 { parts.append("\(check.notStarted) 未开始 / not started") }
    return parts
  }

  private static func compileErrors(_ report: ClassReport) -> String {
    var text = "\n## 最常见的编译错误 / Most frequent compile errors\n\n"
    guard !report.compileErrors.isEmpty else { return text + "没有 / none\n" }
    text += "| 练习 / exercise | 错误 / error | 学生 / students |\n| --- | --- | ---: |\n"
    for error in report.compileErrors {
      text += "| \(literal(error.exercise)) | \(literal(error.message)) | \(error.students) |\n"
    }
    return text
  }

  private static func attention(_ report: ClassReport) -> String {
    var text = "\n## 需要查看的学生 / Students to look at\n"
    let groups: [(String, [ClassReport.StudentFlag])] = [
      ("判为篡改 / tampered", report.tampered), ("超时 / timed out", report.timedOut),
      ("开放题待评阅 / awaiting review", report.awaitingReview),
      ("开放题未作答 / open questions not answered", report.openNotAnswered),
    ]
    for (title, flags) in groups {
      text += "\n### \(title) (\(flags.count))\n\n"
      text += flags.isEmpty ? "没有 / none\n" : flags.map {
        "- \(literal($0.student)): \($0.questions.map(literal).joined(separator: ", "))\n"
      }.joined()
    }
    text += "\n### 无法评分 / not graded (\(report.notGraded.count))\n\n"
    text += report.notGraded.isEmpty ? "没有 / none\n" : report.notGraded.map {
      "- \(literal($0.student)): \(literal($0.problem))\n"
    }.joined()
    return text
  }

  private static func similarity(_ report: ClassReport) -> String {
    var text = "\n## 相似代码 / Similar code\n\n供人工查看，不影响任何分数 / for review only; no score is changed\n"
    guard !report.similarPairs.isEmpty else { return text + "\n没有 / none\n" }
    text += "\n| 练习 / exercise | 学生 / students | 对数 / pairs | 相似度 / similarity |\n| --- | --- | ---: | ---: |\n"
    for group in report.similarGroups {
      let range = group.lowest == group.highest ? "\(group.highest)%" : "\(group.lowest)–\(group.highest)%"
      text += "| \(literal(group.exercise)) (\(group.questions.map(literal).joined(separator: ", "))) | "
        + "\(group.students.map(literal).joined(separator: ", ")) | \(group.pairs) | \(range) |\n"
    }
    for pair in report.similarPairs {
      text += "\n### \(literal(pair.first)) ↔ \(literal(pair.second)): \(literal(pair.exercise)) "
        + "(\(pair.questions.map(literal).joined(separator: ", "))), \(pair.similarity)%\n"
      for match in pair.matches {
        for (student, excerpt) in [(pair.first, match.first), (pair.second, match.second)] {
          text += "\n\(literal(student)): \(literal(excerpt.file)) \(excerpt.fromLine)–\(excerpt.toLine)\n\n"
            + MarkdownReport.fenced(excerpt.code) + "\n"
        }
      }
    }
    return text
  }
}
