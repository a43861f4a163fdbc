import Foundation

/// A student's top-level declaration named like something a grading suite uses, unqualified, from one of the lessons'
/// own modules (`Lessons/<lesson>/Example|Shared/<Module>`, `Tests/<lesson>/Subject/<Module>`), or named like such a
/// module.
///
/// Swift does not let one imported module's declaration hide another's: the suite sees both. Where both are types, a
/// member lookup through the name weighs the members of both, and the student's overload wins a call it fits better
/// than the kit's: a student's `enum RealHTTPClient { static func requests(during:) … }` (one default argument fewer
/// than `RecipeAPI`'s) took the suite's own count of the requests the real server received, so a mock that reached the
/// server passed the check that it never does (pv.code1, integrity round 8). A type named like the module
/// (`enum RecipeAPI`) takes the suite's qualified uses (`RecipeAPI.HTTPClientError`) the same way.
///
/// Lesson 1's modules and the toolkit are protected by `SourceScan` (refused as tampering, as they always were). The
/// other lessons' modules are protected here, as a build problem (`compile-error`, saying what to rename) rather than
/// tampering: a student who copied a lesson type into an exercise, an honest slip, mostly makes the suite ambiguous
/// and fails to compile anyway, and must not be accused; either way nothing of the exercise is built or run.
enum LessonNameScan {
  /// Top-level declarations other files can see (not `private` or `fileprivate`), as `(keyword, name)`.
  static func visibleTopLevelDeclarations(in source: String) -> [(keyword: String, name: String)] {
    let tokens = SwiftTokens.lexed(source).tokens
    var found: [(keyword: String, name: String)] = []
    var depth = 0
    for (index, token) in tokens.enumerated() {
      switch token {
      case .punctuation("{"): depth += 1
      case .punctuation("}"): depth = max(0, depth - 1)
      case .word(let keyword)
      where depth == 0 && keyword != "case" && SourceScan.declarationKeywords.contains(keyword) && index + 1 < tokens.count:
        guard case .word(let name) = tokens[index + 1], !SourceScan.isFilePrivate(at: index, in: tokens) else { continue }
        found.append((keyword, name))
      default: continue
      }
    }
    return found
  }

  /// What is wrong with an exercise's `files` (kit-relative path and text), given the names its suite uses unqualified
  /// in the files that import the student's module (`suiteUnqualified`) and the lesson modules' names with the
  /// top-level names each declares (`lessonModules`); `nil` when nothing is.
  static func problem(
    in files: [(name: String, source: String)], suiteUnqualified: Set<String>, lessonModules: [String: Set<String>]
  ) -> String? {
    var clashes: [String] = []
    for file in files {
      for declaration in visibleTopLevelDeclarations(in: file.source) where suiteUnqualified.contains(declaration.name) {
        let owner = lessonModules.keys.sorted().first { module in
          module == declaration.name || lessonModules[module]?.contains(declaration.name) == true
        }
        guard let owner else { continue }
        let what = owner == declaration.name ? "the name of the lesson module \(owner)" : "the name of something the grading suite uses from the lesson module \(owner)"
        let whatZh = owner == declaration.name ? "与课程模块 \(owner) 同名" : "与评分测试从课程模块 \(owner) 使用的名字相同"
        clashes.append("\(file.name)：顶层的 \(declaration.keyword) \(declaration.name) \(whatZh) / \(file.name): the top-level "
          + "\(declaration.keyword) \(declaration.name) has \(what)")
      }
    }
    guard !clashes.isEmpty else { return nil }
    return clashes.prefix(5).joined(separator: "\n") + "\n"
      + "评分测试会同时看到两个同名的声明，所以这个练习不会被构建；请改名（或放进你自己的类型里，或声明为 private）/ the grading "
      + "suite would see two declarations of that name, so this exercise is not built: rename it (or nest it in a type of "
      + "yours, or make it private)"
  }
}

extension ExerciseIntegrity {
  /// Exercises that declare, at their top level, a name their suite uses unqualified from a lesson module (or a lesson
  /// module's name), with what to rename (`LessonNameScan`).
  func lessonNameProblems(_ items: [ExerciseBuilder.Item]) -> [String: String] {
    let modules = lessonModuleFolders()
    guard !modules.isEmpty else { return [:] }
    var declared: [String: Set<String>] = [:]
    for (module, folder) in modules {
      declared[module] = lessonSources(in: folder).reduce(into: Set<String>()) {
        $0.formUnion(SourceScan.topLevelDeclaredNames(in: $1.source))
      }
    }
    var problems: [String: String] = [:]
    for item in items where item.folders.count >= 2 && item.module != item.testTarget {
      let suite = lessonSources(in: item.folders[1]).filter { Self.imports(in: $0.source).contains(item.module) }
      guard !suite.isEmpty else { continue }
      let unqualified = suite.reduce(into: Set<String>()) { $0.formUnion(SourceScan.unqualifiedNames(in: $1.source)) }
      let imported = suite.reduce(into: Set<String>()) { $0.formUnion(Self.imports(in: $1.source)) }
      // A suite sees the names of the lesson modules it imports; any lesson module's name can be taken by a type.
      let visible = declared.reduce(into: [String: Set<String>]()) { result, entry in
        result[entry.key] = imported.contains(entry.key) ? entry.value : []
      }
      if let problem = LessonNameScan.problem(
        in: lessonSources(in: item.folders[0]), suiteUnqualified: unqualified, lessonModules: visible)
      {
        problems[item.module] = problem
      }
    }
    return problems
  }

  /// Every lesson module of the kit (`KitLayout.sharedBuildPaths`: `Example/`, `Shared/`, `Subject/`), by name, with
  /// its kit-relative folder.
  private func lessonModuleFolders() -> [String: String] {
    var folders: [String: String] = [:]
    let fileManager = FileManager.default
    for path in KitLayout.sharedBuildPaths(in: layout.root) where path.hasPrefix("Lessons/") || path.hasPrefix("Tests/") {
      let base = layout.root.appendingPathComponent(path).path
      for name in (try? fileManager.contentsOfDirectory(atPath: base)) ?? [] where !name.hasPrefix(".") {
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: base + "/" + name, isDirectory: &isDirectory), isDirectory.boolValue {
          folders[name] = "\(path)/\(name)/"
        }
      }
    }
    return folders
  }

  /// The Swift files under a kit-relative folder (ending in `/`), with kit-relative names.
  private func lessonSources(in folder: String) -> [(name: String, source: String)] {
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    let base = layout.root.appendingPathComponent(prefix).path
    return SubmissionInventory.swiftFiles(at: base).compactMap { name in
      guard let data = RegularFile.contents(atPath: base + "/" + name) else { return nil }
      return (prefix + name, String(decoding: data, as: UTF8.self))
    }
  }
}
