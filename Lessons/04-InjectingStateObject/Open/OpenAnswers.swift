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
//   swift run grader --question so.open1     （grader 会读取这里的文字 / the grader reads the text here）

/// Your answers to the lesson's open questions: 本课开放思考题的答案。
public enum OpenAnswers {
  // 开放题 1：本课给 @StateObject 视图模型提供依赖的三种做法——解析器加属性包装器、在调用处 apply 的 Reader、
  //          通过 init 传入——各自在什么时候、从哪里拿到依赖？测试时分别怎么替换？各有什么风险？
  //          一个读写钥匙串的凭据界面，你会选哪一种，为什么？
  // Open 1: The lesson shows three ways to give a @StateObject view model its dependencies: a resolver with a
  //         property wrapper, a Reader applied at the call site, and passing things through init. When and from
  //         where does each get the dependency? How does a test swap it? What is each one's risk? Which would you
  //         choose for a credential screen that reads and writes the Keychain, and why?
  public static let answer1 = """
    
    """

  // 开放题 2：有人说“SwiftUI 里不需要视图模型对象：用值类型、@State 和 DynamicProperty 就够了”。
  //          这个说法哪些地方有道理？哪些地方说过头了？你会在什么情况下用值类型，什么情况下用一个模型对象？
  // Open 2: Someone says "SwiftUI needs no view-model objects: value types, @State and DynamicProperty are
  //         enough." What is right about the claim, and where does it go too far? When would you use value
  //         types, and when a model object?
  public static let answer2 = """
    
    """
}
