/// The words and symbol a text report shows for each status.
package enum StatusLabel {
  package static func symbol(_ status: QuestionStatus) -> String {
    switch status {
    case .passed: "✓"
    case .partial: "◐"
    case .manual: "…"
    case .reviewed: "✎"
    case .unanswered: "○"
    default: "✗"
    }
  }

  package static func color(_ status: QuestionStatus) -> TerminalStyle.Color {
    switch status {
    case .passed: .green
    case .partial, .unanswered, .manual: .yellow
    case .reviewed: .blue
    default: .red
    }
  }

  /// The symbol of a question whose exercise is still the shipped stub.
  package static let notStartedSymbol = "·"

  /// The words for a question whose exercise is still the shipped stub.
  package static func notStartedText(_ language: Language) -> String {
    language == .zh ? "未开始" : "not started"
  }

  package static func text(_ status: QuestionStatus, _ language: Language) -> String {
    switch (status, language) {
    case (.passed, .zh): "通过"
    case (.partial, .zh): "部分通过"
    case (.failed, .zh): "未通过"
    case (.unanswered, .zh): "未作答"
    case (.compileError, .zh): "编译错误"
    case (.crashed, .zh): "崩溃"
    case (.timedOut, .zh): "超时"
    case (.tampered, .zh): "评分被干扰"
    case (.manual, .zh): "待教师评分"
    case (.reviewed, .zh): "教师已评分"
    case (.passed, .en): "passed"
    case (.partial, .en): "partial"
    case (.failed, .en): "failed"
    case (.unanswered, .en): "unanswered"
    case (.compileError, .en): "compile error"
    case (.crashed, .en): "crashed"
    case (.timedOut, .en): "timed out"
    case (.tampered, .en): "tampered"
    case (.manual, .en): "awaits instructor"
    case (.reviewed, .en): "reviewed"
    }
  }
}
