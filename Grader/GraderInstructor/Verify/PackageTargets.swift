import Foundation
import GraderCore

/// The targets `Package.swift` declares, read with `swift package dump-package`.
package enum PackageTargets {
  /// Target names mapped to their paths, for the given tree, from a scratch folder of its own (so no lock is shared).
  package static func dump(root: URL, sources: Sources, environment: [String: String]) throws -> [String: String] {
    let scratch = NSTemporaryDirectory() + "/kit-dump-\(UUID().uuidString)"
    let output = scratch + ".json"
    defer {
      try? FileManager.default.removeItem(atPath: scratch)
      try? FileManager.default.removeItem(atPath: output)
    }
    var environment = environment
    environment["KIT_SOURCES"] = sources.rawValue
    for name in ["KIT_GRADING", "KIT_ONLY", "KIT_EXCLUDE", "KIT_TESTS"] { environment[name] = nil }
    let process = ChildProcess(
      executable: "swift",
      arguments: ["package", "--package-path", root.path, "--scratch-path", scratch, "dump-package"],
      environment: environment, workingDirectory: root.path, outputPath: output, newProcessGroup: false)
    let outcome = try process.run(timeout: .seconds(300))
    let data = FileManager.default.contents(atPath: output) ?? Data()
    guard outcome.succeeded, let start = data.firstIndex(of: UInt8(ascii: "{")),
      let json = try? JSONSerialization.jsonObject(with: data[start...]) as? [String: Any]
    else {
      throw KitError.kit("swift package dump-package failed:\n" + String(decoding: data.suffix(2000), as: UTF8.self))
    }
    var targets: [String: String] = [:]
    for target in json["targets"] as? [[String: Any]] ?? [] {
      if let name = target["name"] as? String { targets[name] = target["path"] as? String ?? "" }
    }
    return targets
  }

  /// Disagreements between the course manifest and the targets the package declares for `sources`.
  package static func problems(course: Course, targets: [String: String], sources: Sources) -> [String] {
    var problems: [String] = []
    for lesson in course.lessons {
      for exercise in lesson.exercises {
        let expected = "\(sources.rawValue)/\(lesson.folder)/\(exercise.folder)"
        if targets[exercise.module] != expected {
          problems.append("\(exercise.module) is not built from \(expected) (Package.swift says \(targets[exercise.module] ?? "nothing"))")
        }
        if let testTarget = exercise.testTarget, targets[testTarget] != "Tests/\(lesson.folder)/\(exercise.folder)" {
          problems.append("\(testTarget) is not declared at Tests/\(lesson.folder)/\(exercise.folder)")
        }
      }
      let declared = Set(targets.filter { $0.value.hasPrefix("Tests/\(lesson.folder)/") }.keys)
      // Besides the suites, the lesson's own modules there (test-writing subjects, the tests of its modules).
      let known = Set(lesson.exercises.compactMap(\.testTarget))
        .union((lesson.modules + lesson.moduleTests).filter { targets[$0.name] == $0.path }.map(\.name))
      for extra in declared.subtracting(known).sorted() {
        problems.append("Package.swift declares the suite \(extra), which the manifest does not know")
      }
    }
    return problems
  }
}
