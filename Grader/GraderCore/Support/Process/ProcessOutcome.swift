/// How a child process ended, and how long it ran.
public struct ProcessOutcome: Sendable, Equatable {
  /// The way the process stopped.
  public enum Termination: Sendable, Equatable {
    case exited(Int32)
    case signalled(Int32)
    case timedOut
  }

  public var termination: Termination
  public var duration: Duration

  /// Whether the process exited with status 0.
  public var succeeded: Bool { termination == .exited(0) }
}
