import Foundation
import GraderCore
import GraderInstructor
import GraderStudent

/// `grader doctor`: checks the things that break a first run and prints the fix for each problem.
enum DoctorCommand: Subcommand {
  struct Options: Sendable {
    var packagePath: String?
    var language: Language?
  }

  static let defaults = Options()

  static let spec = CommandSpec<Options>(
    name: "doctor",
    abstract: LocalizedText(
      en: "check your setup: Swift version, Swift Testing, Xcode, .build/, the kit's files.",
      zh: "检查环境：Swift 版本、Swift Testing、Xcode、.build/、套件文件。"),
    discussion: LocalizedText(
      en: "Run it when `swift run grader` fails before grading anything. Each problem comes with the exact fix.",
      zh: "当 `swift run grader` 还没开始评分就失败时运行它。每个问题都附有具体的解决办法。"),
    options: [
      .language { $0.language = $1 },
      .packagePath { $0.packagePath = $1 },
    ]
  )

  static func run(_ options: Options, context: CommandContext) throws -> Int32 {
    let root = try context.kitRoot(packagePath: options.packagePath)
    let language = options.language ?? context.localeLanguage
    let environment = context.toolEnvironment
    let doctor = Doctor(platform: Doctor.current, kitRoot: root) { executable, arguments, directory in
      let output = FileManager.default.temporaryDirectory.appendingPathComponent("grader-doctor-\(UUID().uuidString).txt")
      defer { try? FileManager.default.removeItem(at: output) }
      let process = ChildProcess(
        executable: executable, arguments: arguments, environment: environment, workingDirectory: directory.path,
        outputPath: output.path, newProcessGroup: false)
      guard let outcome = try? process.run(timeout: .seconds(600)) else {
        return Doctor.CommandResult(status: 127, output: "\(executable): not found")
      }
      let text = String(decoding: FileManager.default.contents(atPath: output.path) ?? Data(), as: UTF8.self)
      let status: Int32 = if case .exited(let code) = outcome.termination { code } else { 128 }
      return Doctor.CommandResult(status: status, output: text)
    }
    context.printError(language == .zh ? "检查中（构建一个小测试包，约需十几秒）…" : "Checking (this builds a tiny test package, about ten seconds)…")
    let checks = doctor.checks()
    context.print(DoctorReport.render(checks, language: language))
    return checks.contains { $0.outcome == .problem } ? GraderCommand.notFullMarks : GraderCommand.success
  }
}
