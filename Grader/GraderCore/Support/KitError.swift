/// A problem with the kit itself or with the grader's arguments, reported with exit status 2.
public enum KitError: Error, Equatable, CustomStringConvertible {
  case manifest(String)
  case usage(String)
  case kit(String)

  public var description: String {
    switch self {
    case .manifest(let message): "course manifest: \(message)"
    case .usage(let message): "用法 / usage: \(message)"
    case .kit(let message): message
    }
  }
}
