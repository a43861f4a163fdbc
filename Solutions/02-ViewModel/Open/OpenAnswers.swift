/// Reference answers to the lesson's open questions, for the instructor: 本课开放思考题的参考答案（供老师评分参考）。
public enum OpenAnswers {
  // 开放题 1：同事的 DashboardViewModel 已经 600 多行，同时管着个人资料、订单和消息通知。你会依据什么决定怎么拆？
  //          拆开之后，几个 ViewModel 都要用到“当前登录的用户”，怎样共享这份数据，又不让它们彼此依赖？
  // Open 1: A teammate's DashboardViewModel has passed 600 lines and handles the profile, the orders and the
  //         notifications. How would you decide where to split it? Afterwards several view models need "the
  //         signed-in user": how do they share it without depending on one another?
  public static let answer1 = """
    行数只是信号，拆分的依据是“变化的原因”和依赖：哪些状态和方法总是一起变、一起测，哪些用的是不同的服务。
    资料、订单、通知各有自己的服务、自己的加载状态和错误，彼此之间没有调用，就应该各成一个 ViewModel，
    每个只通过 init 接收自己那一个服务协议；界面上每一块区域（或每个屏幕）持有自己的 ViewModel。
    拆的时候先把现有的测试补齐，再一块一块地搬，每搬完一块都跑一遍测试。
    共享的“当前用户”不应该让一个 ViewModel 去持有另一个 ViewModel，而是放到更低的一层：
    例如一个 SessionStore（或 UserService）协议，由 App 创建一份，注入给需要它的 ViewModel；
    或者由父视图把 userID 这样的值作为参数传下去。这样它们只依赖同一个抽象，而不互相依赖，测试时也能各自换成 Mock。

    Line count is only a hint; split along reasons to change and along dependencies: which state and methods always
    change and get tested together, and which use different services. The profile, the orders and the
    notifications each have their own service, loading state and errors and never call one another, so each
    becomes its own view model that receives only its own service protocol through init, and each area of the
    screen (or each screen) owns its view model. Before splitting, cover today's behaviour with tests, then move
    one part at a time and rerun them after each move.
    The shared signed-in user should not make one view model hold another. Put it one layer lower: a SessionStore
    (or UserService) protocol that the app creates once and injects into the view models that need it, or a plain
    value such as the user's ID that the parent view passes down. They then depend on the same abstraction rather
    than on each other, and each test can swap in its own mock.
    """

  // 开放题 2：同一个 ViewModel 可以写成 ObservableObject 加 @Published，也可以写成 @Observable。比较两种写法在视图刷新、
  //          所有权（@StateObject 与 @State）和测试上的区别。什么情况下你仍然会选 ObservableObject？
  // Open 2: One view model can be written as an ObservableObject with @Published or as an @Observable class.
  //         Compare the two for view updates, ownership (@StateObject and @State) and testing. When would you still
  //         choose ObservableObject?
  public static let answer2 = """
    刷新：ObservableObject 只有一个对象级的 objectWillChange，任何 @Published 属性一变，观察这个对象的所有视图都会失效；
    @Observable 按属性追踪，视图只在 body 真正读过的属性变化时刷新，也能追踪可选值和集合里的对象。
    所有权：拥有 ObservableObject 的视图用 @StateObject，被传进来的用 @ObservedObject，经环境传递用 @EnvironmentObject；
    换成 @Observable 后分别是 @State、普通属性（需要绑定时用 @Bindable）和 @Environment。
    测试：两者都可以注入 Mock 后直接检查属性；ObservableObject 可以订阅 objectWillChange 或 $属性 来断言“发出了通知”，
    @Observable 则用 withObservationTracking 观察某个属性。两种写法都应该标 @MainActor。
    仍会选 ObservableObject 的情况：要支持 iOS 16 / macOS 13 及更早的系统；已有大量基于 Combine 的代码，
    需要 $属性 这样的发布者去接 debounce、combineLatest 之类的操作符；或者在一个大项目里分批迁移，暂时保持一致。

    Updates: an ObservableObject has one object-wide objectWillChange, so a change to any @Published property
    invalidates every view observing the object; @Observable tracks single properties, so a view refreshes only
    when a property its body actually read changes, and it can track optionals and collections of objects too.
    Ownership: a view that owns an ObservableObject uses @StateObject, one that is handed it uses @ObservedObject,
    and the environment uses @EnvironmentObject; with @Observable these become @State, a plain property (@Bindable
    when bindings are needed) and @Environment.
    Testing: both can be given a mock and have their properties checked; with ObservableObject a test can subscribe
    to objectWillChange or a $property publisher to assert that a change was announced, with @Observable it uses
    withObservationTracking on a property. Both should be @MainActor.
    I would still choose ObservableObject to support iOS 16 / macOS 13 or earlier, when a lot of Combine code needs
    $property publishers to feed operators such as debounce or combineLatest, or to stay consistent while a large
    app migrates step by step.
    """
}
