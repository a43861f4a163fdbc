import Foundation
import GraderTestSupport
import Testing

@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// An assignment's part of the course (`--lesson`/`--question` on batch, merge, autograde and bundle).
@Suite struct AssignmentScopeTests {
  let course: Course

  init() throws {
    course = try Course.load(from: Fixtures.kitRoot.appendingPathComponent(Course.relativePath))
  }

  @Test func aLessonKeepsOnlyItsQuestions() throws {
    let scoped = try AssignmentScope(lessonIDs: ["so"]).apply(to: course)
    #expect(scoped.lessons.map(\.id) == ["so"])
    #expect(scoped.questions.count == course.lessons.first { $0.id == "so" }?.questions.count)
    #expect(scoped.questions.allSatisfy { $0.question.id.hasPrefix("so.") })
  }

  @Test func questionsAndLessonsAddUp() throws {
    let scope = AssignmentScope(lessonIDs: ["pv"], questionIDs: ["di.code1", "di.tf1"])
    let scoped = try scope.apply(to: course)
    #expect(scoped.lessons.map(\.id) == ["di", "pv"])
    #expect(scoped.lessons[0].questions.map(\.id) == ["di.tf1", "di.code1"].sorted { a, b in
      (course.lessons[0].questions.firstIndex { $0.id == a } ?? 0) < (course.lessons[0].questions.firstIndex { $0.id == b } ?? 0)
    })
    #expect(scope.arguments == ["--lesson", "pv", "--question", "di.code1", "--question", "di.tf1"])
    #expect(scope.description == "lesson pv, di.code1, di.tf1")
  }

  @Test func theWholeCourseIsTheDefaultAndChangesNothing() throws {
    let scope = AssignmentScope()
    #expect(scope.isWholeCourse && scope.arguments.isEmpty)
    #expect(try scope.apply(to: course).questions.count == course.questions.count)
  }

  @Test func anUnknownLessonOrQuestionIsRefusedBeforeAnyoneIsGraded() {
    #expect(throws: KitError.self) { try AssignmentScope(lessonIDs: ["xx"]).apply(to: course) }
    #expect(throws: KitError.self) { try AssignmentScope(questionIDs: ["di.nope"]).apply(to: course) }
  }

  @Test func theGradebookCountsOnlyTheCoveredQuestions() throws {
    let scoped = try AssignmentScope(questionIDs: ["di.code1", "so.code1"]).apply(to: course)
    let header = Gradebook.csv([StudentResult(student: "a", problem: "x")], course: scoped).split(separator: "\n")[0]
    #expect(header.hasPrefix("student,di.code1,so.code1,"))
    #expect(!header.contains("di.tf1"))
    let placeholder = BatchOutput.placeholder(course: scoped, problem: "x")
    #expect(placeholder.questions.map(\.id) == ["di.code1", "so.code1"])
    #expect(placeholder.maxScore == scoped.questions.filter { $0.question.kind.isAutomatic }.map(\.question.points).reduce(0, +))
  }

  @Test func studentsJsonRecordsTheScopeAndMergeRefusesShardsOfDifferentScopes() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let one = folder.url.appendingPathComponent("1")
    let two = folder.url.appendingPathComponent("2")
    let diOnly = AssignmentScope(lessonIDs: ["di"])
    let scoped = try diOnly.apply(to: course)
    var first = BatchOutput(folder: one, kit: "k", shard: try Shard(index: 1, count: 2))
    first.scope = diOnly
    try first.prepare()
    try first.write([StudentResult(student: "a", problem: "x")], course: scoped)
    #expect(try BatchOutput.readWithScope(one).scope == diOnly)
    var second = BatchOutput(folder: two, kit: "k", shard: try Shard(index: 2, count: 2))
    second.scope = AssignmentScope(lessonIDs: ["so"])
    try second.prepare()
    try second.write([StudentResult(student: "b", problem: "x")], course: try second.scope.apply(to: course))
    #expect {
      try BatchMerge.join([one, two])
    } throws: { error in
      "\(error)".contains("graded different parts of the course")
    }
    second.scope = diOnly
    try second.write([StudentResult(student: "b", problem: "x")], course: scoped)
    #expect(try BatchMerge.join([one, two]).scope == diOnly)
  }
}
