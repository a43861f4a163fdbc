// 怎么作答 / How to answer
// 在引号里写出空白处缺的那个词，例如 `public static let blank1 = "Word"`。留空表示还没有作答。
// 大小写要和 Swift 里一样；全角字符、首尾空格和反引号不影响判分。
// 词在 Swift 里本来带的修饰可写可不写：第 3 空可写 `@Word`，第 5 空可写 `.Word`、`Word()`、`.Word()`
// 或带尾随闭包的 `.Word { … }`。
// Write the missing word between the quotes, e.g. `public static let blank1 = "Word"`. An empty string means
// "not answered yet". Case matters, as in Swift; full-width characters, surrounding spaces and backticks do not.
// The decoration the word has in Swift is optional: blank 3 may be `@Word`, blank 5 `.Word`, `Word()`,
// `.Word()` or `.Word { … }` with its trailing closure.
//
// 怎么检查 / How to check
//   swift run grader --question pv.fill1

/// Your answers to the lesson's fill-in-the-blank questions: 本课填空题的答案。
public enum FillInAnswers {
  // 填空 1：让协议要求“在类型本身上调用”，而不是在实例上调用：
  // `protocol HTTPClient: Sendable { ______ func fetchBooks() async throws -> [Book] }`
  // Blank 1: To make a requirement callable on the type itself rather than on an instance, write
  // `protocol HTTPClient: Sendable { ______ func fetchBooks() async throws -> [Book] }`.
  public static let blank1 = ""

  // 填空 2：存放“某个遵循 HTTPClient 的类型”的环境值写成 `var httpClient: ______ HTTPClient.Type`。
  // Blank 2: The environment value that holds "some type that conforms to HTTPClient" is declared
  // `var httpClient: ______ HTTPClient.Type`.
  public static let blank2 = ""

  // 填空 3：Xcode 16 的简写：`extension EnvironmentValues { @______ var httpClient: any HTTPClient.Type = MockHTTPClient.self }`。
  // Blank 3: Xcode 16's shorthand is
  // `extension EnvironmentValues { @______ var httpClient: any HTTPClient.Type = MockHTTPClient.self }`.
  public static let blank3 = ""

  // 填空 4：手写环境键时，没人注入时读到的值由这个静态属性给出：
  // `private struct HTTPClientKey: EnvironmentKey { static let ______: any HTTPClient.Type = MockHTTPClient.self }`
  // Blank 4: In a hand-written key, the value read when nobody injected one comes from this static property:
  // `private struct HTTPClientKey: EnvironmentKey { static let ______: any HTTPClient.Type = MockHTTPClient.self }`.
  public static let blank4 = ""

  // 填空 5：视图出现时运行异步取数的视图修饰符（预览里也会运行）：`.______ { await model.fetchBooks(with: httpClient) }`。
  // Blank 5: The view modifier that runs an async fetch when the view appears (in previews too) is
  // `.______ { await model.fetchBooks(with: httpClient) }`.
  public static let blank5 = ""
}
