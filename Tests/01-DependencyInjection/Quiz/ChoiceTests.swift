import GradingSupport
import Testing

@testable import DIQuiz

@Suite("选择题 1：依赖倒置的核心 / Choice 1: the heart of dependency inversion")
struct Choice1 {
  @Test("答案正确 / the answer is right")
  func answer() {
    expectAnswer(QuizAnswers.choice1, is: .c, "选择题 1 / Choice 1")
  }
}

@Suite("选择题 2：自定义环境键的协议 / Choice 2: the protocol of a custom environment key")
struct Choice2 {
  @Test("答案正确 / the answer is right")
  func answer() {
    expectAnswer(QuizAnswers.choice2, is: .a, "选择题 2 / Choice 2")
  }
}

@Suite("选择题 3：让 @Environment 读到依赖 / Choice 3: letting @Environment read a dependency")
struct Choice3 {
  @Test("答案正确 / the answer is right")
  func answer() {
    expectAnswer(QuizAnswers.choice3, is: .d, "选择题 3 / Choice 3")
  }
}

@Suite("选择题 4：测试中替换真实实现 / Choice 4: replacing the real implementation in tests")
struct Choice4 {
  @Test("答案正确 / the answer is right")
  func answer() {
    expectAnswer(QuizAnswers.choice4, is: .b, "选择题 4 / Choice 4")
  }
}

@Suite("选择题 5：在哪个 actor 上更新界面状态 / Choice 5: the actor for UI state")
struct Choice5 {
  @Test("答案正确 / the answer is right")
  func answer() {
    expectAnswer(QuizAnswers.choice5, is: .c, "选择题 5 / Choice 5")
  }
}
