/// The questions a run grades, and the exercises and checks they need.
package struct QuestionSelection: Sendable {
  package var course: Course
  package var questions: [(lesson: Lesson, question: Question)]

  /// Selects by question and lesson IDs (either matching is enough); selects everything when both are empty.
  package init(course: Course, questionIDs: [String], lessonIDs: [String]) throws {
    self.course = course
    let all = course.questions
    let knownQuestions = Set(all.map(\.question.id))
    let knownLessons = Set(course.lessons.map(\.id))
    if let unknown = questionIDs.first(where: { !knownQuestions.contains($0) }) {
      throw KitError.usage(course.unknownQuestionMessage(unknown))
    }
    if let unknown = lessonIDs.first(where: { !knownLessons.contains($0) }) {
      throw KitError.usage("no lesson \(unknown); lessons: \(course.lessons.map(\.id).joined(separator: ", "))")
    }
    if questionIDs.isEmpty && lessonIDs.isEmpty {
      questions = all
    } else {
      questions = all.filter { questionIDs.contains($0.question.id) || lessonIDs.contains($0.lesson.id) }
    }
  }

  /// The checks that decide `question`.
  func checkKeys(for question: Question, in lesson: Lesson) -> [CheckKey] {
    guard let exercise = lesson.exercise(question.exercise), let testTarget = exercise.gradingTarget,
      let suite = question.suite
    else { return [] }
    return ((question.checks ?? []) + (question.hiddenChecks ?? [])).map { CheckKey(testTarget: testTarget, suite: suite, name: $0) }
  }

  /// The exercises to build: those of the selected automatic questions, once each, in course order.
  ///
  /// `stubs` (the student's tree only) tells which exercises are still exactly the shipped stub.
  package func buildItems(layout: KitLayout, stubs: PristineStubs?) -> [ExerciseBuilder.Item] {
    Self.buildItems(of: questions, layout: layout, stubs: stubs)
  }

  /// Every exercise of the course that has a suite: what the package declares while grading.
  package func declaredItems(layout: KitLayout, stubs: PristineStubs?) -> [ExerciseBuilder.Item] {
    Self.buildItems(of: course.questions, layout: layout, stubs: stubs)
  }

  private static func buildItems(
    of questions: [(lesson: Lesson, question: Question)], layout: KitLayout, stubs: PristineStubs?
  ) -> [ExerciseBuilder.Item] {
    var seen: Set<String> = []
    var items: [ExerciseBuilder.Item] = []
    for (lesson, question) in questions where question.kind.isAutomatic {
      guard let exercise = lesson.exercise(question.exercise), let testTarget = exercise.gradingTarget,
        seen.insert(exercise.module).inserted
      else { continue }
      let source = layout.sourceFolder(lesson: lesson, exercise: exercise)
      // A test-writing exercise is a test target itself: the student's folder is all there is.
      let folders = exercise.kind == .tests ? [source] : [source, layout.testFolder(lesson: lesson, exercise: exercise)]
      let isPristine = layout.sources == .lessons && (stubs?.isPristine(folder: source, root: layout.root) ?? false)
      items.append(ExerciseBuilder.Item(
        module: exercise.module, testTarget: testTarget, folders: folders, stubBuilds: exercise.stubBuilds,
        isPristine: isPristine))
    }
    return items
  }

  /// The checks to run, grouped by exercise module, for the modules that built.
  package func checks(builtModules: Set<String>) -> [(label: String, checks: [CheckKey])] {
    var groups: [(label: String, checks: [CheckKey])] = []
    for (lesson, question) in questions where question.kind.isAutomatic && builtModules.contains(question.exercise) {
      let keys = checkKeys(for: question, in: lesson)
      if let index = groups.firstIndex(where: { $0.label == question.exercise }) {
        groups[index].checks += keys
      } else {
        groups.append((question.exercise, keys))
      }
    }
    return groups
  }
}
