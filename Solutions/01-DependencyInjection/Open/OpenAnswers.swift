/// Reference answers to the lesson's open questions, for the instructor: 本课开放思考题的参考答案（供老师评分参考）。
public enum OpenAnswers {
  // 开放题 1：为什么 ViewModel 不应该直接使用单例？
  // Open 1: Why should a view model not reach for a singleton directly?
  public static let answer1 = """
    单例把依赖藏在了类型内部：只看 ViewModel 的初始化方法，看不出它要用网络或数据库。
    它也很难替换，预览和测试只能用真实的那一份；而且单例的状态在所有测试之间共享，
    一个测试留下的数据会影响下一个，顺序一变结果就可能不同。
    把依赖通过协议显式传进来，ViewModel 需要什么一目了然，预览和测试可以换成 Mock，代码更可控、更容易测试。

    A singleton hides the dependency inside the type: the view model's initializer no longer tells you that it
    talks to the network or a database. It is also hard to swap, so previews and tests are stuck with the real
    thing, and its state is shared by every test, so one test's leftovers change the next one's result.
    Injecting the dependency explicitly, typed as a protocol, makes what the view model needs visible and lets
    previews and tests hand it a mock, which keeps the code under control and easy to test.
    """

  // 开放题 2：用 EnvironmentKey 注入依赖和通过初始化参数直接传入，有什么区别？各适合什么场合？
  // Open 2: How does injecting through an EnvironmentKey differ from passing a dependency through init?
  //         When does each fit?
  public static let answer2 = """
    环境会沿着视图层级自动向下传递：在 App 入口或预览里注入一次，任意深处的视图都能用 @Environment 读到，
    中间的视图不必层层转手；EnvironmentKey 的 defaultValue 还保证没有注入时也能工作。
    代价是依赖不出现在签名里，是隐式的。初始化参数则是显式的：调用方一眼看出需要什么，编译器强制必须提供，
    也不依赖 SwiftUI，ViewModel 和普通类型最适合这种方式。
    所以跨越多层、整个应用共享的依赖（如数据仓库）放进环境；局部的、只有一两个地方用、需要写清楚的依赖用初始化参数。
    本课的做法正是两者结合：视图从环境取出仓库，再通过 init 交给 ViewModel。

    The environment flows down the view hierarchy on its own: inject once at the app entry or in a preview and
    any view, however deep, reads it with @Environment, without the views in between passing it along; the
    EnvironmentKey's defaultValue keeps things working when nothing was injected. The price is that the
    dependency is implicit, absent from any signature. An init parameter is explicit: callers see what is
    needed, the compiler insists it is supplied, and it does not depend on SwiftUI, which suits view models and
    plain types. So dependencies shared across many layers or the whole app, such as a repository, belong in the
    environment, while local, narrowly used ones that should be spelled out go through init. The lesson combines
    the two: the view takes the repository from the environment and hands it to the view model through init.
    """

  // 开放题 3：Mock 与真实实现之间应该保持什么关系？
  // Open 3: What relationship should a mock keep with the real implementation?
  public static let answer3 = """
    两者遵循同一个协议，协议就是它们共同的契约：方法签名相同，行为也应尽量一致，
    例如添加后能读到、按 id 删除、出错时抛出错误，这样在 Mock 上通过的测试才能说明真实实现下的行为。
    不同之处在于 Mock 是可控的：数据固定、可以随时让它失败，不碰网络和磁盘，测试因而又快又稳定。
    调用方（ViewModel、视图）只认识协议，不需要改一行代码就能在两者之间切换。

    Both conform to the same protocol, and that protocol is the contract they share: the same method signatures
    and, as far as possible, the same behaviour (what was added can be read back, deletion goes by id, failures
    are thrown as errors), so a test that passes against the mock says something about the real implementation.
    Where they differ is control: the mock's data is fixed, it can be told to fail, and it touches neither the
    network nor the disk, which makes tests fast and stable. Callers such as the view model and the view only
    know the protocol, so switching between the two needs no change to their code.
    """
}
