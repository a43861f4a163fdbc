/// The limits a test process runs under, so that no submission can exhaust the machine that grades it.
///
/// The kernel enforces the first group (`setrlimit` in the launcher); the grader enforces the output and scratch limits
/// itself while it reads the process. The defaults are far above what the reference solutions use (see the README's
/// instructor section for the measured numbers).
public struct ResourceLimits: Sendable, Equatable {
  /// Heap and other private writable memory (`RLIMIT_DATA`; enforced on Linux only).
  public var memoryBytes = 1 << 30
  /// The largest file the process may write (`RLIMIT_FSIZE`).
  public var fileBytes = 64 << 20
  /// Threads and processes (`RLIMIT_NPROC`): of the sandbox user when the grader runs as root, otherwise on top of
  /// what the grading user already runs.
  public var processes = 256
  /// Open files (`RLIMIT_NOFILE`).
  public var openFiles = 256
  /// CPU seconds of one test process (`RLIMIT_CPU`), on top of what its time limits allow.
  public var cpuSeconds = 30
  /// Everything the process may print (standard output and error together) before it is stopped.
  public var outputBytes = 8 << 20
  /// How much of the end of the output is kept for the report.
  public var keptOutputBytes = 64 << 10
  /// Everything the process may write into its scratch folder.
  public var scratchBytes = 256 << 20
  /// Bytes of the results channel (the event stream) before it counts as flooded.
  public var channelBytes = 16 << 20

  public init() {}

  /// The kernel limits the launcher sets on `platform`, for a process that may run `seconds` of checks.
  func kernelLimits(on platform: HostPlatform, seconds: Int, processBase: Int) -> [SandboxPlan.Limit] {
    var limits: [SandboxPlan.Limit] = [
      .init(resource: .core, value: 0),
      .init(resource: .fileSize, value: fileBytes),
      .init(resource: .openFiles, value: openFiles),
      .init(resource: .cpu, value: cpuSeconds + seconds),
      .init(resource: .processes, value: processBase + processes),
    ]
    if platform.limitsHeapSize { limits.append(.init(resource: .data, value: memoryBytes)) }
    return limits
  }
}
