import Foundation
import GraderCore

/// Checks that the files on disk are exactly the ones the course manifest names.
package enum KitFiles {
  /// Names the manifest's files that are missing and the files in exercise folders that it does not know about.
  ///
  /// `Lessons/` must hold exactly each exercise's `files`; `Solutions/` those plus its `solutionFiles` (when the kit
  /// has `Solutions/`, which the student edition does not); every module and test folder the manifest names exists.
  package static func problems(root: URL, course: Course) -> [String] {
    let fileManager = FileManager.default
    var problems: [String] = []
    let hasSolutions = fileManager.fileExists(atPath: root.appendingPathComponent("Solutions").path)
    func contents(_ path: String) -> Set<String>? {
      var isDirectory: ObjCBool = false
      guard fileManager.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else { return nil }
      let names = (try? fileManager.contentsOfDirectory(atPath: root.appendingPathComponent(path).path)) ?? []
      return Set(names.filter { $0 != ".DS_Store" })
    }
    func compare(_ folder: String, expected: Set<String>) {
      guard let found = contents(folder) else {
        problems.append("\(folder)/ is missing")
        return
      }
      for name in expected.subtracting(found).sorted() { problems.append("\(folder)/\(name) is named in the manifest but missing") }
      for name in found.subtracting(expected).sorted() {
        problems.append("\(folder)/\(name) is not in the manifest (add it to the exercise's files, or remove it)")
      }
    }
    for lesson in course.lessons {
      for exercise in lesson.exercises {
        compare("Lessons/\(lesson.folder)/\(exercise.folder)", expected: Set(exercise.files))
        if hasSolutions {
          compare(
            "Solutions/\(lesson.folder)/\(exercise.folder)", expected: Set(exercise.files + (exercise.solutionFiles ?? [])))
        }
        if exercise.testTarget != nil, contents("Tests/\(lesson.folder)/\(exercise.folder)") == nil {
          problems.append("Tests/\(lesson.folder)/\(exercise.folder)/ (the suite of \(exercise.module)) is missing")
        }
      }
      for module in lesson.modules + lesson.moduleTests where contents(module.path) == nil {
        problems.append("\(module.path)/ (module \(module.name)) is missing")
      }
    }
    return problems
  }
}
