/// Conventional names of the signals a crashing test process dies of.
enum SignalName {
  /// The name of `signal`, such as `SIGILL`, or an empty string when it is not a common one.
  static func of(_ signal: Int32) -> String {
    switch signal {
    case 4: "SIGILL"
    case 5: "SIGTRAP"
    case 6: "SIGABRT"
    case 7: "SIGBUS"
    case 8: "SIGFPE"
    case 9: "SIGKILL"
    case 11: "SIGSEGV"
    case 15: "SIGTERM"
    default: ""
    }
  }
}
