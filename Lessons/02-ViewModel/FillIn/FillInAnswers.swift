// 怎么作答 / How to answer
// 在引号里写出空白处缺的那个词，例如 `public static let blank1 = "Word"`。留空表示还没有作答。
// 大小写要和 Swift 里一样；全角字符、首尾空格和反引号不影响判分；
// 第 2–5 空是特性或属性包装器，前面的 @ 可写可不写（@Word 和 Word 都算）。
// Write the missing word between the quotes, e.g. `public static let blank1 = "Word"`. An empty string means
// "not answered yet". Case matters, as in Swift; full-width characters, surrounding spaces and backticks do not.
// Blanks 2–5 are attributes or property wrappers: the leading @ is optional (@Word and Word both count).
//
// 怎么检查 / How to check
//   swift run grader --question vm.fill1

/// Your answers to the lesson's fill-in-the-blank questions: 本课填空题的答案。
public enum FillInAnswers {
  // 填空 1：要让 SwiftUI 随着一个类的 @Published 属性刷新，这个类要遵循 ______ 协议：
  //         `final class InboxViewModel: ______ { … }`
  // Blank 1: For SwiftUI to refresh with a class's @Published properties, the class conforms to the ______ protocol:
  //          `final class InboxViewModel: ______ { … }`
  public static let blank1 = ""

  // 填空 2：一个变化时要通知视图的属性写成 `@______ private(set) var messages: [Message] = []`。
  // Blank 2: A property whose changes must reach the views is written `@______ private(set) var messages: [Message] = []`.
  public static let blank2 = ""

  // 填空 3：视图自己创建并拥有 ObservableObject 时写 `@______ private var viewModel = InboxViewModel(service: …)`。
  // Blank 3: A view that creates and owns an ObservableObject writes
  //          `@______ private var viewModel = InboxViewModel(service: …)`.
  public static let blank3 = ""

  // 填空 4：把类标为 `@______`，它的状态就只会在主 actor 上修改，编译器会检查这一点。
  // Blank 4: Mark the class `@______` and its state only ever changes on the main actor, which the compiler checks.
  public static let blank4 = ""

  // 填空 5：换成 @Observable 之后，拥有这个模型的视图写 `@______ private var viewModel = InboxViewModel(service: …)`。
  // Blank 5: With @Observable, the view that owns the model writes
  //          `@______ private var viewModel = InboxViewModel(service: …)`.
  public static let blank5 = ""
}
