import Foundation

/// `grader bundle`: builds the zip to upload as a Gradescope autograder.
enum BundleCommand {
  static let help = """
    grader bundle: build the Gradescope autograder zip.

    USAGE
      swift run grader bundle [--output autograder.zip]

    The zip holds setup.sh and run_autograder (from Autograder/gradescope/) at its root, next to the kit's
    Package.swift, Course/, Tests/, Support/, Examples/, Grader/ and the Lessons/ stubs (used to warm the build).
    Solutions/ is left out. Upload it as the assignment's autograder; see the README's instructor section.
    """

  /// What goes in the zip besides the two scripts.
  static let kitPaths = ["Package.swift", "Course", "Tests", "Support", "Examples", "Grader", "Lessons"]

  static func run(_ arguments: [String], context: CommandContext) throws -> Int32 {
    var output = "autograder.zip"
    var packagePath: String?
    var reader = ArgumentReader(arguments)
    while let argument = reader.next() {
      switch argument {
      case "--help", "-h":
        context.print(help + "\n")
        return GraderCommand.success
      case "--output", "-o": output = try reader.value(for: argument)
      case "--package-path": packagePath = try reader.value(for: argument)
      default: throw KitError.usage("unknown argument \(argument)")
      }
    }
    let root = try context.kitRoot(packagePath: packagePath)
    let modified = try KitLock.modifiedFiles(root: root)
    guard modified.isEmpty else {
      throw KitError.kit("the kit differs from \(KitLock.relativePath); run `swift run grader lock` first:\n  " + modified.joined(separator: "\n  "))
    }
    var archive = ZipArchive()
    let scripts = root.appendingPathComponent("Autograder/gradescope")
    for script in ["setup.sh", "run_autograder"] {
      try archive.addFile(
        path: script, contents: try Data(contentsOf: scripts.appendingPathComponent(script)), isExecutable: true)
    }
    let fileManager = FileManager.default
    for path in kitPaths {
      let url = root.appendingPathComponent(path)
      var isDirectory: ObjCBool = false
      guard fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
      let files = isDirectory.boolValue ? (fileManager.subpaths(atPath: url.path) ?? []).sorted().map { path + "/" + $0 } : [path]
      for file in files where !file.contains("/.build/") && !file.hasSuffix(".DS_Store") {
        let fileURL = root.appendingPathComponent(file)
        let values = try fileURL.resourceValues(forKeys: [.isRegularFileKey, .isDirectoryKey])
        if values.isDirectory == true {
          try archive.addDirectory(path: file)
        } else if values.isRegularFile == true {
          try archive.addFile(path: file, contents: try Data(contentsOf: fileURL))
        }
      }
    }
    let outputURL = URL(fileURLWithPath: output, relativeTo: context.currentDirectory)
    try archive.data().write(to: outputURL, options: .atomic)
    context.print("wrote \(outputURL.path)\n")
    return GraderCommand.success
  }
}
