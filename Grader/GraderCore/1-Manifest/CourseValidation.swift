extension Course {
  /// The section each kind of question belongs in.
  static let sectionOfKind: [QuestionKind: String] = [
    .choice: "quiz", .trueFalse: "quiz", .fillIn: "fill-in",
    .fix: "coding", .predict: "coding", .code: "coding", .open: "open",
  ]

  /// Everything wrong with the manifest, one readable line each; empty when it is sound.
  public func problems() -> [String] {
    var problems: [String] = []
    if schemaVersion != 1 {
      problems.append("schemaVersion \(schemaVersion) is not supported (expected 1)")
    }
    let sectionIDs = Set(sections.map(\.id))
    var questionIDs: Set<String> = []
    var modules: Set<String> = []
    for lesson in lessons {
      for exercise in lesson.exercises where !modules.insert(exercise.module).inserted {
        problems.append("exercise module \(exercise.module) is declared twice")
      }
      for question in lesson.questions {
        let name = question.id
        if !questionIDs.insert(name).inserted { problems.append("question id \(name) is not unique") }
        if !(question.points > 0) { problems.append("\(name): points must be positive") }
        if !sectionIDs.contains(question.section) { problems.append("\(name): unknown section \(question.section)") }
        if let expected = Self.sectionOfKind[question.kind], expected != question.section {
          problems.append("\(name): a \(question.kind.rawValue) question belongs in section \(expected)")
        }
        for (field, text) in [("title", question.title), ("hint", question.hint), ("explanation", question.explanation)]
        where text.en.isEmpty || text.zh.isEmpty {
          problems.append("\(name): \(field) needs both en and zh")
        }
        for hint in question.compileHints ?? [] {
          if !hint.isValid { problems.append("\(name): compile hint pattern \(hint.pattern) is not a valid regular expression") }
          if hint.message.en.isEmpty || hint.message.zh.isEmpty { problems.append("\(name): a compile hint needs both en and zh") }
        }
        guard let exercise = lesson.exercise(question.exercise) else {
          problems.append("\(name): exercise \(question.exercise) is not in lesson \(lesson.id)")
          continue
        }
        if question.kind.isAutomatic {
          if exercise.testTarget == nil { problems.append("\(name): exercise \(exercise.module) has no test target") }
          if (question.suite ?? "").isEmpty { problems.append("\(name): an automatic question needs a suite") }
          let checks = question.checks ?? []
          if checks.isEmpty { problems.append("\(name): an automatic question needs at least one check") }
          if Set(checks).count != checks.count { problems.append("\(name): checks are not unique") }
        } else if (question.answer ?? "").isEmpty {
          problems.append("\(name): an open question needs the name of its answer constant")
        }
      }
      for exercise in lesson.exercises where exercise.testTarget != nil {
        let graded = lesson.questions.contains { $0.exercise == exercise.module && $0.kind.isAutomatic }
        if !graded { problems.append("test target \(exercise.testTarget ?? "") grades no question") }
      }
    }
    return problems
  }
}
