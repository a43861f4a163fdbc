import GraderCore
/// `class-report.html`: the class report as one self-contained page, with no script, no network, CSS inline and the
/// charts as inline SVG. Every piece of student text (names, compiler messages, code) is escaped.
enum ClassReportHTML {
  /// How many checks the page lists (the JSON has them all).
  static let checksShown = 25
  /// How many compile errors of each exercise the page lists (the JSON has `ClassReport.compileErrorsPerExercise`).
  static let compileErrorsShown = 3

  package static func render(_ report: ClassReport) -> String {
    var page = """
      <!DOCTYPE html>
      <html lang="zh-Hans">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>班级报告 / Class report</title>
      <style>\(style)</style>
      </head>
      <body>
      <h1>班级报告 <span class="en">/ Class report</span></h1>

      """
    // What needs the instructor first, the long per-question table and the pairs' code last.
    page += overview(report)
    page += histogram(report)
    page += attention(report)
    page += similarity(report)
    page += checks(report)
    page += compileErrors(report)
    page += questions(report)
    page += pairDetails(report)
    page += "<footer>kit \(escape(report.kit))</footer>\n</body>\n</html>\n"
    return page
  }

  /// The page's text fonts: each system's UI font for Latin text, then the Simplified Chinese font of each system
  /// (macOS, Windows, Linux distributions, then common free ones), so Chinese never falls to a font without its glyphs
  /// while any of them is installed. Nothing is fetched: a reader without any CJK font sees boxes for Chinese.
  package static let textFonts =
    #"-apple-system,BlinkMacSystemFont,"Segoe UI",system-ui,"PingFang SC","Hiragino Sans GB","Microsoft YaHei","#
    + #""Noto Sans CJK SC","Source Han Sans SC","WenQuanYi Micro Hei",sans-serif"#

  /// Code's fonts: a monospace font of each system, then monospaced and system CJK fonts for Chinese in comments.
  package static let codeFonts =
    #"ui-monospace,"SF Mono",Menlo,Consolas,"DejaVu Sans Mono","Noto Sans Mono CJK SC","PingFang SC","Microsoft YaHei","#
    + #"monospace"#

  package static let style = """
    body{font-family:\(textFonts);margin:24px auto;max-width:1120px;\
    color:#1d2430;padding:0 16px;line-height:1.45}
    h1{font-size:26px;margin:0 0 12px}h2{font-size:19px;margin:32px 0 8px;border-bottom:2px solid #d8dee8;padding-bottom:4px}
    h3{font-size:15px;margin:18px 0 6px}.en{color:#5a6577;font-weight:normal}
    table{border-collapse:collapse;width:100%;font-size:13px}th,td{border-bottom:1px solid #e3e7ee;padding:4px 6px;\
    text-align:left;vertical-align:top}th{background:#f3f5f9}td.num{text-align:right;font-variant-numeric:tabular-nums;\
    white-space:nowrap}.facts{display:flex;gap:12px;flex-wrap:wrap}.fact{background:#f3f5f9;border-radius:6px;\
    padding:8px 14px}.fact b{display:block;font-size:20px}.bar{display:inline-block;height:9px;background:#4c78a8;\
    border-radius:2px;vertical-align:middle}.bar.bad{background:#d9534f}.none{color:#5a6577;font-style:italic}\
    code,pre{font-family:\(codeFonts)}code{font-size:12px;background:#f3f5f9;padding:0 3px;\
    border-radius:3px}.pair{border:1px solid #d8dee8;border-radius:6px;margin:12px 0;padding:8px 12px}\
    .side{display:grid;grid-template-columns:1fr 1fr;gap:10px;margin-top:8px}.side pre{margin:0;background:#f7f8fb;\
    border:1px solid #e3e7ee;border-radius:4px;padding:6px;font-size:11px;overflow-x:auto;white-space:pre}\
    .where{font-size:12px;color:#5a6577;margin-bottom:3px}footer{margin-top:40px;font-size:11px;color:#8a93a3}\
    svg text{font-family:inherit}td.title{max-width:560px}td.title div{white-space:nowrap;overflow:hidden;\
    text-overflow:ellipsis}.flags td:first-child{width:240px}\
    summary{cursor:pointer;color:#1d2430;margin:4px 0}.req{font-size:12px;color:#5a6577;margin-top:2px}\
    .flags td,.groups td,.pair b{overflow-wrap:anywhere}td.notrun{font-size:12px;color:#5a6577;white-space:nowrap}
    """

  /// `text` for HTML content: control characters made visible, `& < > " '` as entities.
  static func escape(_ text: String) -> String {
    var escaped = ""
    for character in PrintableText.escaped(text) {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      default: escaped.append(character)
      }
    }
    return escaped
  }

  static func heading(_ zh: String, _ en: String) -> String {
    "<h2>\(zh) <span class=\"en\">/ \(en)</span></h2>\n"
  }

  package static func number(_ value: Double) -> String { TextReport.number(value) }

  private static func overview(_ report: ClassReport) -> String {
    let facts = [
      ("提交 / submissions", "\(report.students)"), ("已评分 / graded", "\(report.graded)"),
      ("平均分 / mean", "\(number(report.meanScore)) / \(number(report.maxScore))"),
      ("中位数 / median", "\(number(report.medianScore)) / \(number(report.maxScore))"),
      ("相似代码 / similar pairs", "\(report.similarPairs.count)"),
    ]
    return heading("概览", "Overview") + "<div class=\"facts\">"
      + facts.map { "<div class=\"fact\">\($0.0)<b>\(escape($0.1))</b></div>" }.joined() + "</div>\n"
  }

  private static func histogram(_ report: ClassReport) -> String {
    let width = 720, height = 240, left = 40, bottom = 40, top = 16
    let barWidth = (width - left - 10) / max(1, report.histogram.count)
    let highest = max(1, report.histogram.map(\.students).max() ?? 1)
    var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\""
      + " role=\"img\" aria-label=\"score distribution\">\n"
    let plot = height - bottom - top
    svg += "<line x1=\"\(left)\" y1=\"\(top + plot)\" x2=\"\(width - 5)\" y2=\"\(top + plot)\" stroke=\"#8a93a3\"/>\n"
    for tick in [0, highest / 2, highest] where tick > 0 || highest == 0 {
      let y = top + plot - plot * tick / highest
      svg += "<text x=\"\(left - 6)\" y=\"\(y + 4)\" font-size=\"11\" text-anchor=\"end\" fill=\"#5a6577\">\(tick)</text>\n"
    }
    for (index, bin) in report.histogram.enumerated() {
      let barHeight = plot * bin.students / highest
      let x = left + index * barWidth + 3
      svg += "<rect x=\"\(x)\" y=\"\(top + plot - barHeight)\" width=\"\(barWidth - 6)\" height=\"\(barHeight)\" fill=\"#4c78a8\"/>\n"
      if bin.students > 0 {
        svg += "<text x=\"\(x + (barWidth - 6) / 2)\" y=\"\(top + plot - barHeight - 4)\" font-size=\"11\" text-anchor=\"middle\">\(bin.students)</text>\n"
      }
      svg += "<text x=\"\(x + (barWidth - 6) / 2)\" y=\"\(top + plot + 16)\" font-size=\"11\" text-anchor=\"middle\" fill=\"#5a6577\">\(bin.from)–\(bin.to)%</text>\n"
    }
    svg += "<text x=\"\(left + (width - left) / 2)\" y=\"\(height - 4)\" font-size=\"12\" text-anchor=\"middle\">自动评分得分率 / automatic score (%)</text>\n"
    return heading("分数分布", "Score distribution") + svg + "</svg>\n"
  }

  /// A horizontal bar for `percent`, as inline SVG.
  static func bar(_ percent: Double, bad: Bool = false) -> String {
    let width = Int((max(0, min(100, percent)) * 1.2).rounded())
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"122\" height=\"10\"><rect x=\"0\" y=\"0\" width=\"120\" height=\"10\""
      + " fill=\"#eef1f6\"/><rect x=\"0\" y=\"0\" width=\"\(width)\" height=\"10\" fill=\"\(bad ? "#d9534f" : "#4c78a8")\"/></svg>"
  }

  private static func questions(_ report: ClassReport) -> String {
    var html = heading("各题", "Questions")
    html += "<table><tr><th>题 / question</th><th>标题 / title</th><th>平均 / mean</th><th colspan=\"2\">满分 / full marks</th>"
      + "<th colspan=\"2\">未开始 / not started</th></tr>\n"
    for question in report.questions {
      html += "<tr><td><code>\(escape(question.id))</code></td><td class=\"title\"><div>\(escape(question.title.zh))</div>"
        + "<div class=\"en\">\(escape(question.title.en))</div></td><td class=\"num\">\(number(question.meanScore)) / \(number(question.maxScore))</td>"
        + "<td class=\"num\">\(number(question.fullMarksPercent))%</td><td>\(bar(question.fullMarksPercent))</td>"
        + "<td class=\"num\">\(number(question.notStartedPercent))%</td><td>\(bar(question.notStartedPercent, bad: true))</td></tr>\n"
    }
    return html + "</table>\n"
  }

  private static func checks(_ report: ClassReport) -> String {
    var html = heading("失败最多的检查", "Checks failed most")
    html += "<p class=\"en\">\(ClassReportMarkdown.checksScope)"
      + (report.checks.count > checksShown ? "; 前 \(checksShown) 项，全部见 class-report.json / the first \(checksShown), all in class-report.json" : "")
      + "</p>\n"
    guard !report.checks.isEmpty else { return html + "<p class=\"none\">没有 / none</p>\n" }
    html += "<table><tr><th>题 / question</th><th>检查 / check</th><th>未通过 / failed</th><th></th>"
      + "<th>未运行 / not run</th></tr>\n"
    for check in report.checks.prefix(checksShown) {
      html += "<tr><td><code>\(escape(check.question))</code></td><td><code>\(escape(check.check))</code>"
        + requirement(check.requirement) + "</td>"
        + "<td class=\"num\">\(check.failed) / \(check.students) (\(number(check.failedPercent))%)</td>"
        + "<td>\(bar(check.failedPercent, bad: true))</td><td class=\"notrun\">\(notRun(check))</td></tr>\n"
    }
    return html + "</table>\n"
  }

  /// The students counted beside a check rather than in it, one line per reason; empty when there are none.
  static func notRun(_ check: ClassReport.CheckSummary) -> String {
    ClassReportMarkdown.notRunParts(check).map { "<div>\(escape($0))</div>" }.joined()
  }

  /// What a check proves, under its name: the sentence in both languages (the English one only if it differs).
  static func requirement(_ text: LocalizedText) -> String {
    let lines = [text.zh, text.en].filter { !$0.isEmpty }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    return lines.map { "<div class=\"req\">\(escape($0))</div>" }.joined()
  }

  private static func compileErrors(_ report: ClassReport) -> String {
    var html = heading("最常见的编译错误", "Most frequent compile errors")
    guard !report.compileErrors.isEmpty else { return html + "<p class=\"none\">没有 / none</p>\n" }
    var shown: [String: Int] = [:]
    let errors = report.compileErrors.filter { error in
      shown[error.exercise, default: 0] += 1
      return shown[error.exercise, default: 0] <= compileErrorsShown
    }
    html += "<p class=\"en\">每个练习最多 \(compileErrorsShown) 条，更多见 class-report.json / at most \(compileErrorsShown) per exercise, "
      + "more in class-report.json</p>\n"
    html += "<table><tr><th>练习 / exercise</th><th>错误 / error</th><th>学生 / students</th></tr>\n"
    for (index, error) in errors.enumerated() {
      // Each exercise named once, above its errors.
      let first = index == 0 || errors[index - 1].exercise != error.exercise
      html += "<tr><td>\(first ? "<code>\(escape(error.exercise))</code>" : "")</td><td><code>\(escape(error.message))</code></td>"
        + "<td class=\"num\">\(error.students)</td></tr>\n"
    }
    return html + "</table>\n"
  }

  private static func attention(_ report: ClassReport) -> String {
    var html = heading("需要查看的学生", "Students to look at")
    let groups: [(String, String, [ClassReport.StudentFlag])] = [
      ("判为篡改", "tampered", report.tampered), ("超时", "timed out", report.timedOut),
      ("开放题待评阅", "awaiting review", report.awaitingReview),
      ("开放题未作答", "open questions not answered", report.openNotAnswered),
    ]
    for (zh, en, flags) in groups {
      html += "<h3>\(zh) <span class=\"en\">/ \(en)</span> (\(flags.count))</h3>\n"
      let table = "<table class=\"flags\">" + flags.map {
        "<tr><td>\(escape($0.student))</td><td>" + $0.questions.map { "<code>\(escape($0))</code>" }.joined(separator: " ") + "</td></tr>"
      }.joined(separator: "\n") + "</table>\n"
      if flags.isEmpty {
        html += "<p class=\"none\">没有 / none</p>\n"
      } else if flags.count > 10 {
        // A long list (before reviewing, every student awaits it) folds away; it opens without a script.
        let count = flags.map(\.questions.count).reduce(0, +)
        let what = en == "awaiting review"
          ? "\(count) 个答案（见 open-answers.md）/ \(flags.count) students, \(count) answers (see open-answers.md)"
          : "\(count) 道题 / \(flags.count) students, \(count) questions"
        html += "<details><summary>\(flags.count) 名学生，\(what)</summary>\n\(table)</details>\n"
      } else {
        html += table
      }
    }
    html += "<h3>无法评分 <span class=\"en\">/ not graded</span> (\(report.notGraded.count))</h3>\n"
    html += report.notGraded.isEmpty ? "<p class=\"none\">没有 / none</p>\n" : "<table class=\"flags\">" + report.notGraded.map {
      "<tr><td>\(escape($0.student))</td><td>\(escape($0.problem))</td></tr>"
    }.joined(separator: "\n") + "</table>\n"
    return html
  }

  private static func similarity(_ report: ClassReport) -> String {
    var html = heading("相似代码", "Similar code")
    html += "<p class=\"en\">供人工查看，不影响任何分数 / for review only; no score is changed</p>\n"
    guard !report.similarPairs.isEmpty else { return html + "<p class=\"none\">没有 / none</p>\n" }
    // Who with whom at a glance: a ring of copies is one row, however many pairs it makes; the pairs follow.
    html += "<table class=\"groups\"><tr><th>练习 / exercise</th><th>学生 / students</th><th>对数 / pairs</th>"
      + "<th>相似度 / similarity</th></tr>\n"
    for group in report.similarGroups {
      let range = group.lowest == group.highest ? "\(group.highest)%" : "\(group.lowest)–\(group.highest)%"
      html += "<tr><td><code>\(escape(group.exercise))</code> (\(group.questions.map(escape).joined(separator: ", ")))</td>"
        + "<td>\(group.students.map { "<b>\(escape($0))</b>" }.joined(separator: ", "))</td><td class=\"num\">\(group.pairs)</td>"
        + "<td class=\"num\">\(range)</td></tr>\n"
    }
    html += "</table>\n"
    html += "<p class=\"en\">每一对的相同代码并排列在本页末尾 / each pair's matching lines are side by side at "
      + "<a href=\"#pairs\">the end of this page</a></p>\n"
    return html
  }

  /// Each similar pair's matching lines side by side: long, so after every table an instructor reads first.
  private static func pairDetails(_ report: ClassReport) -> String {
    guard !report.similarPairs.isEmpty else { return "" }
    var html = "<div id=\"pairs\"></div>" + heading("相似代码并排", "Similar code side by side")
    for pair in report.similarPairs {
      html += "<div class=\"pair\"><b>\(escape(pair.first))</b> ↔ <b>\(escape(pair.second))</b> · <code>\(escape(pair.exercise))</code>"
        + " (\(pair.questions.map(escape).joined(separator: ", "))) · 相似度 / similarity <b>\(pair.similarity)%</b>\n"
      for match in pair.matches {
        html += "<div class=\"side\">" + [(pair.first, match.first), (pair.second, match.second)].map { student, excerpt in
          "<div><div class=\"where\">\(escape(student)): \(escape(excerpt.file)) \(excerpt.fromLine)–\(excerpt.toLine)</div>"
            + "<pre>\(escape(excerpt.code))</pre></div>"
        }.joined() + "</div>\n"
      }
      html += "</div>\n"
    }
    return html
  }
}
