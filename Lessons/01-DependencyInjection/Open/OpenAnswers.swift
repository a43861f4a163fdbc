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
//   swift run grader --question di.open1     （grader 会读取这里的文字 / the grader reads the text here）

/// Your answers to the lesson's open questions: 本课开放思考题的答案。
public enum OpenAnswers {
  // 开放题 1：为什么 ViewModel 不应该直接使用单例？
  // Open 1: Why should a view model not reach for a singleton directly?
  public static let answer1 = """
    
    """

  // 开放题 2：用 EnvironmentKey 注入依赖和通过初始化参数直接传入，有什么区别？各适合什么场合？
  // Open 2: How does injecting through an EnvironmentKey differ from passing a dependency through init?
  //         When does each fit?
  public static let answer2 = """
    
    """

  // 开放题 3：Mock 与真实实现之间应该保持什么关系？
  // Open 3: What relationship should a mock keep with the real implementation?
  public static let answer3 = """
    
    """
}
