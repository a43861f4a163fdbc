import Foundation
import GraderCore
import GraderInstructor
import GraderStudent

/// `grader bundle`: builds the zip to upload as a Gradescope autograder.
enum BundleCommand: Subcommand {
  struct Options: Sendable {
    var output = "autograder.zip"
    var packagePath: String?
    /// The part of the course the assignment covers.
    var scope = AssignmentScope()
  }

  /// The file at the zip's root that names the assignment's part of the course for run_autograder, one argument a line.
  static let scopeFile = "assignment.args"

  static let defaults = Options()

  /// What goes in the zip besides the two scripts.
  static let kitPaths = KitLayout.kitPaths + ["Lessons"]

  static let spec = CommandSpec<Options>(
    name: "bundle",
    abstract: LocalizedText(en: "build the Gradescope autograder zip.", zh: "生成 Gradescope 自动评分压缩包。"),
    discussion: LocalizedText(
      en: """
        The zip holds setup.sh and run_autograder (from Autograder/gradescope/) at its root, next to the kit's
        Package.swift, Course/, Tests/, Support/, Grader/ and Lessons/ (the stubs, used to warm the build, and the
        lessons' README, example and shared modules, which grading takes from here, never from a submission).
        Solutions/ is left out. Upload it as the assignment's autograder; see the README's instructor section. With
        --lesson/--question the autograder grades and counts only that part of the course (the zip's assignment.args,
        which run_autograder passes on to grader autograde).
        """,
      zh: """
        压缩包根目录下是 setup.sh 和 run_autograder（来自 Autograder/gradescope/），旁边是套件的 Package.swift、Course/、
        Tests/、Support/、Grader/ 和 Lessons/（桩代码用来预热构建；各课的 README、示例和共享模块评分时只用这里的，
        从不用提交里的），不含 Solutions/。
        把它上传为作业的自动评分器，详见 README 的教师部分。加上 --lesson/--question 时，自动评分器只评分并计入这部分题目
        （写在压缩包的 assignment.args 里，由 run_autograder 传给 grader autograde）。
        """),
    options: [
      .value("--output", "-o", valueName: LocalizedText(en: "FILE", zh: "文件"),
        help: LocalizedText(en: "where to write the zip (default: autograder.zip)", zh: "压缩包路径（默认 autograder.zip）")) {
        $0.output = $1
      },
      .packagePath { $0.packagePath = $1 },
      .assignmentLesson { $0.scope.lessonIDs.append($1) },
      .assignmentQuestion { $0.scope.questionIDs.append($1) },
    ]
  )

  static func run(_ options: Options, context: CommandContext) throws -> Int32 {
    let root = try context.kitRoot(packagePath: options.packagePath)
    let modified = try KitLock.modifiedFiles(root: root)
    guard modified.isEmpty else {
      throw KitError.kit("the kit differs from \(KitLock.relativePath); run `swift run grader lock` first:\n  " + modified.joined(separator: "\n  "))
    }
    // Unknown lessons or questions are refused here, not on Gradescope.
    _ = try options.scope.apply(to: Course.load(from: root.appendingPathComponent(Course.relativePath)))
    var archive = ZipArchive()
    if !options.scope.isWholeCourse {
      try archive.addFile(path: scopeFile, contents: Data(options.scope.arguments.map { $0 + "\n" }.joined().utf8))
    }
    let scripts = root.appendingPathComponent("Autograder/gradescope")
    for script in ["setup.sh", "run_autograder"] {
      try archive.addFile(
        path: script, contents: try Data(contentsOf: scripts.appendingPathComponent(script)), isExecutable: true)
    }
    let fileManager = FileManager.default
    for path in kitPaths {
      let url = root.appendingPathComponent(path)
      var isDirectory: ObjCBool = false
      guard fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
      let files = isDirectory.boolValue ? (fileManager.subpaths(atPath: url.path) ?? []).sorted().map { path + "/" + $0 } : [path]
      for file in files where !file.contains("/.build/") && !file.hasSuffix(".DS_Store") {
        let fileURL = root.appendingPathComponent(file)
        let values = try fileURL.resourceValues(forKeys: [.isRegularFileKey, .isDirectoryKey])
        if values.isDirectory == true {
          try archive.addDirectory(path: file)
        } else if values.isRegularFile == true {
          try archive.addFile(path: file, contents: try Data(contentsOf: fileURL))
        }
      }
    }
    let outputURL = URL(fileURLWithPath: options.output, relativeTo: context.currentDirectory)
    try archive.data().write(to: outputURL, options: .atomic)
    context.print("wrote \(outputURL.path)\n")
    return GraderCommand.success
  }
}
