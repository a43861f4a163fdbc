// 参考答案 / Reference answers (graded by the instructor).

/// Reference answers to the lesson's open questions: 本课开放思考题的参考答案。
public enum OpenAnswers {
  public static let answer1 = """
    实例（any BookRepository）可以带自己的状态：初始化时给 Mock 几本书或 shouldFail，每个测试创建自己的实例，
    互不影响；代价是实例要在并发域之间传递，所以类型必须是 Sendable 的（actor、不可变的值类型、或用锁保护的类）。
    类型（any HTTPClient.Type）没有实例，也就没有实例状态：要么完全无状态，要么把状态放进 static 存储属性，
    而那是全局状态，所有调用方、所有并行的测试共用同一份。所以“一个测试失败、一个测试成功”要写成两个类型
    （MockHTTPClient 和 FailingHTTPClient）。需要携带登录令牌的客户端，令牌属于某一次登录、某一个用户，
    用实例更合适（令牌作为实例的不可变属性，或放在 actor 里），测试也能各自构造不同令牌的客户端。
    An instance (any BookRepository) can carry its own state: give a mock its books or shouldFail when you make it,
    and each test makes its own, independent of the others; the price is that instances cross concurrency domains,
    so the type must be Sendable (an actor, an immutable value type, or a class guarded by a lock). A type
    (any HTTPClient.Type) has no instance and so no instance state: it is stateless, or it keeps state in static
    stored properties, which is global state shared by every caller and every parallel test. So "fails here,
    succeeds there" becomes two types (MockHTTPClient and FailingHTTPClient). A client that carries a login token
    is better as an instance: the token belongs to one sign-in, it can be an immutable property (or live in an
    actor), and each test can build a client with its own token.
    """

  public static let answer2 = """
    让真实客户端记录每一次调用，再写测试：在没有注入任何东西的环境里取数据（EnvironmentValues().httpClient、
    不带 .environment 的视图所用的模型），断言记录里没有请求；同时断言在根部注入真实客户端之后确实会有请求，
    证明这个检查本身能失败。计数不能只放在一个普通的 static var 里：Swift 6 会拒绝这种非隔离的全局可变状态；
    即使加了锁，它也是整个进程共用的，Swift Testing 默认并行运行测试，另一个测试恰好调用真实客户端时，
    我的“前后计数之差”就会混进别人的请求，测试时好时坏。做法是按作用域记录：用 @TaskLocal 给每个测试的
    任务树一份自己的记录（本课的 RealHTTPClient.requests(during:)），或者把测试标成 .serialized 并接受变慢。
    Make the real client record every call, then test: fetch through an environment nobody configured
    (EnvironmentValues().httpClient, the model a view without .environment would use) and expect no recorded
    request; also expect a request once the real client is injected at the root, which proves the check can fail.
    A plain static var is not enough: Swift 6 rejects unisolated global mutable state, and even with a lock it is
    one counter for the whole process. Swift Testing runs tests in parallel by default, so when another test calls
    the real client at the same moment, my before-and-after difference includes its requests and the test passes
    or fails by chance. Record per scope instead: a @TaskLocal gives each test's task tree its own log (the
    lesson's RealHTTPClient.requests(during:)), or mark the tests .serialized and accept the slower run.
    """
}
