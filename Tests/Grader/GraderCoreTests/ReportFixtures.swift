@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// Small, realistic reports shared by the renderer tests.
enum ReportFixtures {
  /// Diagnostics of the Fix 2 exercise as `DiagnosticsFilter` keeps them: two errors in two files.
  static let fix2Diagnostics = """
    Lessons/01-DependencyInjection/Fix2EnvironmentValue/BookRepositoryEnvironment.swift:27:14: error: extensions must not contain stored properties
    25 | 
    26 | extension EnvironmentValues {
    27 |   public var bookRepository: BookRepository
       |              `- error: extensions must not contain stored properties
    28 | }
    29 | 

    Lessons/01-DependencyInjection/Fix2EnvironmentValue/BookRepositoryKey.swift:9:15: error: type 'BookRepositoryKey' does not conform to protocol 'EnvironmentKey'
     7 | import SwiftUI
     8 | 
     9 | public struct BookRepositoryKey: EnvironmentKey {
       |               |- error: type 'BookRepositoryKey' does not conform to protocol 'EnvironmentKey'
       |               `- note: add stubs for conformance
    10 | }
    11 | 
    """

  /// A crash message with student output that tries to run GitHub workflow commands.
  static let crashMessage = """
    测试进程在这项检查运行时崩溃（信号 4 SIGILL，例如 fatalError、强制解包 nil 或数组越界）/ the test process crashed while this check ran (signal 4 SIGILL, e.g. fatalError, force-unwrapping nil, index out of range)
    --- 最后的输出 / last output ---
    ::set-output name=x::hacked
    ::add-mask::secret
    Fatal error: Index out of range
    """

  /// A student's answer to an open question.
  static let openAnswer = """
    单例是全局状态，ViewModel 直接使用它就无法在测试中替换成 Mock。
    通过初始化参数注入协议类型，依赖关系更清楚，也更容易测试。
    """

  static let sections = [
    GradeReport.Section(
      id: "quiz", title: LocalizedText(en: "Quiz", zh: "选择与判断"), score: 2, maxScore: 4, manualMaxScore: 0),
    GradeReport.Section(
      id: "coding", title: LocalizedText(en: "Coding", zh: "编程"), score: 11.83, maxScore: 36, manualMaxScore: 0),
    GradeReport.Section(
      id: "open", title: LocalizedText(en: "Open questions", zh: "开放思考"), score: 0, maxScore: 0, manualMaxScore: 10),
  ]

  static let questions: [GradeReport.Question] = [
    GradeReport.Question(
      id: "di.choice1", lesson: "di", kind: .choice, section: "quiz",
      title: LocalizedText(en: "Choice 1: What is the heart of dependency inversion?", zh: "选择题 1：依赖倒置的核心是什么？"),
      status: .passed, score: 2, maxScore: 2,
      checks: [GradeReport.Check(name: "answer", passed: true, status: .passed, message: "")],
      explanation: LocalizedText(
        en: "High-level code depends on abstractions, not on concrete implementations.", zh: "高层代码依赖抽象，而不是具体实现。")),
    GradeReport.Question(
      id: "di.choice2", lesson: "di", kind: .choice, section: "quiz",
      title: LocalizedText(en: "Choice 2: Which protocol does a custom environment key conform to?", zh: "选择题 2：自定义环境键需要遵循哪个协议？"),
      status: .unanswered, score: 0, maxScore: 2,
      checks: [
        GradeReport.Check(
          name: "answer", passed: false, status: .unanswered, message: "[unanswered] 还没有作答 / not answered yet")
      ],
      hint: LocalizedText(
        en: "Pick the protocol that asks you to provide a defaultValue.", zh: "找出要求你提供 defaultValue 的那个协议。")),
    GradeReport.Question(
      id: "di.fix1", lesson: "di", kind: .fix, section: "coding",
      title: LocalizedText(en: "Fix 1: make BookListViewModel take its repository through init(repository:)", zh: "改错 1：让 BookListViewModel 通过 init(repository:) 接收仓库"),
      status: .failed, score: 0, maxScore: 4,
      checks: [
        GradeReport.Check(
          name: "loadsFromInjectedRepository", passed: false, status: .failed,
          message: "load() 之后 books 应该来自注入的仓库 / after load(), books should come from the injected repository\nExpectation failed: (viewModel.books → []) == [\"A\"]"),
        GradeReport.Check(
          name: "reportsInjectedRepositoryFailure", passed: false, status: .failed,
          message: "仓库抛错时应设置 errorMessage / errorMessage should be set when the repository throws"),
      ],
      hint: LocalizedText(en: "Who creates the repository now? Let the caller pass it in.", zh: "现在是谁创建了仓库？让调用方把它传进来。")),
    GradeReport.Question(
      id: "di.fix2", lesson: "di", kind: .fix, section: "coding",
      title: LocalizedText(en: "Fix 2: turn bookRepository into a real environment value", zh: "改错 2：把 bookRepository 写成真正的环境值"),
      status: .compileError, score: 0, maxScore: 6,
      checks: ["defaultIsLiveRepository", "overrideIsReadBack"].map {
        GradeReport.Check(name: $0, passed: false, status: .compileError, message: "没有编译通过 / did not compile")
      },
      diagnostics: fix2Diagnostics, compilerMessages: GradeReport.CompilerMessage.all(in: fix2Diagnostics),
      hint: LocalizedText(en: "A computed property can read and write through a key.", zh: "计算属性可以通过键来读写。")),
    GradeReport.Question(
      id: "di.code1", lesson: "di", kind: .code, section: "coding",
      title: LocalizedText(en: "Code 1: define the Todo model and the TodoRepository protocol", zh: "编程 1：定义 Todo 模型和 TodoRepository 协议"),
      status: .partial, score: 5.33, maxScore: 8,
      checks: [
        GradeReport.Check(name: "todoConformances", passed: true, status: .passed, message: ""),
        GradeReport.Check(name: "todoDefaults", passed: true, status: .passed, message: ""),
        GradeReport.Check(
          name: "todoIsValueType", passed: false, status: .failed,
          message: "Todo 应该是值类型 / Todo should be a value type"),
      ],
      hint: LocalizedText(en: "Should Todo be a struct or a class?", zh: "Todo 应该是 struct 还是 class？")),
    GradeReport.Question(
      id: "di.code2", lesson: "di", kind: .code, section: "coding",
      title: LocalizedText(en: "Code 2: write a mock TodoRepository", zh: "编程 2：为 TodoRepository 写一个 Mock"),
      status: .crashed, score: 4, maxScore: 8,
      checks: [
        GradeReport.Check(name: "returnsGivenTodos", passed: true, status: .passed, message: ""),
        GradeReport.Check(name: "throwsWhenToldToFail", passed: true, status: .passed, message: ""),
        GradeReport.Check(name: "addsAndDeletesById", passed: false, status: .crashed, message: crashMessage),
        GradeReport.Check(
          name: "concurrentAddsAreAllKept", passed: false, status: .missing,
          message: "测试进程正常结束，但没有报告这项检查 / the test process ended without reporting this check"),
      ],
      hint: LocalizedText(en: "Check an index before you use it.", zh: "使用下标之前先检查它。")),
    GradeReport.Question(
      id: "di.code4", lesson: "di", kind: .code, section: "coding",
      title: LocalizedText(en: "Code 4: write TodoListViewModel", zh: "编程 4：写出 TodoListViewModel"),
      status: .timedOut, score: 2.5, maxScore: 10,
      checks: [
        GradeReport.Check(name: "loadShowsRepositoryTodos", passed: true, status: .passed, message: ""),
        GradeReport.Check(
          name: "isLoadingOnlyWhileLoading", passed: false, status: .timedOut,
          message: "超过 10 秒仍未结束，在这项检查运行时被终止 / still running after 10 s and was killed while this check ran"),
        GradeReport.Check(name: "addDeleteToggleReload", passed: false, status: .failed, message: "toggle 没有改变 isDone / toggle did not change isDone"),
        GradeReport.Check(name: "notifiesObservers", passed: false, status: .failed, message: ""),
      ],
      hint: LocalizedText(en: "Set isLoading back to false with defer.", zh: "用 defer 把 isLoading 改回 false。")),
    GradeReport.Question(
      id: "di.open1", lesson: "di", kind: .open, section: "open",
      title: LocalizedText(en: "Open 1: Why should a view model not use a singleton directly?", zh: "开放题 1：为什么 ViewModel 不应该直接使用单例？"),
      status: .manual, score: 0, maxScore: 5, checks: [],
      hint: LocalizedText(en: "Think about tests.", zh: "想想测试。"),
      answer: openAnswer),
    GradeReport.Question(
      id: "di.open2", lesson: "di", kind: .open, section: "open",
      title: LocalizedText(en: "Open 2: How does injecting through an EnvironmentKey differ from init injection?", zh: "开放题 2：用 EnvironmentKey 注入依赖和通过初始化参数传入有什么区别？"),
      status: .reviewed, score: 4, maxScore: 5, checks: [],
      hint: LocalizedText(en: "Who can see the dependency?", zh: "谁能看到这个依赖？"),
      answer: "环境值沿着视图树向下传递，子视图不用一层层地传参数。",
      review: GradeReport.Review(points: 4, comment: "思路正确，但没有提到默认值。 Good, but mention the default value.")),
  ]

  /// The report: 13.83 of 40 automatic points, 10 points of open questions of which 4 are reviewed.
  static let report = GradeReport(
    sources: .lessons, score: 13.83, maxScore: 40, manualMaxScore: 10, manualScore: 4,
    sections: sections, questions: questions, durationSeconds: 42.6)

  /// The report with two kit files that differ from the lock file.
  static var tampered: GradeReport {
    var report = report
    report.modifiedFiles = ["Tests/01-DependencyInjection/Quiz/QuizTests.swift", "Course/course.json"]
    return report
  }

  /// Text a student controls that tries to break out of every format.
  static let hostileText = "Expected <script>alert('x')</script> & \"quotes\" ]]> |pipe| \u{1}bell\u{7}\r\n```\n````fence"

  /// The report with `hostileText` in a failed check's message and a title.
  static var hostile: GradeReport {
    var report = report
    for index in report.questions.indices where report.questions[index].id == "di.fix1" {
      report.questions[index].checks[0].message = hostileText
      report.questions[index].title.en += " <b>|x|</b>"
    }
    return report
  }

  /// The automatic questions of `report`.
  static var automaticQuestions: [GradeReport.Question] { report.questions.filter(\.isAutomatic) }
}
