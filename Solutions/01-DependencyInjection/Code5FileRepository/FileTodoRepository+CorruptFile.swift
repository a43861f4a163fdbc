import Foundation

extension FileTodoRepository {
  /// The error thrown when the todo file exists but does not hold a JSON array of todos: 待办文件存在但内容不是待办 JSON 数组时抛出的错误。
  ///
  /// It names the file and keeps the decoder's error, so the user can find and repair the file; the file itself is left as it was.
  /// 它指明文件路径并保留解码器的原始错误，方便用户找到并修复文件；文件本身保持原样。
  public struct CorruptFile: Error, CustomStringConvertible, LocalizedError {
    /// The path of the file that could not be decoded: 无法解码的文件路径。
    public let path: String

    /// The decoding error that revealed the problem: 发现问题时的解码错误。
    public let underlying: any Error

    /// Creates the error for the file at `path`: 为 `path` 处的文件创建错误。
    public init(path: String, underlying: any Error) {
      self.path = path
      self.underlying = underlying
    }

    public var description: String {
      "待办文件已损坏，未做任何修改 / the todo file is corrupt and was left unchanged: \(path) (\(underlying))"
    }

    public var errorDescription: String? {
      description
    }
  }
}
