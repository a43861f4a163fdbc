/// A build job that failed without pointing at a file: a compiler crash, or a job that stopped with no file error.
public struct FailedJob: Equatable, Sendable {
  /// The module the job was building.
  public var module: String
  /// Whether `module` is only guessed from the progress lines around the failure.
  public var isGuess: Bool

  /// A failed job of `module`.
  public init(module: String, isGuess: Bool) {
    self.module = module
    self.isGuess = isGuess
  }
}
