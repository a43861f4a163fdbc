import GradingSupport
import Testing

@testable import DIQuiz

@Suite("判断题 1：ViewModel 自己创建真实仓库 / True/false 1: a view model creating the live repository")
struct TrueFalse1 {
  @Test("判断正确 / the judgement is right")
  func answer() {
    expectAnswer(QuizAnswers.trueFalse1, is: false, "判断题 1 / True/false 1")
  }
}

@Suite("判断题 2：协议继承 Sendable / True/false 2: a protocol that inherits Sendable")
struct TrueFalse2 {
  @Test("判断正确 / the judgement is right")
  func answer() {
    expectAnswer(QuizAnswers.trueFalse2, is: true, "判断题 2 / True/false 2")
  }
}

@Suite("判断题 3：EnvironmentKey 的默认值 / True/false 3: an EnvironmentKey's default value")
struct TrueFalse3 {
  @Test("判断正确 / the judgement is right")
  func answer() {
    expectAnswer(QuizAnswers.trueFalse3, is: true, "判断题 3 / True/false 3")
  }
}

@Suite("判断题 4：在预览中注入 Mock / True/false 4: injecting a mock in a preview")
struct TrueFalse4 {
  @Test("判断正确 / the judgement is right")
  func answer() {
    expectAnswer(QuizAnswers.trueFalse4, is: true, "判断题 4 / True/false 4")
  }
}

@Suite("判断题 5：单元测试与真实网络 / True/false 5: unit tests and the real network")
struct TrueFalse5 {
  @Test("判断正确 / the judgement is right")
  func answer() {
    expectAnswer(QuizAnswers.trueFalse5, is: false, "判断题 5 / True/false 5")
  }
}
