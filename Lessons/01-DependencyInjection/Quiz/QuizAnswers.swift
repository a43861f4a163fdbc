import KitSupport

// 怎么作答 / How to answer
// 选择题：把 nil 换成 .a、.b、.c 或 .d，例如 `public static let choice1: Choice? = .b`。
// 判断题：把 nil 换成 true（对）或 false（错）。留着 nil 表示还没有作答。
// Choice questions: replace nil with .a, .b, .c or .d, e.g. `public static let choice1: Choice? = .b`.
// True/false questions: replace nil with true or false. Leaving nil means "not answered yet".
//
// 怎么检查 / How to check
//   swift run grader --question di.choice1     （只检查一题 / one question）
//   swift run grader --lesson di               （整课 / the whole lesson）

/// Your answers to the lesson's choice and true/false questions: 本课选择题与判断题的答案。
public enum QuizAnswers {
  // MARK: - 选择题 / Choice questions

  // 选择题 1：依赖倒置的核心是什么？
  // Choice 1: What is the heart of dependency inversion?
  //   A. 把所有代码写在同一个文件里
  //      Put all the code in a single file
  //   B. 不使用协议
  //      Avoid protocols
  //   C. 高层模块依赖抽象，而不是具体实现
  //      High-level code depends on abstractions, not on concrete implementations
  //   D. 直接使用单例
  //      Reach for a singleton directly
  public static let choice1: Choice? = nil

  // 选择题 2：自定义环境键需要遵循哪个协议？
  // Choice 2: Which protocol does a custom environment key conform to?
  //   A. EnvironmentKey
  //   B. View
  //   C. Observable
  //   D. Codable
  public static let choice2: Choice? = nil

  // 选择题 3：要让 @Environment 读到自定义的依赖，需要扩展哪个类型？
  // Choice 3: Which type do you extend so that @Environment can read a custom dependency?
  //   A. View
  //   B. Observable
  //   C. Sendable
  //   D. EnvironmentValues
  public static let choice3: Choice? = nil

  // 选择题 4：测试时通常用什么来替换真实实现？
  // Choice 4: In tests, what usually stands in for the real implementation?
  //   A. 真实的网络
  //      The real network
  //   B. Mock 实现（测试替身）
  //      A mock implementation (a test double)
  //   C. 真实的数据库
  //      The real database
  //   D. 单例
  //      A singleton
  public static let choice4: Choice? = nil

  // 选择题 5：ViewModel 应该在哪个 actor 上更新界面状态？
  // Choice 5: On which actor should a view model update the state its views show?
  //   A. 任意一个 actor
  //      Any actor at all
  //   B. Task.detached 里
  //      Inside Task.detached
  //   C. MainActor（主 actor）
  //      The MainActor
  //   D. 后台线程
  //      A background thread
  public static let choice5: Choice? = nil

  // MARK: - 判断题 / True or false

  // 判断题 1：在 ViewModel 内部直接创建 LiveBookRepository 是好的做法。
  // True/false 1: Creating a LiveBookRepository inside the view model itself is good practice.
  public static let trueFalse1: Bool? = nil

  // 判断题 2：协议继承了 Sendable 之后，遵循它的类型也必须满足 Sendable。
  // True/false 2: Once a protocol inherits from Sendable, the types that conform to it must be Sendable too.
  public static let trueFalse2: Bool? = nil

  // 判断题 3：EnvironmentKey 的 defaultValue 让没有注入依赖时程序也能工作。
  // True/false 3: An EnvironmentKey's defaultValue keeps things working when nothing has been injected.
  public static let trueFalse3: Bool? = nil

  // 判断题 4：在预览（#Preview）里也可以注入 Mock 依赖。
  // True/false 4: A preview (#Preview) can inject a mock dependency as well.
  public static let trueFalse4: Bool? = nil

  // 判断题 5：单元测试必须访问真实的网络。
  // True/false 5: Unit tests have to reach the real network.
  public static let trueFalse5: Bool? = nil
}
