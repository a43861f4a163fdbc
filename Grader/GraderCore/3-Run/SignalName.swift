/// Conventional names of the signals a test process dies of, which are numbered differently on Linux and Darwin.
package enum SignalName {
  /// The name of `signal` on `platform`, such as `SIGILL`, or an empty string when it is not a common one.
  package static func of(_ signal: Int32, on platform: HostPlatform = .current) -> String {
    switch (signal, platform) {
    case (4, _): "SIGILL"
    case (5, _): "SIGTRAP"
    case (6, _): "SIGABRT"
    case (7, .linux), (10, .darwin): "SIGBUS"
    case (8, _): "SIGFPE"
    case (9, _): "SIGKILL"
    case (11, _): "SIGSEGV"
    case (13, _): "SIGPIPE"
    case (15, _): "SIGTERM"
    case (24, _): "SIGXCPU"
    case (25, _): "SIGXFSZ"
    case (31, .linux), (12, .darwin): "SIGSYS"
    default: ""
    }
  }

  /// The CPU-time limit's signal.
  static let cpuLimit: Int32 = 24
  /// The file-size limit's signal.
  static let fileSizeLimit: Int32 = 25
}
