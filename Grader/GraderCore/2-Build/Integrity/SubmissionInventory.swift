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
    var swiftFiles = 0
    var foreign: [String] = []
    var unreadable: [String] = []
    var special: [String] = []
    var badNames: [String] = []
    while let name = enumerator.nextObject() as? String {
      let file = path + "/" + name
      // Hidden files (editor swap files) never reach the build.
      if !name.split(separator: "/").contains(where: { $0.hasPrefix(".") }), name.unicodeScalars.contains(where: isUnbuildableInName) {
        badNames.append(PrintableText.escaped(name, keepingLineBreaks: false))
        continue
      }
      if RegularFile.isSpecial(atPath: file) {
        special.append(name)
        continue
      }
      var isFolder: ObjCBool = false
      guard fileManager.fileExists(atPath: file, isDirectory: &isFolder) else { continue }
      if isFolder.boolValue {
        if !fileManager.isReadableFile(atPath: file) || !fileManager.isExecutableFile(atPath: file) { unreadable.append(name) }
        continue
      }
      let fileExtension = (name as NSString).pathExtension
      if fileExtension == "swift" {
        swiftFiles += 1
        if FileHandle(forReadingAtPath: file) == nil { unreadable.append(name) }
      } else if foreignSourceExtensions.contains(fileExtension) {
        foreign.append(name)
      }
    }
    if !badNames.isEmpty {
      let list = badNames.sorted().map { relativePath + $0 }.joined(separator: ", ")
      return "文件名里不能有引号、反斜杠或控制字符（SwiftPM 无法构建），请重命名 \(list) / a file name may not hold a quote, a "
        + "backslash or a control character (SwiftPM cannot build it): rename \(list)"
    }
    if !special.isEmpty {
      let list = special.sorted().map { relativePath + $0 }.joined(separator: ", ")
      return "练习文件夹里只能放普通文件和文件夹，请移走 \(list)（管道、设备或套接字）/ only files and folders belong in an exercise "
        + "folder: remove \(list) (a pipe, a device or a socket)"
    }
    if !unreadable.isEmpty {
      let list = unreadable.sorted().map { relativePath + $0 }.joined(separator: ", ")
      return "无法读取 \(list)：请恢复文件的读取权限 / cannot read \(list): restore the file's read permission"
    }
    if !foreign.isEmpty {
      let list = foreign.sorted().map { relativePath + $0 }.joined(separator: ", ")
      return "练习文件夹里只能放 Swift 文件，请移走 \(list) / only Swift files belong in an exercise folder: remove \(list)"
    }
    if swiftFiles == 0 {
      return "练习文件夹 \(relativePath) 里没有 Swift 文件：请从套件中恢复练习文件 / the exercise folder \(relativePath) holds no "
        + "Swift file: restore the exercise's files from the kit"
    }
    return nil
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
