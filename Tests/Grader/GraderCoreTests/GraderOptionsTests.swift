import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

@Suite struct GraderOptionsTests {
  @Test func defaults() throws {
    let options = try GraderOptions(parsing: [])
    #expect(options == GraderOptions())
    #expect(options.format == .text && !options.solutions && options.timeoutSeconds == 10)
  }

  @Test func everyOption() throws {
    let options = try GraderOptions(parsing: [
      "--solutions", "--question", "di.fix1", "-q", "di.fix2", "--lesson", "di", "--format", "json", "--lang", "zh",
      "--timeout", "3.5", "--min-score", "60", "--jobs", "4", "--package-path", "/kit", "--no-progress",
    ])
    #expect(options.solutions)
    #expect(options.questionIDs == ["di.fix1", "di.fix2"])
    #expect(options.lessonIDs == ["di"])
    #expect(options.format == .json && options.language == .zh)
    #expect(options.timeoutSeconds == 3.5 && options.minScorePercent == 60 && options.jobs == 4)
    #expect(options.packagePath == "/kit" && !options.showsProgress)
  }

  @Test func equalsFormIsTheSameAsTwoArguments() throws {
    #expect(try GraderOptions(parsing: ["--question=di.fix1", "--format=json"]).questionIDs == ["di.fix1"])
    #expect(try GraderOptions(parsing: ["--format=json"]).format == .json)
  }

  @Test(arguments: [
    ["--format", "xml"], ["--lang", "fr"], ["--timeout", "0"], ["--timeout", "abc"], ["--min-score", "101"],
    ["--question"], ["--question", "--solutions"], ["--frobnicate"], ["extra"],
  ])
  func badArgumentsAreUsageErrorsInBothLanguages(_ arguments: [String]) {
    do {
      _ = try GraderOptions(parsing: arguments)
      Issue.record("\(arguments) parsed")
    } catch {
      // Students read these first: Chinese, then English, as every student message.
      let message = "\(error)"
      #expect(message.hasPrefix("用法 / usage: "), "\(message)")
      #expect(message.unicodeScalars.contains { $0.properties.isIdeographic }, "\(message)")
      #expect(message.contains(" / "), "\(message)")
    }
  }

  @Test func helpIsRecognised() throws {
    #expect(try GraderOptions(parsing: ["--help"]).showsHelp)
    #expect(try GraderOptions(parsing: ["-h"]).showsHelp)
  }

  @Test func languageFromLocale() {
    #expect(Language.fromLocale(["LANG": "zh_CN.UTF-8"]) == .zh)
    #expect(Language.fromLocale(["LANG": "en_US.UTF-8"]) == .en)
    #expect(Language.fromLocale(["LANG": "zh_CN.UTF-8", "LC_ALL": "C"]) == .en)
    #expect(Language.fromLocale(["LC_ALL": "", "LANG": "zh_TW"]) == .zh)
    #expect(Language.fromLocale([:]) == .en)
  }
}
