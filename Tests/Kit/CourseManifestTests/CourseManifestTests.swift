import Foundation
import GradingSupport
import Testing
@testable import GraderCore

@Suite struct CourseManifestTests {
  private let course: Course

  init() throws {
    course = try Course.load(from: kitRoot.appendingPathComponent(Course.relativePath))
  }

  @Test func manifestIsSound() {
    #expect(course.problems() == [])
  }

  @Test func lessonHasTheQuestionsTheExerciseSetAsksFor() throws {
    let lesson = try #require(course.lessons.first { $0.id == "di" })
    var counts: [QuestionKind: Int] = [:]
    for question in lesson.questions { counts[question.kind, default: 0] += 1 }
    #expect(counts == [.choice: 5, .trueFalse: 5, .fillIn: 5, .fix: 3, .predict: 1, .code: 5, .open: 3])
    #expect(lesson.questions.filter(\.kind.isAutomatic).map(\.points).reduce(0, +) == 100)
  }

  @Test func everySuiteAndCheckExistsAndEveryGradedSuiteBelongsToAQuestion() throws {
    for lesson in course.lessons {
      for exercise in lesson.exercises {
        let folder = kitRoot.appendingPathComponent("Tests/\(lesson.folder)/\(exercise.folder)")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var suites: [String: [String]] = [:]
        for file in files where file.hasSuffix(".swift") {
          let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
          suites.merge(SuiteScanner.suites(inSource: source)) { $0 + $1 }
        }
        let questions = lesson.questions.filter { $0.exercise == exercise.module && $0.kind.isAutomatic }
        #expect((exercise.testTarget == nil) == files.isEmpty, "\(exercise.module): test folder and testTarget disagree")
        for question in questions {
          let suite = question.suite ?? ""
          let declared = suites[suite]
          #expect(declared != nil, "\(question.id): no @Suite \(suite) in \(folder.path)")
          #expect(Set(declared ?? []) == Set(question.checks ?? []), "\(question.id): @Test functions differ from checks")
        }
        let claimed = Set(questions.compactMap(\.suite))
        for suite in suites.keys {
          #expect(claimed.contains(suite), "\(exercise.module): @Suite \(suite) grades no question in the manifest")
        }
      }
    }
  }

  @Test func packageDeclaresEveryExerciseFromEitherTree() throws {
    for sources in [Sources.lessons, .solutions] {
      let targets = try dumpedTargets(sources: sources)
      for lesson in course.lessons {
        for exercise in lesson.exercises {
          #expect(
            targets[exercise.module] == "\(sources.rawValue)/\(lesson.folder)/\(exercise.folder)",
            "\(exercise.module) is not built from \(sources.rawValue)")
          if let testTarget = exercise.testTarget {
            #expect(targets[testTarget] == "Tests/\(lesson.folder)/\(exercise.folder)", "\(testTarget) is not declared")
          }
        }
        let lessonSuites = targets.filter { $0.value.hasPrefix("Tests/\(lesson.folder)/") }.keys
        let known = Set(lesson.exercises.compactMap(\.testTarget))
        #expect(Set(lessonSuites) == known, "Package.swift declares suites the manifest does not know")
      }
    }
  }

  @Test func unansweredMarkerMatchesGradingSupport() {
    #expect(EventStreamLog.unansweredMarker == unansweredMarker)
  }

  /// Target names mapped to their paths, from `swift package dump-package` in a scratch folder of its own.
  private func dumpedTargets(sources: Sources) throws -> [String: String] {
    let scratch = NSTemporaryDirectory() + "/kit-dump-\(UUID().uuidString)"
    let output = scratch + ".json"
    defer {
      try? FileManager.default.removeItem(atPath: scratch)
      try? FileManager.default.removeItem(atPath: output)
    }
    var environment = ProcessInfo.processInfo.environment
    environment["KIT_SOURCES"] = sources.rawValue
    for name in ["KIT_GRADING", "KIT_ONLY", "KIT_EXCLUDE"] { environment[name] = nil }
    let process = ChildProcess(
      executable: "swift",
      arguments: ["package", "--package-path", kitRoot.path, "--scratch-path", scratch, "dump-package"],
      environment: environment, workingDirectory: kitRoot.path, outputPath: output, newProcessGroup: false)
    let outcome = try process.run(timeout: .seconds(300))
    let data = try Data(contentsOf: URL(fileURLWithPath: output))
    try #require(outcome.succeeded, "dump-package failed: \(String(decoding: data, as: UTF8.self))")
    let start = try #require(data.firstIndex(of: UInt8(ascii: "{")))
    let json = try #require(try JSONSerialization.jsonObject(with: data[start...]) as? [String: Any])
    let targets = json["targets"] as? [[String: Any]] ?? []
    return Dictionary(
      targets.compactMap { target in (target["name"] as? String).map { ($0, target["path"] as? String ?? "") } },
      uniquingKeysWith: { first, _ in first })
  }
}
