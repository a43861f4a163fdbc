import GraderCore
/// Every student's code for one exercise, with the shipped stub: what `SimilarityFinder` compares.
package struct ExerciseCode: Sendable {
  /// One student's files of the exercise.
  package struct Submission: Sendable {
    package var student: String
    /// Kit-relative path mapped to the file's text.
    package var files: [String: String]
  }

  /// The exercise's module.
  package var exercise: String
  /// The questions graded on it.
  package var questions: [String]
  /// The exercise folder, kit-relative, ending in `/`.
  package var folder: String
  /// The shipped stub's files (path mapped to text).
  var stub: [String: String]
  package var submissions: [Submission]

  /// The exercises of `course` whose answers are code (fix, code and test-writing questions), each with every
  /// student's files from `sources` (student mapped to kit-relative path mapped to text) and its stub from `stubs`.
  package static func all(course: Course, stubs: PristineStubs?, sources: [String: [String: String]]) -> [ExerciseCode] {
    let codeKinds: Set<QuestionKind> = [.fix, .code, .testWriting]
    var result: [ExerciseCode] = []
    for lesson in course.lessons {
      for exercise in lesson.exercises {
        let questions = lesson.questions.filter { $0.exercise == exercise.module && codeKinds.contains($0.kind) }.map(\.id)
        guard !questions.isEmpty else { continue }
        let folder = PristineStubs.folderPath(lesson: lesson, exercise: exercise)
        let submissions = sources.keys.sorted().compactMap { student -> Submission? in
          let files = (sources[student] ?? [:]).filter { $0.key.hasPrefix(folder) && $0.key.hasSuffix(".swift") }
          return files.isEmpty ? nil : Submission(student: student, files: files)
        }
        result.append(ExerciseCode(
          exercise: exercise.module, questions: questions, folder: folder, stub: stubs?.files(inFolder: folder) ?? [:],
          submissions: submissions))
      }
    }
    return result
  }
}
