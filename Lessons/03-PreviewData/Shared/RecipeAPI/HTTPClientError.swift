/// Why a client could not deliver recipes: 客户端取不到菜谱的原因。
public enum HTTPClientError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The kit ships no server: the real client stops here instead of going to the network.
  case noServer
  /// The network is unreachable (for mocks that simulate a failure).
  case offline

  public var description: String {
    switch self {
    case .noServer: "没有可用的服务器 / no server is available"
    case .offline: "网络不可用 / the network is offline"
    }
  }
}
