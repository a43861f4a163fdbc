import KitSupport

// 怎么作答 / How to answer
// 选择题：把 nil 换成 .a、.b、.c 或 .d，例如 `public static let choice1: Choice? = .b`。
// 判断题：把 nil 换成 true（对）或 false（错）。留着 nil 表示还没有作答。
// Choice questions: replace nil with .a, .b, .c or .d, e.g. `public static let choice1: Choice? = .b`.
// True/false questions: replace nil with true or false. Leaving nil means "not answered yet".
//
// 怎么检查 / How to check
//   swift run grader --question so.choice1     （只检查一题 / one question）
//   swift run grader --lesson so               （整课 / the whole lesson）

/// Your answers to the lesson's choice and true/false questions: 本课选择题与判断题的答案。
public enum QuizAnswers {
  // MARK: - 选择题 / Choice questions

  // 选择题 1：视图里写了 `@StateObject private var model = CounterModel()`。SwiftUI 什么时候运行 `CounterModel()`？
  // Choice 1: A view declares `@StateObject private var model = CounterModel()`. When does SwiftUI run `CounterModel()`?
  //   A. 每次创建这个视图结构体时都运行，并换成最新的那个对象
  //      Every time the view struct is created, switching to the newest object
  //   B. 每次计算 body 之前都运行一次
  //      Once before every computation of body
  //   C. App 启动时运行一次，所有使用这个视图的地方共享同一个对象
  //      Once at app launch, one object shared by every place that uses the view
  //   D. 对同一个视图身份（identity）只运行一次，在 SwiftUI 第一次需要它时；之后重新创建的视图结构体不会再运行它
  //      Once per view identity, when SwiftUI first needs it; view structs created again later never run it
  public static let choice1: Choice? = nil

  // 选择题 2：ViewModel 提供 `func send(_ event: Event) -> Reader<any SecureStorage, Void>`。
  //          按钮动作里写了 `viewModel.send(.submit(username: u, password: p)).apply(storage)`。
  //          安全存储是在什么时候被使用的？
  // Choice 2: A view model offers `func send(_ event: Event) -> Reader<any SecureStorage, Void>`, and a button
  //           action runs `viewModel.send(.submit(username: u, password: p)).apply(storage)`.
  //           When is the secure storage used?
  //   A. 创建 ViewModel 的时候
  //      When the view model is created
  //   B. 调用 `send(_:)` 的时候，在 Reader 返回之前
  //      When `send(_:)` is called, before the reader is returned
  //   C. 对返回的 Reader 调用 `apply(storage)` 的时候
  //      When `apply(storage)` is called on the reader it returns
  //   D. 视图第一次出现的时候
  //      When the view first appears
  public static let choice2: Choice? = nil

  // 选择题 3：Resolver 的 `@InjectedObject` 在内部包装的是哪个 SwiftUI 属性包装器？这意味着什么？
  // Choice 3: Which SwiftUI property wrapper does Resolver's `@InjectedObject` wrap inside, and what follows from it?
  //   A. `@ObservedObject`：视图只观察对象，不拥有它；每次创建视图结构体都会重新解析一次，对象活多久取决于注册时的作用域
  //      `@ObservedObject`: the view observes the object without owning it; every new view struct resolves it
  //      again, and how long the object lives depends on the scope it was registered with
  //   B. `@StateObject`：视图拥有对象，每个视图身份只创建一次
  //      `@StateObject`: the view owns the object, created once per view identity
  //   C. `@EnvironmentObject`：从环境里读取祖先视图放进去的对象
  //      `@EnvironmentObject`: it reads an object an ancestor view put into the environment
  //   D. `@State`：把对象当作值类型保存
  //      `@State`: it stores the object as if it were a value
  public static let choice3: Choice? = nil

  // 选择题 4：README 第 2 节的 `AccountEditor` 在自己的 init 里用 `accountID` 创建它的状态对象
  //          （`StateObject(wrappedValue: AccountModel(accountID: accountID, storage: storage))`）。
  //          父视图在同一位置显示 `AccountEditor(accountID: selectedID, storage: storage)`，selectedID 从 1 变成 2。
  //          编辑器显示的是？
  // Choice 4: README section 2's `AccountEditor` makes its state object from `accountID` in its own init
  //           (`StateObject(wrappedValue: AccountModel(accountID: accountID, storage: storage))`). Its parent shows
  //           `AccountEditor(accountID: selectedID, storage: storage)` in the same place, and selectedID goes from
  //           1 to 2. What does the editor show?
  //   A. 账户 2：SwiftUI 重新运行 init，新的模型替换了旧的
  //      Account 2: SwiftUI runs init again and the new model replaces the old one
  //   B. 账户 1：自动闭包对同一个视图身份只运行一次，新值被忽略；除非视图身份也变了，例如 `.id(selectedID)`
  //      Account 1: the autoclosure runs only once per view identity, so the new value is ignored, unless the
  //      identity changes too, e.g. with `.id(selectedID)`
  //   C. 程序崩溃，因为 StateObject 不能被初始化两次
  //      The app crashes, because a StateObject cannot be initialized twice
  //   D. 什么都不显示，直到视图消失再出现
  //      Nothing, until the view disappears and appears again
  public static let choice4: Choice? = nil

  // 选择题 5：`LibraryModel` 是一个 `@Observable` 类，视图写了 `@State private var model = LibraryModel()`。
  //          `LibraryModel()` 会运行几次？（`@State` 是 Xcode 26 及更早版本中的属性包装器）
  // Choice 5: `LibraryModel` is an `@Observable` class and a view declares `@State private var model = LibraryModel()`.
  //           How often does `LibraryModel()` run? (`@State` as the property wrapper of Xcode 26 and earlier)
  //   A. 和 @StateObject 一样，每个视图身份只运行一次
  //      Once per view identity, exactly like @StateObject
  //   B. 只有 body 读取 model 时才运行
  //      Only when body reads model
  //   C. SwiftUI 每创建一次这个视图结构体就运行一次；SwiftUI 保留第一次的对象，其余的被丢弃
  //      Every time SwiftUI creates the view struct; SwiftUI keeps the first object and discards the others
  //   D. 从不运行：SwiftUI 通过反射自己创建对象
  //      Never: SwiftUI creates the object itself through reflection
  public static let choice5: Choice? = nil

  // MARK: - 判断题 / True or false

  // 判断题 1：只写 `viewModel.send(.submit(username: u, password: p))` 而不调用 `.apply(storage)`，凭据也会被保存。
  // True/false 1: Writing `viewModel.send(.submit(username: u, password: p))` without calling `.apply(storage)`
  //               still saves the credential.
  public static let trueFalse1: Bool? = nil

  // 判断题 2：`ObservableObject` 协议是在 Combine 框架里声明的，而不是在 SwiftUI 里。
  // True/false 2: The `ObservableObject` protocol is declared in the Combine framework, not in SwiftUI.
  public static let trueFalse2: Bool? = nil

  // 判断题 3：Apple 的文档规定，@StateObject 绝不能用从视图外部传进来的数据初始化。
  // True/false 3: Apple's documentation says a @StateObject must never be initialized with data passed in from
  //               outside the view.
  public static let trueFalse3: Bool? = nil

  // 判断题 4：Resolver 在编译时就能发现某个 `@Injected` 属性的类型没有注册。
  // True/false 4: Resolver finds out at compile time when the type of an `@Injected` property was never registered.
  public static let trueFalse4: Bool? = nil

  // 判断题 5：`reader.flatMap(f)` 被 apply 时，会把同一个环境既交给 reader，也交给 f 返回的那个 Reader。
  // True/false 5: When `reader.flatMap(f)` is applied, the same environment goes both to `reader` and to the
  //               reader that `f` returns.
  public static let trueFalse5: Bool? = nil
}
