// 怎么作答 / How to answer
// 在引号里写出空白处缺的那个词，例如 `public static let blank1 = "Word"`。留空表示还没有作答。
// 大小写要和 Swift 里一样；全角字符、首尾空格和反引号不影响判分，
// 词在 Swift 里本来带的修饰可写可不写（第 2、4 空 @Word，第 3 空 .Word()）。
// Write the missing word between the quotes, e.g. `public static let blank1 = "Word"`. An empty string means
// "not answered yet". Case matters, as in Swift; full-width characters, surrounding spaces and backticks do not.
// The decoration the word has in Swift is optional (blanks 2 and 4 @Word, blank 3 .Word()).
//
// 怎么检查 / How to check
//   swift run grader --question so.fill1

/// Your answers to the lesson's fill-in-the-blank questions: 本课填空题的答案。
public enum FillInAnswers {
  // 填空 1：视图声明了 `@StateObject private var model: NoteEditorModel`。编译器为它生成的存储属性 `_model`
  //        的类型是 `______<NoteEditorModel>`；在视图自己的 init 里给状态对象初值，就是给 `_model` 赋一个这种类型的值。
  // Blank 1: A view declares `@StateObject private var model: NoteEditorModel`. The storage property the compiler
  //          makes for it, `_model`, has the type `______<NoteEditorModel>`; giving the state object its starting
  //          value in the view's own init means assigning `_model` a value of that type.
  public static let blank1 = ""

  // 填空 2：让调用方传入的表达式推迟到真正需要时才运行：`init(model: @______ @escaping () -> NoteEditorModel)`。
  // Blank 2: To delay the caller's expression until it is really needed, write
  //          `init(model: @______ @escaping () -> NoteEditorModel)`.
  public static let blank2 = ""

  // 填空 3：在按钮动作里用 Reader 为此声明的方法（而不是直接调用存储属性 `run`）把环境中的存储注入进去：
  //        `viewModel.send(.submit(username: u, password: p)).______(storage)`。
  // Blank 3: To inject the storage from the environment in a button action with the method Reader declares for it
  //          (rather than calling its stored property `run` directly), write
  //          `viewModel.send(.submit(username: u, password: p)).______(storage)`.
  public static let blank3 = ""

  // 填空 4：把一个类型声明为属性包装器：`@______ public struct Injected<Service> { … }`。
  // Blank 4: To declare a type as a property wrapper, write `@______ public struct Injected<Service> { … }`.
  public static let blank4 = ""

  // 填空 5：遵循 `______` 协议的结构体可以包含 `@Environment`、`@State` 等属性，SwiftUI 在计算视图的 body 之前调用它的 `update()`。
  // Blank 5: A struct that conforms to `______` can hold `@Environment` and `@State` properties, and SwiftUI calls
  //          its `update()` before it computes the view's body.
  public static let blank5 = ""
}
