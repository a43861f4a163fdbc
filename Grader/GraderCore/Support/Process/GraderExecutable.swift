import Foundation

/// The running `grader` executable, which doubles as the test launcher.
public enum GraderExecutable {
  private static let state = _Path()

  /// The path of the grader executable when this process is one (set by `start`), for test processes to launch through.
  package static var path: String? { state.value }

  /// Call first thing in `grader`: acts as the launcher when asked to (and then never returns); otherwise records this
  /// executable's path and, on Linux, makes the grader adopt orphaned descendants so none outlives its test.
  public static func start(arguments: [String]) {
    if arguments.first == SandboxLauncher.command {
      SandboxLauncher.main(Array(arguments.dropFirst()))
    }
    state.set(Bundle.main.executableURL?.resolvingSymlinksInPath().path)
    ProcessTable.adoptOrphans(platform: .current)
  }

  private final class _Path: @unchecked Sendable {
    private let lock = NSLock()
    private var path: String?
    var value: String? {
      lock.lock()
      defer { lock.unlock() }
      return path
    }
    func set(_ new: String?) {
      lock.lock()
      path = new
      lock.unlock()
    }
  }
}
