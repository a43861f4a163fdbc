/// The reference answers to the lesson's fill-in-the-blank questions: 本课填空题的参考答案。
public enum FillInAnswers {
  // 1. 自定义环境键遵循的协议。 / The protocol a custom environment key conforms to.
  public static let blank1 = "EnvironmentKey"

  // 2. 被扩展的环境值类型。 / The environment values type that gets extended.
  public static let blank2 = "EnvironmentValues"

  // 3. 注入依赖的视图修饰符。 / The view modifier that injects a dependency.
  public static let blank3 = "environment"

  // 4. 读取依赖的属性包装器。 / The property wrapper that reads a dependency.
  public static let blank4 = "Environment"

  // 5. Swift Testing 的断言宏。 / Swift Testing's assertion macro.
  public static let blank5 = "expect"
}
