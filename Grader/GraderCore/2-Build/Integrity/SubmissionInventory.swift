import Foundation

/// Checks that each exercise's folder holds what SwiftPM can build: it exists, holds Swift files, holds no source of
/// another language, and every file can be read.
///
/// SwiftPM fails the whole package on any of these (a missing target folder, a target without sources, C and Swift
/// mixed in one target), which would leave every question without a result. Found here, they cost only that exercise,
/// with a message that says what to restore.
enum SubmissionInventory {
  /// File extensions SwiftPM builds as sources of another language.
  static let foreignSourceExtensions: Set<String> = [
    "c", "cc", "cpp", "cxx", "c++", "m", "mm", "h", "hh", "hpp", "s", "S", "asm", "metal", "swiftinterface",
  ]

  /// What is wrong with the exercise folder at `path` (shown as `relativePath`), or `nil` when it can be built.
  package static func problem(at path: String, relativePath: String) -> String? {
    let fileManager = FileManager.default
    var isDirectory: ObjCBool = false
    guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
      return "练习文件夹 \(relativePath) 不见了：请从套件中恢复它（例如 git checkout -- \(relativePath)）/ the exercise folder "
        + "\(relativePath) is missing: restore it from the kit (for example git checkout -- \(relativePath))"
    }
    guard fileManager.isReadableFile(atPath: path), let enumerator = fileManager.enumerator(atPath: path) else {
      return "无法读取练习文件夹 \(relativePath)：请恢复它的权限 / cannot read the exercise folder \(relativePath): restore its permissions"
    }
    return Contents.survey(enumerator, in: path).problem(relativePath: relativePath)
  }

  /// What an exercise folder holds, as far as building it goes.
  private struct Contents {
    var swiftFiles = 0
    var foreign: [String] = []
    var unreadable: [String] = []
    var special: [String] = []
    var badNames: [String] = []
    /// Swift files larger than the scans read (`RegularFile.limit`): the compiler would build what no scan has read.
    var tooLarge: [String] = []

    /// Walks the folder at `path` once.
    static func survey(_ enumerator: FileManager.DirectoryEnumerator, in path: String) -> Contents {
      let fileManager = FileManager.default
      var contents = Contents()
      while let name = enumerator.nextObject() as? String {
        let file = path + "/" + name
        // Hidden files (editor swap files) never reach the build.
        if !name.split(separator: "/").contains(where: { $0.hasPrefix(".") }), name.unicodeScalars.contains(where: isUnbuildableInName) {
          contents.badNames.append(PrintableText.escaped(name, keepingLineBreaks: false))
          continue
        }
        if RegularFile.isSpecial(atPath: file) {
          contents.special.append(name)
          continue
        }
        var isFolder: ObjCBool = false
        guard fileManager.fileExists(atPath: file, isDirectory: &isFolder) else { continue }
        if isFolder.boolValue {
          if !fileManager.isReadableFile(atPath: file) || !fileManager.isExecutableFile(atPath: file) { contents.unreadable.append(name) }
          continue
        }
        let fileExtension = (name as NSString).pathExtension
        if fileExtension == "swift" {
          contents.swiftFiles += 1
          if FileHandle(forReadingAtPath: file) == nil { contents.unreadable.append(name) }
          if isTooLarge(file) { contents.tooLarge.append(name) }
        } else if foreignSourceExtensions.contains(fileExtension) {
          contents.foreign.append(name)
        }
      }
      return contents
    }

    /// The first thing that keeps the folder from building, in the student's terms; `nil` when nothing does.
    func problem(relativePath: String) -> String? {
      let list = { (names: [String]) in names.sorted().map { relativePath + $0 }.joined(separator: ", ") }
      if !badNames.isEmpty {
        return "文件名里不能有引号、反斜杠或控制字符（SwiftPM 无法构建），请重命名 \(list(badNames)) / a file name may not hold a "
          + "quote, a backslash or a control character (SwiftPM cannot build it): rename \(list(badNames))"
      }
      if !special.isEmpty {
        return "练习文件夹里只能放普通文件和文件夹，请移走 \(list(special))（管道、设备或套接字）/ only files and folders belong in an "
          + "exercise folder: remove \(list(special)) (a pipe, a device or a socket)"
      }
      if !unreadable.isEmpty {
        return "无法读取 \(list(unreadable))：请恢复文件的读取权限 / cannot read \(list(unreadable)): restore the file's read permission"
      }
      if !tooLarge.isEmpty {
        let megabytes = RegularFile.limit / 1024 / 1024
        return "Swift 文件超过 \(megabytes) MB，评分器不会构建它，请缩小 \(list(tooLarge)) / a Swift file larger than "
          + "\(megabytes) MB is not built by the grader: shrink \(list(tooLarge))"
      }
      if !foreign.isEmpty {
        return "练习文件夹里只能放 Swift 文件，请移走 \(list(foreign)) / only Swift files belong in an exercise folder: remove \(list(foreign))"
      }
      if swiftFiles == 0 {
        return "练习文件夹 \(relativePath) 里没有 Swift 文件：请从套件中恢复练习文件 / the exercise folder \(relativePath) holds no "
          + "Swift file: restore the exercise's files from the kit"
      }
      return nil
    }
  }

  /// Whether the file at `path` (links followed) holds more bytes than the scans read.
  static func isTooLarge(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && Int(info.st_size) > RegularFile.limit
  }

  /// Whether a character in a file or folder name breaks SwiftPM's build files (the output file map and response files
  /// hold names unescaped): a quote, a backslash, a control character.
  static func isUnbuildableInName(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\"" || scalar == "\\" || scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// The Swift files under an exercise folder, relative to it, sorted.
  static func swiftFiles(at path: String) -> [String] {
    let names = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String]) ?? []
    return names.filter { $0.hasSuffix(".swift") && RegularFile.isRegular(atPath: path + "/" + $0) }.sorted()
  }
}
