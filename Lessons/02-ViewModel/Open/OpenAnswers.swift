// 怎么作答 / How to answer
// 在每对三引号之间用自己的话写几句或几段，中文或英文都可以。这些题不自动判分：
// grader 会把你的文字收集起来交给老师评分（每题 5 分）。不要在文字里写反斜杠或三个连续的双引号。
// Write a few sentences or paragraphs between each pair of triple quotes, in Chinese or English. These questions
// are not graded automatically: the grader collects your text for the instructor (5 points each).
// Do not put backslashes or three double quotes in a row inside your text.
// 每一行都要至少和结尾的三引号缩进得一样多（4 个空格）。 / Indent every line at least as far as the closing
// triple quotes (4 spaces).
//
// 怎么检查 / How to check
//   swift run grader --question vm.open1     （grader 会读取这里的文字 / the grader reads the text here）

/// Your answers to the lesson's open questions: 本课开放思考题的答案。
public enum OpenAnswers {
  // 开放题 1：同事的 DashboardViewModel 已经 600 多行，同时管着个人资料、订单和消息通知。你会依据什么决定怎么拆？
  //          拆开之后，几个 ViewModel 都要用到“当前登录的用户”，怎样共享这份数据，又不让它们彼此依赖？
  // Open 1: A teammate's DashboardViewModel has passed 600 lines and handles the profile, the orders and the
  //         notifications. How would you decide where to split it? Afterwards several view models need "the
  //         signed-in user": how do they share it without depending on one another?
  public static let answer1 = """
    
    """

  // 开放题 2：同一个 ViewModel 可以写成 ObservableObject 加 @Published，也可以写成 @Observable。比较两种写法在视图刷新、
  //          所有权（@StateObject 与 @State）和测试上的区别。什么情况下你仍然会选 ObservableObject？
  // Open 2: One view model can be written as an ObservableObject with @Published or as an @Observable class.
  //         Compare the two for view updates, ownership (@StateObject and @State) and testing. When would you still
  //         choose ObservableObject?
  public static let answer2 = """
    
    """
}
