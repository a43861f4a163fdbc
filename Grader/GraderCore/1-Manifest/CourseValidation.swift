import KitSupport

extension Course {
  /// The section each kind of question belongs in.
  static let sectionOfKind: [QuestionKind: String] = [
    .choice: "quiz", .trueFalse: "quiz", .fillIn: "fill-in",
    .fix: "coding", .predict: "coding", .code: "coding", .testWriting: "coding", .open: "open",
  ]

  /// Everything wrong with the manifest, one readable line each; empty when it is sound.
  public func problems() -> [String] {
    var problems: [String] = []
    if schemaVersion != Self.schemaVersion {
      problems.append("schemaVersion \(schemaVersion) is not supported (expected \(Self.schemaVersion))")
    }
    if answerSalt.count < 16 { problems.append("answerSalt must be at least 16 characters") }
    let sectionIDs = Set(sections.map(\.id))
    var questionIDs: Set<String> = []
    var modules: Set<String> = []
    var lessonIDs: Set<String> = []
    for lesson in lessons {
      if !lessonIDs.insert(lesson.id).inserted { problems.append("lesson id \(lesson.id) is not unique") }
      for name in lesson.modules.map(\.name) + lesson.moduleTests.map(\.name) + lesson.exercises.map(\.module)
      where !modules.insert(name).inserted {
        problems.append("module \(name) is declared twice")
      }
      for exercise in lesson.exercises {
        problems += Self.problems(of: exercise, in: lesson)
      }
      problems += Self.homeProblems(of: lesson)
      for question in lesson.questions {
        if !questionIDs.insert(question.id).inserted { problems.append("question id \(question.id) is not unique") }
        problems += Self.problems(of: question, in: lesson, sectionIDs: sectionIDs)
      }
      for exercise in lesson.exercises where exercise.gradingTarget != nil {
        let graded = lesson.questions.contains { $0.exercise == exercise.module && $0.kind.isAutomatic }
        if !graded { problems.append("exercise \(exercise.module) grades no question") }
      }
    }
    return problems
  }

  /// A lesson's modules and exercises each in their one home (`KitLayout`, Docs/CONTRIBUTING.md "Layout").
  private static func homeProblems(of lesson: Lesson) -> [String] {
    var problems: [String] = []
    let subjects = Set(lesson.exercises.compactMap(\.subject))
    for module in lesson.modules {
      let homes = KitLayout.moduleHomes(
        lessonFolder: lesson.folder, name: module.name, isSubject: subjects.contains(module.name))
      if !homes.contains(module.path) {
        problems.append("module \(module.name): its path is \(module.path), not \(homes.joined(separator: " or "))")
      }
    }
    for module in lesson.moduleTests {
      let homes = KitLayout.moduleTestHomes(lessonFolder: lesson.folder, name: module.name)
      if !homes.contains(module.path) {
        problems.append("module test \(module.name): its path is \(module.path), not \(homes.joined(separator: " or "))")
      }
    }
    let reserved = Set(KitLayout.lessonKitEntries + [KitLayout.subjectFolder] + KitLayout.lessonModuleTestFolders)
    for exercise in lesson.exercises where reserved.contains(exercise.folder) {
      problems.append(
        "exercise \(exercise.module): the folder name \(exercise.folder) is the kit's (\(reserved.sorted().joined(separator: ", ")))")
    }
    return problems
  }

  private static func problems(of exercise: Exercise, in lesson: Lesson) -> [String] {
    var problems: [String] = []
    let name = exercise.module
    if exercise.files.isEmpty { problems.append("exercise \(name): list the files a student edits in files") }
    if Set(exercise.files).count != exercise.files.count { problems.append("exercise \(name): files are not unique") }
    switch exercise.kind {
    case .module:
      break
    case .tests:
      if exercise.testTarget != nil { problems.append("exercise \(name): a tests exercise is its own test target") }
      if let subject = exercise.subject {
        if !lesson.modules.contains(where: { $0.name == subject }) {
          problems.append("exercise \(name): subject \(subject) is not one of lesson \(lesson.id)'s modules")
        }
      } else {
        problems.append("exercise \(name): a tests exercise needs a subject")
      }
    }
    return problems
  }

  private static func problems(of question: Question, in lesson: Lesson, sectionIDs: Set<String>) -> [String] {
    var problems: [String] = []
    let name = question.id
    if !(question.points > 0) { problems.append("\(name): points must be positive") }
    if !sectionIDs.contains(question.section) { problems.append("\(name): unknown section \(question.section)") }
    if let expected = sectionOfKind[question.kind], expected != question.section {
      problems.append("\(name): a \(question.kind.rawValue) question belongs in section \(expected)")
    }
    for (field, text) in [("title", question.title), ("hint", question.hint), ("explanation", question.explanation)]
    where text.en.isEmpty || text.zh.isEmpty {
      problems.append("\(name): \(field) needs both en and zh")
    }
    guard let exercise = lesson.exercise(question.exercise) else {
      return problems + ["\(name): exercise \(question.exercise) is not in lesson \(lesson.id)"]
    }
    guard question.kind.isAutomatic else {
      if (question.answer ?? "").isEmpty { problems.append("\(name): an open question needs the name of its answer constant") }
      return problems
    }
    if question.kind == .testWriting {
      if exercise.kind != .tests { problems.append("\(name): a test-writing question needs a tests exercise") }
      let faults = question.faults ?? []
      // The student edition keeps only how many faulty versions the teacher runs.
      if faults.isEmpty && (question.heldBackChecks ?? 0) == 0 {
        problems.append("\(name): a test-writing question needs faults")
      }
      if Set(faults.map(\.id)).count != faults.count { problems.append("\(name): fault ids are not unique") }
      for fault in faults where fault.description.en.isEmpty || fault.description.zh.isEmpty {
        problems.append("\(name): fault \(fault.id) needs a description in en and zh")
      }
      // The grader's message is "你的测试没有发现：<zh> / your tests did not notice when <en>": a description is the clause.
      for fault in faults
      where fault.description.en.lowercased().hasPrefix("your tests") || fault.description.zh.contains("你的测试没有发现") {
        problems.append(
          "\(name): fault \(fault.id)'s description repeats what the grader says around it; write only what the faulty version does")
      }
      return problems
    }
    if exercise.testTarget == nil { problems.append("\(name): exercise \(exercise.module) has no test target") }
    if (question.suite ?? "").isEmpty { problems.append("\(name): an automatic question needs a suite") }
    let checks = (question.checks ?? []) + (question.hiddenChecks ?? [])
    if (question.checks ?? []).isEmpty { problems.append("\(name): an automatic question needs at least one check") }
    problems += question.requirementProblems()
    if Set(checks).count != checks.count { problems.append("\(name): checks are not unique") }
    if question.kind.isClosed != question.isClosed {
      problems.append(
        question.kind.isClosed
          ? "\(name): a \(question.kind.rawValue) question lists its constants and keys in answers"
          : "\(name): only choice, true/false, fill-in and prediction questions have answers")
    }
    for answer in question.answers ?? [] {
      problems += Self.problems(of: answer, in: question)
    }
    return problems
  }

  private static func problems(of answer: ClosedAnswer, in question: Question) -> [String] {
    let name = "\(question.id) \(answer.constant)"
    guard let key = answer.key else {
      return (answer.keyHashes ?? []).isEmpty ? ["\(name): needs a key (or, in a student edition, keyHashes)"] : []
    }
    switch (question.kind, key) {
    case (.choice, .text(let letter)) where ["a", "b", "c", "d"].contains(letter): return []
    case (.choice, _): return ["\(name): a choice key is one of \"a\", \"b\", \"c\", \"d\""]
    case (.trueFalse, .bool): return []
    case (.trueFalse, _): return ["\(name): a true/false key is true or false"]
    case (.fillIn, .text(let word)):
      return FillInAnswer.word(in: word, decoration: .none) == word ? [] : ["\(name): a fill-in key is one bare Swift word"]
    case (.fillIn, _): return ["\(name): a fill-in key is a string"]
    default: return answer.decoration == nil ? [] : ["\(name): only fill-in answers have a decoration"]
    }
  }
}
