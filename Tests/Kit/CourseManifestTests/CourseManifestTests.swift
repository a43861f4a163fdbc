import Foundation
import GradingSupport
import Testing
@testable import GraderCore
@testable import GraderInstructor

@Suite struct CourseManifestTests {
  private let course: Course

  init() throws {
    course = try Course.load(from: kitRoot.appendingPathComponent(Course.relativePath))
  }

  @Test func manifestIsSound() {
    #expect(course.problems() == [])
  }

  /// The module-name rule of Docs/CONTRIBUTING.md ("Module names"), and the names it lists as older exceptions.
  @Test func exerciseModulesAreNamedByTheRule() {
    let exceptions: Set = ["VMCode1", "VMCode2", "VMCode3", "SOPasscode", "SONoteEditor"]
    for lesson in course.lessons {
      let prefix = lesson.id.uppercased()
      for exercise in lesson.exercises {
        let folder = exercise.folder
        var expected = prefix + folder
        if let match = folder.firstMatch(of: /^(Fix|Code)([0-9]+)(.*)$/) {
          expected = prefix + (match.1 == "Fix" ? "Fix\(match.2)" : String(match.3))
        }
        if exceptions.contains(exercise.module) {
          #expect(exercise.module != expected, "\(exercise.module) follows the rule now: take it off the exceptions")
        } else {
          #expect(exercise.module == expected, "\(folder) should be the module \(expected), not \(exercise.module)")
        }
        if let suite = exercise.testTarget { #expect(suite == exercise.module + "Tests") }
      }
    }
  }

  @Test func lessonHasTheQuestionsTheExerciseSetAsksFor() throws {
    let lesson = try #require(course.lessons.first { $0.id == "di" })
    var counts: [QuestionKind: Int] = [:]
    for question in lesson.questions { counts[question.kind, default: 0] += 1 }
    #expect(counts == [.choice: 5, .trueFalse: 5, .fillIn: 5, .fix: 3, .predict: 1, .code: 5, .testWriting: 1, .open: 3])
    #expect(lesson.questions.filter(\.kind.isAutomatic).map(\.points).reduce(0, +) == 108)
  }

  @Test func everySuiteAndCheckExistsAndEveryGradedSuiteBelongsToAQuestion() throws {
    for lesson in course.lessons {
      for exercise in lesson.exercises {
        let folder = kitRoot.appendingPathComponent("Tests/\(lesson.folder)/\(exercise.folder)")
        let files = FileManager.default.subpaths(atPath: folder.path) ?? []
        var suites: [String: [String]] = [:]
        for file in files where file.hasSuffix(".swift") {
          let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
          suites.merge(SuiteScanner.suites(inSource: source)) { $0 + $1 }
        }
        let questions = lesson.questions.filter {
          $0.exercise == exercise.module && $0.kind.isAutomatic && $0.kind != .testWriting
        }
        #expect((exercise.testTarget == nil) == files.isEmpty, "\(exercise.module): test folder and testTarget disagree")
        for question in questions {
          let suite = question.suite ?? ""
          let declared = suites[suite]
          #expect(declared != nil, "\(question.id): no @Suite \(suite) in \(folder.path)")
          #expect(
            Set(declared ?? []) == Set((question.checks ?? []) + (question.hiddenChecks ?? [])),
            "\(question.id): @Test functions differ from checks")
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
      let targets = try PackageTargets.dump(root: kitRoot, sources: sources, environment: ProcessInfo.processInfo.environment)
      #expect(PackageTargets.problems(course: course, targets: targets, sources: sources) == [])
      #expect(targets["DIQuiz"] == "\(sources.rawValue)/01-DependencyInjection/Quiz")
    }
  }

  @Test func unansweredMarkerMatchesGradingSupport() {
    #expect(EventStreamLog.unansweredMarker == unansweredMarker)
  }
}
