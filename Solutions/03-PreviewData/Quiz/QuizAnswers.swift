import KitSupport

// 怎么作答 / How to answer
// 选择题：把 nil 换成 .a、.b、.c 或 .d，例如 `public static let choice1: Choice? = .b`。
// 判断题：把 nil 换成 true（对）或 false（错）。留着 nil 表示还没有作答。
// Choice questions: replace nil with .a, .b, .c or .d, e.g. `public static let choice1: Choice? = .b`.
// True/false questions: replace nil with true or false. Leaving nil means "not answered yet".
//
// 怎么检查 / How to check
//   swift run grader --question pv.choice1     （只检查一题 / one question）
//   swift run grader --lesson pv               （整课 / the whole lesson）

/// Your answers to the lesson's choice and true/false questions: 本课选择题与判断题的答案。
public enum QuizAnswers {
  // MARK: - 选择题 / Choice questions

  // 选择题 1：环境值要能存放 `MockHTTPClient.self` 或 `RealHTTPClient.self`，并且能在存放的那个类型上调用
  // `fetchBooks()`。它应该声明成什么类型？
  // Choice 1: An environment value must hold `MockHTTPClient.self` or `RealHTTPClient.self`, and you must be able to
  // call `fetchBooks()` on whichever it holds. Which type do you declare it with?
  //   A. any HTTPClient
  //   B. (any HTTPClient).Type
  //   C. any HTTPClient.Type
  //   D. some HTTPClient
  public static let choice1: Choice? = .c

  // 选择题 2：本课的环境键为什么默认是 `MockHTTPClient.self`，而不是 `RealHTTPClient.self`？
  // Choice 2: Why does the lesson's environment key default to `MockHTTPClient.self` rather than `RealHTTPClient.self`?
  //   A. SwiftUI 规定环境的默认值必须是 Mock
  //      SwiftUI requires environment defaults to be mocks
  //   B. 没人配置过的地方（预览、测试、忘了注入的视图）拿到示例数据，永远不会访问服务器；
  //      真实客户端要由 App 在根视图主动选择
  //      Whatever nobody configured (previews, tests, a view someone forgot) gets sample data and never reaches
  //      the server; the app opts in to the real client at its root
  //   C. 真实客户端不能存进环境
  //      The real client cannot be stored in the environment
  //   D. Mock 编译得更快
  //      The mock compiles faster
  public static let choice2: Choice? = .b

  // 选择题 3：在 `extension EnvironmentValues` 里写 `@Entry var httpClient: any HTTPClient.Type = MockHTTPClient.self`，
  // 宏展开后得到什么？
  // Choice 3: Inside `extension EnvironmentValues`, what does
  // `@Entry var httpClient: any HTTPClient.Type = MockHTTPClient.self` expand to?
  //   A. 一个计算属性，get/set 通过宏生成的私有 EnvironmentKey 读写；这个键的 defaultValue 返回 MockHTTPClient.self
  //      A computed property whose get and set go through a generated private EnvironmentKey, whose defaultValue
  //      returns MockHTTPClient.self
  //   B. 扩展里的一个存储属性
  //      A stored property in the extension
  //   C. 一个所有环境共用的全局变量
  //      A global variable shared by every environment
  //   D. 一个新的视图修饰符 `.httpClient(_:)`
  //      A new view modifier, `.httpClient(_:)`
  public static let choice3: Choice? = .a

  // 选择题 4：真实客户端应该在哪里注入？
  // Choice 4: Where does the real client get injected?
  //   A. 在环境键的 defaultValue 里
  //      In the environment key's defaultValue
  //   B. 在每一个 #Preview 里
  //      In every #Preview
  //   C. 在每个视图的 init 里
  //      In every view's init
  //   D. 在根部注入一次：`WindowGroup { RootView() }.environment(\.httpClient, RealHTTPClient.self)`
  //      Once, at the root: `WindowGroup { RootView() }.environment(\.httpClient, RealHTTPClient.self)`
  public static let choice4: Choice? = .d

  // 选择题 5：`HTTPClient` 的要求全是 static 的。一个测试需要会失败的客户端，另一个同时（并行）运行的测试需要会成功的客户端。
  // 哪种做法总是可靠？
  // Choice 5: All of `HTTPClient`'s requirements are static. One test needs a client that fails while another test,
  // running in parallel, needs one that succeeds. What always works?
  //   A. 给 Mock 加一个 `static var shouldFail`，每个测试开始前设置它
  //      Give the mock a `static var shouldFail` that each test sets before it runs
  //   B. 写两个类型，例如 `MockHTTPClient` 和 `FailingHTTPClient`，每个测试传入自己需要的那个
  //      Write two types, such as `MockHTTPClient` and `FailingHTTPClient`, and pass each test the one it needs
  //   C. 给 `MockHTTPClient` 加一个实例存储属性 `shouldFail`
  //      Give `MockHTTPClient` a stored instance property `shouldFail`
  //   D. 把测试多跑几次，取最好的结果
  //      Run the tests a few times and keep the best result
  public static let choice5: Choice? = .b

  // MARK: - 判断题 / True or false

  // 判断题 1：Mock 里写成 `static func fetchBooks() -> [Book]`（没有 async，也没有 throws），
  // 也满足协议要求 `static func fetchBooks() async throws -> [Book]`。
  // True/false 1: A mock's `static func fetchBooks() -> [Book]` (neither async nor throws) satisfies the protocol
  // requirement `static func fetchBooks() async throws -> [Book]`.
  public static let trueFalse1: Bool? = true

  // 判断题 2：只有部署目标是 iOS 18 或更高时才能使用 `@Entry`。
  // True/false 2: `@Entry` can be used only when the deployment target is iOS 18 or later.
  public static let trueFalse2: Bool? = false

  // 判断题 3：从 Swift 6.2 起，不管 `HTTPClient` 有没有继承 `Sendable`，`any HTTPClient.Type` 都是 `Sendable` 的。
  // True/false 3: From Swift 6.2 on, `any HTTPClient.Type` is `Sendable` whether or not `HTTPClient` refines `Sendable`.
  public static let trueFalse3: Bool? = false

  // 判断题 4：一个没有注入任何东西的 `#Preview` 读到的是环境键的 defaultValue。
  // True/false 4: A `#Preview` that injects nothing reads the environment key's defaultValue.
  public static let trueFalse4: Bool? = true

  // 判断题 5：一个只有 static 要求、从不创建实例的类型，完全不能保存任何状态。
  // True/false 5: A type whose requirements are all static, and which is never instantiated, cannot keep any state at all.
  public static let trueFalse5: Bool? = false
}
