/// The part of the course an assignment covers: lessons and questions by ID, or the whole course when both are empty.
///
/// `grader batch`, `merge`, `autograde` and `bundle` take it as `--lesson`/`--question`, like a single grade: only the
/// covered exercises are built and run, and the gradebook, the class report, Gradescope's results and the Classroom
/// totals count only the covered questions.
public struct AssignmentScope: Codable, Sendable, Equatable, CustomStringConvertible {
  public var lessonIDs: [String]
  public var questionIDs: [String]

  public init(lessonIDs: [String] = [], questionIDs: [String] = []) {
    self.lessonIDs = lessonIDs
    self.questionIDs = questionIDs
  }

  /// Whether it covers the whole course.
  public var isWholeCourse: Bool { lessonIDs.isEmpty && questionIDs.isEmpty }

  /// The grader's command-line arguments that select it.
  public var arguments: [String] {
    lessonIDs.flatMap { ["--lesson", $0] } + questionIDs.flatMap { ["--question", $0] }
  }

  public var description: String {
    isWholeCourse ? "the whole course" : (lessonIDs.map { "lesson \($0)" } + questionIDs).joined(separator: ", ")
  }

  /// `course` with only the covered questions, and only the lessons that keep one; throws on an unknown ID.
  public func apply(to course: Course) throws -> Course {
    guard !isWholeCourse else { return course }
    let selection = try QuestionSelection(course: course, questionIDs: questionIDs, lessonIDs: lessonIDs)
    let covered = Set(selection.questions.map(\.question.id))
    var scoped = course
    scoped.lessons = course.lessons.compactMap { lesson in
      var kept = lesson
      kept.questions = lesson.questions.filter { covered.contains($0.id) }
      return kept.questions.isEmpty ? nil : kept
    }
    return scoped
  }
}
