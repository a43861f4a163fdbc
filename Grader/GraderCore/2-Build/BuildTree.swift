import Foundation

/// The grader's own copy of the kit's package, which it builds instead of the checkout.
///
/// It holds the kit's shared files (`KitLayout.sharedBuildPaths(in:)`: `Package.swift`, the toolkit, the lessons'
/// modules and test-writing subjects) and, for every exercise, either the
/// student's latest version that compiles, or a placeholder that compiles to an empty module and an empty suite. So
/// every build declares the same targets, whatever is broken: SwiftPM's test runner and the link never change shape,
/// and an exercise that stops compiling costs no extra build (its previous version, or the placeholder, stays).
package struct BuildTree: Sendable {
  package init(layout: KitLayout) {
    self.layout = layout
  }

  /// What the tree holds for each exercise, and the shared files of its last successful build.
  package struct State: Codable, Sendable, Equatable {
    /// Exercise modules mapped to the fingerprint of the student's files in the tree, or `placeholder`.
    package var exercises: [String: String] = [:]
    /// The sources (`Lessons` or `Solutions`) whose folders `exercises` describes. The tree holds an exercise under each
    /// sources' folder, and Package.swift builds one of them: when a grade asks for the other, what the tree holds there
    /// is unknown, so every exercise starts again as its placeholder.
    var sources: String?
    /// The fingerprint of the shared files when the tree last built; the recorded compiler flags and module files of
    /// the scratch folder fit them.
    var builtSharedFingerprint: String?
    /// Whether the tree changed since its last successful build.
    var needsBuild = true
    /// What SwiftPM was asked to build when the tree last built (`ExerciseBuilder.configuration`): the tree can hold an
    /// exercise's reference and its stub at once, and Package.swift picks one by the sources it is given, so a tree
    /// whose files did not change still needs a build when the choice did (`grader verify` grades both in one tree).
    var builtConfiguration: String?
    /// Exercises put into the tree since its last successful build: what a failed build that names no file may be
    /// blamed on (`nil` in a state written before it was kept).
    var unverified: Set<String>?
  }

  package var layout: KitLayout

  /// What `State.exercises` holds for an exercise whose placeholder is in the tree.
  package static let placeholder = "placeholder"
  /// The one file of a placeholder module or suite.
  static let placeholderName = "_GraderPlaceholder.swift"

  /// The tree's root, next to the scratch folder that builds it.
  package var root: URL { URL(fileURLWithPath: layout.buildTreePath) }
  private var statePath: String { layout.buildTreePath + "/.grader-tree.json" }

  /// Reads the tree's state; empty when the tree is new.
  func loadState() -> State {
    guard let data = FileManager.default.contents(atPath: statePath),
      let state = try? JSONDecoder().decode(State.self, from: data)
    else { return State() }
    return state
  }

  func save(_ state: State) throws {
    try JSONEncoder().encode(state).write(to: URL(fileURLWithPath: statePath), options: .atomic)
  }

  /// Copies the shared files into the tree (only those that changed) and returns their fingerprint.
  func syncShared() throws -> String {
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    var files: [(path: String, data: Data)] = []
    var folders: [String] = []
    for path in KitLayout.sharedBuildPaths(in: layout.root) {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: layout.root.appendingPathComponent(path).path, isDirectory: &isDirectory)
      else { continue }
      if isDirectory.boolValue {
        folders.append(path + "/")
        files += ExerciseSnapshot.read([path + "/"], in: layout.root).files
      } else if let data = FileManager.default.contents(atPath: layout.root.appendingPathComponent(path).path) {
        files.append((path, data))
      }
    }
    let snapshot = ExerciseSnapshot(files: files)
    try snapshot.write(into: root, folders: folders)
    return snapshot.fingerprint
  }

  /// Puts the student's files of `item` into the tree; returns whether that changed anything.
  @discardableResult
  func install(_ snapshot: ExerciseSnapshot, for item: ExerciseBuilder.Item) throws -> Bool {
    try snapshot.write(into: root, folders: item.folders)
  }

  /// Puts the placeholder module and suite of `item` into the tree; returns whether that changed anything.
  @discardableResult
  func installPlaceholder(for item: ExerciseBuilder.Item) throws -> Bool {
    let text = Data("// 评分器暂时把这个练习排除在构建之外 / The grader left this exercise out of the build.\n".utf8)
    let files = item.folders.map { (path: $0 + Self.placeholderName, data: text) }
    return try ExerciseSnapshot(files: files).write(into: root, folders: item.folders)
  }

  /// `text` with paths into the tree (or into `others`, such as a staging folder) written as paths into the kit.
  package func remap(_ text: String, others: [URL] = []) -> String {
    var result = text
    for folder in [root] + others {
      result = result.replacingOccurrences(of: folder.standardizedFileURL.path + "/", with: layout.root.path + "/")
    }
    return result
  }
}
