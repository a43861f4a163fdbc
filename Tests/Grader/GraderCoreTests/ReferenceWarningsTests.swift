import Foundation
import Testing
@testable import GraderInstructor

@Suite struct ReferenceWarningsTests {
  @Test func onlyWarningsAboutTheReferencesAreKeptEachOnce() {
    let tree = "/kit/.build/grader/verify-tree"
    let first = """
      [3/9] Compiling DITodoModel Todo.swift
      \(tree)/Solutions/01-DependencyInjection/Code1TodoModel/Todo.swift:4:7: warning: variable 'x' was never mutated
      \(tree)/Lessons/01-DependencyInjection/Code1TodoModel/Todo.swift:4:7: warning: a stub's warning
      \(tree)/Tests/01-DependencyInjection/Code1TodoModel/Code1TodoModelTests.swift:9:3: warning: a suite's warning
      \(tree)/Solutions/01-DependencyInjection/Code2TodoMock/Mock.swift:2:1: error: not a warning
      """
    let second = "\(tree)/Solutions/01-DependencyInjection/Code1TodoModel/Todo.swift:4:7: warning: variable 'x' was never mutated\n"
    #expect(ReferenceWarnings.lines(inLogs: [first, second]) == [
      "\(tree)/Solutions/01-DependencyInjection/Code1TodoModel/Todo.swift:4:7: warning: variable 'x' was never mutated"
    ])
    #expect(ReferenceWarnings.lines(inLogs: ["Build complete!\n"]).isEmpty)
  }

  @Test func onlyLogsWrittenSinceTheGradeAreRead() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reference-warnings-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let old = folder.appendingPathComponent("build-1.txt")
    try Data("old".utf8).write(to: old)
    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: old.path)
    try Data("new".utf8).write(to: folder.appendingPathComponent("build-2.txt"))
    try Data("other".utf8).write(to: folder.appendingPathComponent("DIQuiz-1.events.jsonl"))
    #expect(ReferenceWarnings.logs(in: folder.path, since: Date(timeIntervalSinceNow: -60)) == ["new"])
  }
}
