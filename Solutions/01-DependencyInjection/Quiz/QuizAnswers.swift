import KitSupport

/// The reference answers to the lesson's choice and true/false questions: 本课选择题与判断题的参考答案。
public enum QuizAnswers {
  // MARK: - 选择题 / Choice questions

  // 1. 依赖倒置：高层依赖抽象。 / Dependency inversion: high-level code depends on abstractions.
  public static let choice1: Choice? = .c

  // 2. 自定义环境键遵循 EnvironmentKey。 / A custom key conforms to EnvironmentKey.
  public static let choice2: Choice? = .a

  // 3. 扩展 EnvironmentValues。 / Extend EnvironmentValues.
  public static let choice3: Choice? = .d

  // 4. 测试用 Mock 替换真实实现。 / Tests swap in a mock.
  public static let choice4: Choice? = .b

  // 5. 界面状态在 MainActor 上更新。 / UI state is updated on the MainActor.
  public static let choice5: Choice? = .c

  // MARK: - 判断题 / True or false

  // 1. 错：依赖应由外部注入。 / False: the dependency should be injected from outside.
  public static let trueFalse1: Bool? = false

  // 2. 对：actor 天然满足，值类型要求所有属性可发送。 / True: actors already are; value types need Sendable properties.
  public static let trueFalse2: Bool? = true

  // 3. 对：默认值兜底。 / True: the default value is the fallback.
  public static let trueFalse3: Bool? = true

  // 4. 对：预览里用 .environment 注入 Mock。 / True: previews inject a mock with .environment.
  public static let trueFalse4: Bool? = true

  // 5. 错：用 Mock 就不需要网络。 / False: with a mock no network is needed.
  public static let trueFalse5: Bool? = false
}
