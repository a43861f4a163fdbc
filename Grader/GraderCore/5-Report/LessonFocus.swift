import Foundation

/// The lesson a short text report is about, and every lesson's title in course order for the one-line summaries.
public struct LessonFocus: Sendable, Equatable {
  /// One lesson as the summary line names it.
  public struct Lesson: Sendable, Equatable {
    public var id: String
    public var title: LocalizedText

    public init(id: String, title: LocalizedText) {
      self.id = id
      self.title = title
    }
  }

  /// The lesson shown question by question.
  public var lessonID: String
  /// Every lesson of the course, in order.
  public var lessons: [Lesson]

  public init(lessonID: String, lessons: [Lesson]) {
    self.lessonID = lessonID
    self.lessons = lessons
  }

  /// The lesson the student is working on.
  ///
  /// One lesson asked for by `--lesson` wins. Otherwise, among the lessons with a question the student has started,
  /// the one whose `Lessons/` folder holds the most recently modified file (`lastModified`, by lesson ID; a tie goes
  /// to the earlier lesson). A fresh clone's files all carry the checkout's time, so when nothing is started the
  /// focus is the first lesson with an automatic question not passed, or the first lesson.
  package static func choose(
    lessonIDs: [String], requested: [String], report: GradeReport, lastModified: [String: Date]
  ) -> String? {
    if requested.count == 1, let asked = requested.first, lessonIDs.contains(asked) { return asked }
    let started = lessonIDs.filter { id in report.questions.contains { $0.lesson == id && !$0.isNotStarted } }
    var best: (id: String, date: Date)?
    for id in started {
      let date = lastModified[id] ?? .distantPast
      if best == nil || date > best!.date { best = (id, date) }
    }
    if let best { return best.id }
    let unfinished = lessonIDs.first { id in
      report.questions.contains { $0.lesson == id && $0.isAutomatic && $0.status != .passed }
    }
    return unfinished ?? lessonIDs.first
  }

  /// The exercise module of `course` whose files in `Lessons/` of the kit at `root` were modified last, if one was
  /// modified after `since` (a fresh clone's files all date from the clone, and say nothing).
  package static func lastSavedExercise(root: URL, course: Course, since: Date) -> String? {
    var best: (module: String, date: Date)?
    for lesson in course.lessons {
      for exercise in lesson.exercises {
        let folder = root.appendingPathComponent(PristineStubs.folderPath(lesson: lesson, exercise: exercise))
        guard let date = newestModification(under: folder), date > since, date > (best?.date ?? .distantPast) else { continue }
        best = (exercise.module, date)
      }
    }
    return best?.module
  }

  /// The latest modification time of a regular file under each lesson's folder in `Lessons/` of the kit at `root`,
  /// leaving out the lesson's own modules (`KitLayout.lessonModuleFolders`), which students read and never edit.
  package static func lastModified(root: URL, lessons: [(id: String, folder: String)]) -> [String: Date] {
    var dates: [String: Date] = [:]
    for lesson in lessons {
      let folder = root.appendingPathComponent("Lessons").appendingPathComponent(lesson.folder)
      let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { !KitLayout.lessonModuleFolders.contains($0) }
      let newest = entries.compactMap { entry -> Date? in
        let url = folder.appendingPathComponent(entry)
        let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .contentModificationDateKey])
        return values?.isRegularFile == true ? values?.contentModificationDate : newestModification(under: url)
      }.max()
      if let newest { dates[lesson.id] = newest }
    }
    return dates
  }

  /// The latest modification time of a regular file under `folder`, if it holds one.
  static func newestModification(under folder: URL) -> Date? {
    var newest: Date?
    for path in FileManager.default.subpaths(atPath: folder.path) ?? [] {
      let values = try? folder.appendingPathComponent(path).resourceValues(
        forKeys: [.isRegularFileKey, .contentModificationDateKey])
      guard values?.isRegularFile == true, let date = values?.contentModificationDate else { continue }
      if date > (newest ?? .distantPast) { newest = date }
    }
    return newest
  }
}
