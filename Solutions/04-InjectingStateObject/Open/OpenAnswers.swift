/// Reference answers to the lesson's open questions, for the instructor: 本课开放思考题的参考答案（供老师评分参考）。
public enum OpenAnswers {
  // 开放题 1：三种给 @StateObject 视图模型提供依赖的做法，你怎么选？
  // Open 1: three ways to give a @StateObject view model its dependencies: how do you choose?
  public static let answer1 = """
    解析器加属性包装器（@Injected 一类）：依赖在包装器创建时从容器里按类型取出，写起来最省事。
    但依赖是隐式的，只看初始化方法看不出来；缺少注册要到运行时才发现（Resolver 直接 fatalError）；
    作用域选错会丢状态或让不该共享的状态串在一起；测试要替换容器里的注册，容器若是全局的，测试之间还会互相影响。
    Reader：ViewModel 的 send 返回 Reader，视图用 @Environment 读到存储，在按钮动作里 apply。
    ViewModel 不保存依赖，测试只要 apply 一个内存替身；缺点是每个调用处都要记得 apply（编译器会对没用的返回值给出警告），
    依赖也会出现在很多签名里。
    通过 init 传入：最直接，编译器强制调用方提供依赖；配合 @autoclosure 和 StateObject(wrappedValue:)，对象只创建一次。
    但在视图的 init 里读不到 @Environment 的值，输入变化时对象也不会重建，需要时要用 .id。
    钥匙串凭据界面：存储来自环境，并且只在按钮动作和 onAppear 里使用，我会选 Reader（或者让视图从环境取存储后
    作为方法参数传给模型），这样预览和测试注入内存存储最简单，ViewModel 也不会意外持有真实的钥匙串。

    A resolver with a property wrapper (@Injected style) takes the dependency from a container, by type, when the
    wrapper is created: the least code. But the dependency is implicit (the initializer does not show it), a
    missing registration is found only at run time (Resolver calls fatalError), a wrong scope loses state or
    shares state that must not be shared, and tests must replace registrations; with a global container, tests
    also affect each other.
    A Reader: the view model's send returns a Reader, the view reads the storage with @Environment and applies it
    in the button action. The view model keeps no dependency and a test just applies an in-memory double; the
    costs are that every call site must remember apply (the compiler warns about an unused result) and that the
    dependency spreads into many signatures.
    Passing through init is the most direct: the compiler makes callers supply the dependency, and with
    @autoclosure plus StateObject(wrappedValue:) the object is created once. But a view cannot read @Environment
    values in its init, and the object is not rebuilt when inputs change unless .id changes the identity.
    For a Keychain credential screen, whose storage lives in the environment and is used only in button actions
    and onAppear, I would choose the Reader (or have the view pass the storage from the environment as a method
    argument): previews and tests inject an in-memory storage most easily, and the view model never holds on to
    the real Keychain by accident.
    """

  // 开放题 2：“SwiftUI 不需要视图模型对象”这个说法对吗？
  // Open 2: "SwiftUI needs no view-model objects": is that right?
  public static let answer2 = """
    有道理的部分：只属于一个界面的状态（输入框的文字、开关、是否展开）用 @State 和值类型最简单；
    把相关的属性和 mutating 方法放进一个结构体，或者写一个遵循 DynamicProperty 的结构体，在里面组合
    @Environment、@State，SwiftUI 会在计算 body 之前更新它们并调用 update()，这样能省掉很多不必要的类和 Combine。
    说过头的部分：被多个视图共享、活得比某个视图久、或者要驱动网络请求等异步工作的状态，本来就是有身份的引用类型；
    Apple 的文档和示例正是用 ObservableObject 或 @Observable 的模型类，并讲解怎样用 @StateObject 或 @State 持有它们。
    “ObservableObject 只在接收 Combine 管道输出时才用”也不准确，它是 SwiftUI 观察引用类型的标准方式之一
    （iOS 17 起还有 @Observable）。模型对象也更容易单独测试。
    所以我按状态的归属和生命周期来选：局部、短命的用值类型；共享、长命、带副作用的用模型对象，名字叫不叫 ViewModel 不重要。

    What is right: state that belongs to one screen (a text field's text, a toggle, whether something is
    expanded) is simplest as @State and value types; grouping related properties and mutating methods in a
    struct, or writing a struct that conforms to DynamicProperty and composes @Environment and @State (SwiftUI
    updates them and calls update() before computing body), avoids many needless classes and much Combine.
    Where it goes too far: state that several views share, that outlives a view, or that drives asynchronous
    work such as network requests is naturally a reference type with an identity; Apple's documentation and
    samples use ObservableObject or @Observable model classes and explain how to hold them with @StateObject or
    @State. "Use ObservableObject only to receive a Combine pipeline's output" is not accurate either: it is one
    of SwiftUI's standard ways to observe a reference type (with @Observable since iOS 17). Model objects are also
    easier to test on their own.
    So I choose by ownership and lifetime: local, short-lived state as value types; shared, long-lived state with
    side effects in a model object, whether or not it is called a view model.
    """
}
