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
