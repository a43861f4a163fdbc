import KitSupport

// 怎么作答 / How to answer
// 选择题：把 nil 换成 .a、.b、.c 或 .d，例如 `public static let choice1: Choice? = .b`。
// 判断题：把 nil 换成 true（对）或 false（错）。留着 nil 表示还没有作答。
// Choice questions: replace nil with .a, .b, .c or .d, e.g. `public static let choice1: Choice? = .b`.
// True/false questions: replace nil with true or false. Leaving nil means "not answered yet".
//
// 怎么检查 / How to check
//   swift run grader --question vm.choice1     （只检查一题 / one question）
//   swift run grader --lesson vm               （整课 / the whole lesson）

/// Your answers to the lesson's choice and true/false questions: 本课选择题与判断题的答案。
public enum QuizAnswers {
  // MARK: - 选择题 / Choice questions

  // 选择题 1：下面哪一项不是 ViewModel 的职责？
  // Choice 1: Which of these is NOT a view model's job?
  //   A. 把模型层的原始数据整理成界面可以直接显示的样子
  //      Turning the model layer's raw data into what the screen can show as it is
  //   B. 保存界面状态，例如 isLoading、errorMessage
  //      Holding UI state such as isLoading and errorMessage
  //   C. 接收用户操作（点按、下拉刷新），调用相应的业务逻辑
  //      Taking user intents (a tap, a pull to refresh) and running the matching logic
  //   D. 决定视图的布局，并直接把内容绘制到屏幕上
  //      Deciding the views' layout and drawing the content on screen itself
  public static let choice1: Choice? = .d

  // 选择题 2：一个 DashboardViewModel 既读取用户资料，又读取和取消订单。按单一职责原则，应该怎么做？
  // Choice 2: A DashboardViewModel loads the user's profile and also loads and cancels orders.
  //           What does the single-responsibility principle suggest?
  //   A. 保持一个 ViewModel，这样两部分可以共用 isLoading 和 errorMessage
  //      Keep one view model, so both parts can share isLoading and errorMessage
  //   B. 拆成资料 ViewModel 和订单列表 ViewModel，每个只依赖自己的服务协议
  //      Split it into a profile view model and an order list view model, each depending on its own service protocol
  //   C. 把订单的逻辑挪进视图的 body 里
  //      Move the order logic into the view's body
  //   D. 把订单服务做成全局单例，ViewModel 直接调用它
  //      Make the order service a global singleton that the view model calls directly
  public static let choice2: Choice? = .b

  // 选择题 3：一个视图自己创建并拥有一个 ObservableObject 的 ViewModel，希望 SwiftUI 重建这个视图结构体时它仍然保留。
  //           应该用哪个属性包装器？
  // Choice 3: A view creates and owns an ObservableObject view model, which must survive SwiftUI re-creating the view
  //           struct. Which property wrapper fits?
  //   A. @ObservedObject
  //   B. @Published
  //   C. @StateObject
  //   D. @Binding
  public static let choice3: Choice? = .c

  // 选择题 4：给一个 @Published 属性赋新值时，objectWillChange 在什么时候发出通知？
  // Choice 4: When a @Published property is assigned a new value, when does objectWillChange emit?
  //   A. 新值存进属性之后
  //      After the new value has been stored
  //   B. 新值存进属性之前
  //      Before the new value is stored
  //   C. 只有新值和旧值不同时才发出，而且在存进之后
  //      Only when the new value differs from the old one, after storing it
  //   D. 等到下一轮 run loop 才发出
  //      On the next turn of the run loop
  public static let choice4: Choice? = .b

  // 选择题 5：Xcode 运行时提示 “Publishing changes from background threads is not allowed”。
  //           对 ViewModel 来说，最合适的改法是什么？
  // Choice 5: At run time Xcode warns "Publishing changes from background threads is not allowed".
  //           What is the right change to the view model?
  //   A. 把 ViewModel 标为 @MainActor，让它的状态只在主 actor 上修改
  //      Mark the view model @MainActor so its state only changes on the main actor
  //   B. 视图里把 @StateObject 换成 @ObservedObject
  //      Replace @StateObject with @ObservedObject in the view
  //   C. 把赋值包进 DispatchQueue.global().async { … }
  //      Wrap the assignment in DispatchQueue.global().async { … }
  //   D. 把这些属性声明成 nonisolated(unsafe)
  //      Declare those properties nonisolated(unsafe)
  public static let choice5: Choice? = .a

  // MARK: - 判断题 / True or false

  // 判断题 1：ViewModel 可以持有它的 SwiftUI 视图的引用，这样就能直接更新屏幕上的内容。
  // True/false 1: A view model may keep a reference to its SwiftUI view so that it can update the screen directly.
  public static let trueFalse1: Bool? = false

  // 判断题 2：在视图里写 `@ObservedObject var model = Model()`，不管 SwiftUI 重建这个视图多少次，用的都是同一个 Model 实例。
  // True/false 2: Writing `@ObservedObject var model = Model()` in a view keeps one and the same Model instance
  //               however many times SwiftUI re-creates the view.
  public static let trueFalse2: Bool? = false

  // 判断题 3：用 @Observable 时，视图只在它的 body 读过的属性变化时刷新；用 ObservableObject 时，任何一个 @Published
  //           属性变化都会通知观察这个对象的所有视图。
  // True/false 3: With @Observable, a view refreshes only when a property its body read changes; with
  //               ObservableObject, a change to any @Published property notifies every view observing the object.
  public static let trueFalse3: Bool? = true

  // 判断题 4：让整个应用的所有界面共用一个全局 ViewModel，是保持状态一致的推荐做法。
  // True/false 4: Sharing one global view model among all the app's screens is the recommended way to keep state consistent.
  public static let trueFalse4: Bool? = false

  // 判断题 5：ViewModel 通过协议依赖服务，所以测试可以给它一个 Mock，不创建任何视图就检查它的状态。
  // True/false 5: Because the view model depends on its services through protocols, a test can hand it a mock and
  //               check its state without creating any view.
  public static let trueFalse5: Bool? = true
}
