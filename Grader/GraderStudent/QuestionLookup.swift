import GraderCore
/// Finds a question named on the command line, with its lesson and exercise.
package struct QuestionLookup: Sendable {
  package var lesson: Lesson
  package var question: Question
  package var exercise: Exercise

  /// The question `id` of `course`; a usage error, with near IDs, when there is none.
  package init(_ id: String, in course: Course) throws {
    let all = course.questions
    guard let (lesson, question) = all.first(where: { $0.question.id == id }),
      let exercise = lesson.exercise(question.exercise)
    else {
      throw KitError.usage(course.unknownQuestionMessage(id))
    }
    self.lesson = lesson
    self.question = question
    self.exercise = exercise
  }

  /// The other questions answered in the same exercise folder.
  package func siblings(in course: Course) -> [Question] {
    lesson.questions.filter { $0.exercise == exercise.module && $0.id != question.id }
  }
}
