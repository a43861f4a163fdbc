import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// File modes that keep a sandbox user out of what it must not read.
package enum SandboxPermissions {
  /// Removes other users' access to `path` (`chmod o-rwx`); returns whether it changed anything.
  @discardableResult
  package static func closeToOthers(_ path: String) -> Bool {
    var info = stat()
    guard stat(path, &info) == 0 else { return false }
    let mode = info.st_mode & 0o7777
    guard mode & 0o007 != 0 else { return false }
    return chmod(path, mode & ~0o007) == 0
  }
}

extension SandboxPermissions {
  /// The other checkouts of the kit's git repository (the main one and every linked worktree, `git worktree add`) that
  /// hold a kit (`Course/course.json`): each has its own `Solutions/` and hidden checks, and the main one the
  /// repository's history, none of them inside `root`. Closing `root` alone left them readable: in integrity round 8 a
  /// test process of a batch graded from a linked worktree read the main checkout's reference solution (and could have
  /// thrown it back into its report). Read from git's files, without running git; `[]` when `root` is no repository.
  package static func otherCheckouts(of root: URL) -> [URL] {
    let fileManager = FileManager.default
    let dotGit = root.appendingPathComponent(".git")
    var isDirectory: ObjCBool = false
    guard fileManager.fileExists(atPath: dotGit.path, isDirectory: &isDirectory) else { return [] }
    // The repository's common folder: `.git` itself, or for a linked worktree the one its `gitdir:` file names.
    var common = dotGit
    if !isDirectory.boolValue {
      guard let text = try? String(contentsOf: dotGit, encoding: .utf8),
        let line = text.split(separator: "\n").first(where: { $0.hasPrefix("gitdir:") })
      else { return [] }
      let gitdir = URL(fileURLWithPath: line.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespaces), relativeTo: root)
        .standardizedFileURL
      let relative = (try? String(contentsOf: gitdir.appendingPathComponent("commondir"), encoding: .utf8))?
        .trimmingCharacters(in: .whitespacesAndNewlines) ?? "."
      common = URL(fileURLWithPath: relative, relativeTo: gitdir.appendingPathComponent("x")).standardizedFileURL
    }
    var checkouts: [URL] = []
    if common.lastPathComponent == ".git" { checkouts.append(common.deletingLastPathComponent()) }
    let worktrees = common.appendingPathComponent("worktrees")
    for name in ((try? fileManager.contentsOfDirectory(atPath: worktrees.path)) ?? []).sorted() {
      guard let text = try? String(contentsOf: worktrees.appendingPathComponent(name).appendingPathComponent("gitdir"), encoding: .utf8)
      else { continue }
      let path = text.trimmingCharacters(in: .whitespacesAndNewlines)
      checkouts.append(URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent())
    }
    let own = root.standardizedFileURL.resolvingSymlinksInPath().path
    var seen: Set<String> = []
    return checkouts.filter { checkout in
      let path = checkout.resolvingSymlinksInPath().path
      return path != own && seen.insert(path).inserted
        && fileManager.fileExists(atPath: checkout.appendingPathComponent("Course/course.json").path)
    }
  }
}
