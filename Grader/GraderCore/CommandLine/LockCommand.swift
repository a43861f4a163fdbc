import Foundation

/// `grader lock`: writes the kit's lock file, or with `--check` compares the kit against it.
enum LockCommand {
  static let help = """
    grader lock: record (or check) the hashes of the files students must not change.

    USAGE
      swift run grader lock            write Course/kit.lock.json after changing tests, manifest or support code
      swift run grader lock --check    exit 1 and name the files when the kit differs from the lock

    The lock covers Package.swift, Course/course.json, Tests/, Support/, Examples/ and Grader/.
    """

  static func run(_ arguments: [String], context: CommandContext) throws -> Int32 {
    var check = false
    var packagePath: String?
    var reader = ArgumentReader(arguments)
    while let argument = reader.next() {
      switch argument {
      case "--help", "-h":
        context.print(help + "\n")
        return GraderCommand.success
      case "--check": check = true
      case "--package-path": packagePath = try reader.value(for: argument)
      default: throw KitError.usage("unknown argument \(argument)")
      }
    }
    let root = try context.kitRoot(packagePath: packagePath)
    if check {
      let modified = try KitLock.modifiedFiles(root: root)
      if modified.isEmpty {
        context.print("the kit matches \(KitLock.relativePath)\n")
        return GraderCommand.success
      }
      context.print("these files differ from \(KitLock.relativePath) (run `swift run grader lock` if the change is yours):\n")
      for file in modified { context.print("  \(file)\n") }
      return GraderCommand.notFullMarks
    }
    let lock = try KitLock.compute(root: root)
    try lock.write(root: root)
    context.print("wrote \(KitLock.relativePath) (\(lock.files.count) files)\n")
    return GraderCommand.success
  }
}
