import Foundation
import GraderCore

/// What the batch checks about a submission before reading a byte of it: that it is a folder, holds a `Lessons/`, and
/// stays within the size limits.
///
/// Sizes come from `lstat` alone (links are never followed, no file is opened), so a huge or sparse file costs nothing:
/// the submission is refused before anything is hashed or copied.
package struct SubmissionPreflight: Sendable {
  /// The most regular files, and bytes, of a submission's `Lessons/` (the same limits `SubmissionCopy` applies), and
  /// again of the kit files a submission's copy of the kit holds; as many folders and other entries again.
  var maximumFiles = SubmissionCopy().maximumFiles
  var maximumBytes = SubmissionCopy().maximumBytes

  package init(maximumFiles: Int = SubmissionCopy().maximumFiles, maximumBytes: Int = SubmissionCopy().maximumBytes) {
    self.maximumFiles = maximumFiles
    self.maximumBytes = maximumBytes
  }

  /// A submission that passed: where its lessons are.
  package struct Ready: Sendable, Equatable {
    package var lessons: URL
    /// The submission's copy of the kit (the folder above `Lessons/`), when it holds kit files.
    var kitCopy: URL?
  }

  /// The submission at `entry`, or why it is refused (bilingual, observed facts only).
  package func check(_ entry: URL, lessonFolders: [String]) -> Result<Ready, Refusal> {
    guard Self.exists(entry.path) else {
      // Listed in the folder, yet nothing answers to the name as read: its bytes are not UTF-8 (shown replaced by �).
      return .failure(Refusal(
        "按读到的名字找不到这份提交：它的名字含有不是 UTF-8 的字节（显示为 �），请改名后再评 / no submission answers to the "
          + "name as read: its name holds bytes that are not UTF-8 (shown as �); rename it and grade again"))
    }
    guard Self.isFolder(entry.path) else {
      return .failure(Refusal(
        "这不是文件夹：每位学生的提交应是一个文件夹（压缩包请先解开）/ not a folder: each student's submission must be a "
          + "folder (unpack archives first)"))
    }
    guard let lessons = SubmissionLocator.lessonsFolder(in: entry, lessonFolders: lessonFolders) else {
      return .failure(Refusal(Self.noLessons(lessonFolders)))
    }
    if let over = overLimit([lessons]) {
      return .failure(Refusal(
        "提交太大：Lessons/ 中\(over.zh) / the submission is too large: its Lessons/ holds \(over.en)"))
    }
    let copy = lessons.deletingLastPathComponent()
    let kitFiles = KitLayout.lockedPaths.map { copy.appendingPathComponent($0) }.filter { Self.exists($0.path) }
    guard copy.path != entry.deletingLastPathComponent().path, !kitFiles.isEmpty else { return .success(Ready(lessons: lessons)) }
    if let over = overLimit(kitFiles) {
      return .failure(Refusal(
        "提交太大：其中的套件文件\(over.zh) / the submission is too large: its copy of the kit files holds \(over.en)"))
    }
    return .success(Ready(lessons: lessons, kitCopy: copy))
  }

  /// Why a submission is refused.
  package struct Refusal: Error, Equatable {
    package var message: String
    package init(_ message: String) { self.message = message }
  }

  /// The message for a submission without a `Lessons/` folder (the batch's wording since its first version).
  static func noLessons(_ lessonFolders: [String]) -> String {
    "no Lessons folder in the submission (expected Lessons/\(lessonFolders.first ?? "")/…)"
  }

  /// `nil` when everything under `roots` is within the limits; otherwise what went over. Stops at the first file over
  /// a limit.
  func overLimit(_ roots: [URL]) -> LocalizedText? {
    var files = 0
    var others = 0
    var bytes = 0
    var pending = roots.map(\.path)
    while let path = pending.popLast() {
      var info = stat()
      guard lstat(path, &info) == 0 else { continue }
      // Folders, links and the rest cost a walk, a copy and a removal each: a submission of empty folders is refused too.
      if info.st_mode & S_IFMT != S_IFREG { others += 1 }
      if others > maximumFiles {
        return LocalizedText(en: "more than \(maximumFiles) folders or other entries", zh: "超过 \(maximumFiles) 个文件夹或其他条目")
      }
      switch info.st_mode & S_IFMT {
      case S_IFDIR:
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        pending += names.map { path + "/" + $0 }
      case S_IFREG:
        files += 1
        bytes += Int(info.st_size)
        if files > maximumFiles { return LocalizedText(en: "more than \(maximumFiles) files", zh: "超过 \(maximumFiles) 个文件") }
        if bytes > maximumBytes {
          let megabytes = maximumBytes / 1024 / 1024
          return LocalizedText(en: "more than \(megabytes) MB", zh: "超过 \(megabytes) MB")
        }
      default:
        continue
      }
    }
    return nil
  }

  static func isFolder(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
  }

  static func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }
}
