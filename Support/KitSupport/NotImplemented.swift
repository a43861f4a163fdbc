/// The error a stub throws until the student writes the code: 桩代码在学生完成前抛出的错误。
///
/// Stubs throw it instead of calling `fatalError`, so one unfinished exercise never stops the others.
public struct NotImplemented: Error, CustomStringConvertible, Sendable {
  /// What still has to be written, for example `"MockTodoRepository.add(_:)"`.
  public var what: String

  /// Creates the error for the named piece of code.
  public init(_ what: String) {
    self.what = what
  }

  public var description: String {
    "还没有实现 / not implemented yet: \(what)"
  }
}
