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
      swift run grader batch submissions/       grade a whole class (see grader batch --help)

    OPTIONS
      --question, -q ID    grade only this question; repeatable
      --lesson ID          grade only this lesson; repeatable
      --solutions          grade Solutions/ instead of Lessons/
      --format FORMAT      text (default), json, gradescope, junit, markdown, classroom
                           (GitHub Classroom's reporter) or github (annotations + step summary)
      --output, -o FILE    write the report to FILE instead of standard output
      --gradescope FILE    the same as --format gradescope --output FILE
      --review FILE        merge an instructor's review file (CSV) for open questions
      --student ID         whose reviews to merge from --review (default: rows with an empty student)
      --from-report FILE   render a saved --format json report instead of grading again
      --lang zh|en         language of the text report (default: from LANG / LC_ALL)
      --timeout SECONDS    hard limit for each exercise's test process (default: 10)
      --min-score PERCENT  exit 0 when the automatic score reaches PERCENT
      --jobs, -j N         test processes at once (default: number of cores)
      --package-path DIR   the kit's folder (default: found from the current folder)
      --no-progress        print no progress on standard error
      --help, -h           show this help

    SUBCOMMANDS (instructors)
      grader batch DIR     grade every student's submission in DIR into a gradebook
      grader verify        self-check: solutions full marks, stubs zero, lock and manifest agree
      grader lock          write Course/kit.lock.json (--check: compare instead)
      grader autograde     Gradescope's run_autograder step
      grader bundle        build the Gradescope autograder zip

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
      swift run grader batch submissions/       为全班评分（见 grader batch --help）

    选项
      --question, -q ID    只评这道题，可重复
      --lesson ID          只评这一课，可重复
      --solutions          评 Solutions/ 而不是 Lessons/
      --format 格式         text（默认）、json、gradescope、junit、markdown、classroom
                           （GitHub Classroom 报告器）或 github（注释 + 步骤摘要）
      --output, -o 文件     把报告写入文件而不是标准输出
      --gradescope 文件     等同于 --format gradescope --output 文件
      --review 文件         合并教师的开放题评分文件（CSV）
      --student ID         --review 中使用哪位学生的评分（默认：学生列为空的行）
      --from-report 文件    不重新评分，把保存的 --format json 报告换一种格式输出
      --lang zh|en         文字报告的语言（默认取自 LANG / LC_ALL）
      --timeout 秒数        每个练习测试进程的硬性时限（默认 10）
      --min-score 百分比    自动评分达到该百分比即以 0 退出
      --jobs, -j N         同时运行的测试进程数（默认为 CPU 核数）
      --package-path 目录   套件所在目录（默认从当前目录向上查找）
      --no-progress        不在标准错误上显示进度
      --help, -h           显示本帮助

    子命令（教师用）
      grader batch 目录     为目录中每位学生的提交评分，生成成绩册
      grader verify        自检：参考答案满分、桩代码零分、锁文件与清单一致
      grader lock          写入 Course/kit.lock.json（--check：只比较）
      grader autograde     Gradescope 的 run_autograder 步骤
      grader bundle        生成 Gradescope 自动评分压缩包

    退出状态
      0  所有自动评分题满分（或达到 --min-score）
      1  有题目失分
      2  套件本身有问题，或参数错误

    评分器不会修改你的文件；构建产物放在 .build/grader/。
    """
}
