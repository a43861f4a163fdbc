/// The text `grader --help` prints, in the user's language.
enum HelpText {
  static func text(_ language: Language) -> String {
    language == .zh ? chinese : english
  }

  static let english = """
    grader: grade the kit's exercises, question by question.

    USAGE
      swift run grader [options]

    EXAMPLES
      swift run grader                          grade everything you wrote in Lessons/
      swift run grader --question di.fix2       grade one question (repeat --question for more)
      swift run grader --lesson di              grade one lesson
      swift run grader --solutions              grade the reference Solutions/ (should be full marks)
      swift run grader --format json > r.json   one JSON document, for CI and scripts

    OPTIONS
      --question, -q ID    grade only this question; repeatable
      --lesson ID          grade only this lesson; repeatable
      --solutions          grade Solutions/ instead of Lessons/
      --format text|json   output format (default: text)
      --lang zh|en         language of the text report (default: from LANG / LC_ALL)
      --timeout SECONDS    hard limit for each exercise's test process (default: 10)
      --min-score PERCENT  exit 0 when the automatic score reaches PERCENT
      --jobs, -j N         test processes at once (default: number of cores)
      --package-path DIR   the kit's folder (default: found from the current folder)
      --no-progress        print no progress on standard error
      --help, -h           show this help

    EXIT STATUS
      0  every automatically graded question has full marks (or the score reaches --min-score)
      1  some question lost points
      2  the kit itself is broken, or the arguments are wrong

    The grader never changes your files. Build products go to .build/grader/.
    """

  static let chinese = """
    grader：逐题为套件中的练习评分。

    用法
      swift run grader [选项]

    示例
      swift run grader                          为 Lessons/ 中你写的全部答案评分
      swift run grader --question di.fix2       只评一道题（可重复 --question）
      swift run grader --lesson di              只评一课
      swift run grader --solutions              为参考答案 Solutions/ 评分（应为满分）
      swift run grader --format json > r.json   输出一个 JSON 文档，供 CI 和脚本使用

    选项
      --question, -q ID    只评这道题，可重复
      --lesson ID          只评这一课，可重复
      --solutions          评 Solutions/ 而不是 Lessons/
      --format text|json   输出格式（默认 text）
      --lang zh|en         文字报告的语言（默认取自 LANG / LC_ALL）
      --timeout 秒数        每个练习测试进程的硬性时限（默认 10）
      --min-score 百分比    自动评分达到该百分比即以 0 退出
      --jobs, -j N         同时运行的测试进程数（默认为 CPU 核数）
      --package-path 目录   套件所在目录（默认从当前目录向上查找）
      --no-progress        不在标准错误上显示进度
      --help, -h           显示本帮助

    退出状态
      0  所有自动评分题满分（或达到 --min-score）
      1  有题目失分
      2  套件本身有问题，或参数错误

    评分器不会修改你的文件；构建产物放在 .build/grader/。
    """
}
