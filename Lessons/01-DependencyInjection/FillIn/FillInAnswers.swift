// 怎么作答 / How to answer
// 在引号里写出空白处缺的那个词，例如 `public static let blank1 = "Word"`。留空表示还没有作答。
// 大小写要和 Swift 里一样；全角字符、首尾空格和反引号不影响判分，
// 词在 Swift 里本来带的修饰可写可不写（第 3 空 .Word()，第 4 空 @Word，第 5 空 #Word()），第 2 空还可以写成 `extension 某类型`。
// Write the missing word between the quotes, e.g. `public static let blank1 = "Word"`. An empty string means
// "not answered yet". Case matters, as in Swift; full-width characters, surrounding spaces and backticks do not.
// The decoration the word has in Swift is optional (blank 3 .Word(), blank 4 @Word, blank 5 #Word()); blank 2 may start with `extension `.
//
// 怎么检查 / How to check
//   swift run grader --question di.fill1

/// Your answers to the lesson's fill-in-the-blank questions: 本课填空题的答案。
public enum FillInAnswers {
  // 填空 1：自定义的环境键要遵循 ______ 协议。
  // Blank 1: A custom environment key conforms to the ______ protocol.
  public static let blank1 = ""

  // 填空 2：给环境值添加新属性时写 `extension ______ { … }`。
  // Blank 2: To add a new property to the environment values, write `extension ______ { … }`.
  public static let blank2 = ""

  // 填空 3：注入依赖时写 `.______(\.bookRepository, MockBookRepository())`。
  // Blank 3: To inject a dependency, write `.______(\.bookRepository, MockBookRepository())`.
  public static let blank3 = ""

  // 填空 4：在视图中读取依赖时写 `@______(\.bookRepository) private var repository`。
  // Blank 4: To read the dependency in a view, write `@______(\.bookRepository) private var repository`.
  public static let blank4 = ""

  // 填空 5：Swift Testing 里做断言用的宏是 `#______(…)`。
  // Blank 5: The Swift Testing macro that makes an assertion is `#______(…)`.
  public static let blank5 = ""
}
