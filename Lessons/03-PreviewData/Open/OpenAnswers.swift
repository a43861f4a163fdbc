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
//   swift run grader --question pv.open1     （grader 会读取这里的文字 / the grader reads the text here）

/// Your answers to the lesson's open questions: 本课开放思考题的答案。
public enum OpenAnswers {
  // 开放题 1：第 1 课传递的是实例（`any BookRepository`），本课传递的是类型（`any HTTPClient.Type`）。
  // 比较两种做法：各自能保存什么状态？怎样让 Mock 在一个测试里失败、在另一个测试里成功？
  // 如果客户端需要携带登录令牌（token），你会选哪一种，为什么？
  // Open 1: Lesson 1 passed instances (`any BookRepository`); this lesson passes types (`any HTTPClient.Type`).
  // Compare them: what state can each keep? How do you make a mock fail in one test and succeed in another?
  // If the client has to carry a login token, which would you choose, and why?
  public static let answer1 = """
    
    """

  // 开放题 2：怎样让自己（以及 CI）确信没有任何预览、任何测试访问过真实服务器？描述你会写的检查，
  // 并解释为什么在 Swift Testing 并行运行测试时，只在真实客户端上用一个普通的 `static var` 计数是不够的。
  // Open 2: How would you convince yourself (and CI) that no preview and no test ever reaches the real server?
  // Describe the check you would write, and explain why counting calls in a plain `static var` on the real client
  // is not enough when Swift Testing runs tests in parallel.
  public static let answer2 = """
    
    """
}
