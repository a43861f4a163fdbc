/// What the launcher does to a test process before it becomes the test: a new session, limits, another user.
///
/// The grader cannot run code in a child between `fork` and `exec` (it starts processes with `posix_spawn`), so it
/// starts itself as a small launcher (`grader __sandbox …`) that applies the plan with plain C calls and then `exec`s the
/// test. The plan travels as arguments; `arguments` and `init(parsing:)` are inverses.
struct SandboxPlan: Sendable, Equatable {
  /// A kernel resource the launcher limits.
  enum Resource: String, Sendable, CaseIterable {
    case core, fileSize = "fsize", openFiles = "nofile", cpu, processes = "nproc", data
  }

  /// One resource limit, set as both the soft and the hard limit.
  struct Limit: Sendable, Equatable {
    var resource: Resource
    package var value: Int
  }

  /// The hidden first argument that makes `grader` act as the launcher.
  package static let command = "__sandbox"

  /// Start a new session and process group (`setsid`), so the whole group can be killed and no terminal reaches it.
  var newSession = true
  var limits: [Limit] = []
  /// The unprivileged user and group to become (only when the grader runs as root).
  package var user: (uid: UInt32, gid: UInt32)?
  /// Give the test System V IPC of its own (Linux `unshare(CLONE_NEWIPC)`, before the change of user).
  var newIPCNamespace = false
  /// Refuse set-user-ID programs from here on (Linux `PR_SET_NO_NEW_PRIVS`).
  var noNewPrivileges = false
  /// The grader's process ID: the test is killed when that process dies (Linux `PR_SET_PDEATHSIG`).
  var parent: Int32?
  /// The test program and its arguments.
  var program: [String] = []

  package static func ==(lhs: SandboxPlan, rhs: SandboxPlan) -> Bool {
    lhs.newSession == rhs.newSession && lhs.limits == rhs.limits && lhs.user?.uid == rhs.user?.uid
      && lhs.user?.gid == rhs.user?.gid && lhs.noNewPrivileges == rhs.noNewPrivileges && lhs.parent == rhs.parent
      && lhs.program == rhs.program && lhs.newIPCNamespace == rhs.newIPCNamespace
  }

  /// The plan for a test process on `platform`: the Linux-only steps are left out elsewhere.
  static func forTest(
    program: [String], limits: [Limit], user: (uid: UInt32, gid: UInt32)?, parent: Int32, platform: HostPlatform
  ) -> SandboxPlan {
    SandboxPlan(
      newSession: true, limits: limits, user: user, noNewPrivileges: platform.hasProcessControl,
      parent: platform.hasProcessControl ? parent : nil, program: program)
  }

  /// The launcher's arguments (after the executable and `command`).
  package var arguments: [String] {
    var result: [String] = []
    if newSession { result.append("--session") }
    for limit in limits { result += ["--limit", "\(limit.resource.rawValue)=\(limit.value)"] }
    if newIPCNamespace { result.append("--new-ipc") }
    if let user { result += ["--user", "\(user.uid):\(user.gid)"] }
    if noNewPrivileges { result.append("--no-new-privileges") }
    if let parent { result += ["--parent", "\(parent)"] }
    return result + ["--"] + program
  }

  /// Reads the launcher's arguments; `nil` when they are malformed.
  package init?(parsing arguments: [String]) {
    newSession = false
    var index = 0
    func value() -> String? {
      index += 1
      return index < arguments.count ? arguments[index] : nil
    }
    while index < arguments.count {
      switch arguments[index] {
      case "--session": newSession = true
      case "--no-new-privileges": noNewPrivileges = true
      case "--new-ipc": newIPCNamespace = true
      case "--limit":
        guard let text = value(), let equals = text.firstIndex(of: "="),
          let resource = Resource(rawValue: String(text[..<equals])), let number = Int(text[text.index(after: equals)...])
        else { return nil }
        limits.append(Limit(resource: resource, value: number))
      case "--user":
        guard let parts = value()?.split(separator: ":"), parts.count == 2, let uid = UInt32(parts[0]),
          let gid = UInt32(parts[1])
        else { return nil }
        user = (uid, gid)
      case "--parent":
        guard let text = value(), let pid = Int32(text) else { return nil }
        parent = pid
      case "--":
        program = Array(arguments[(index + 1)...])
        if program.isEmpty { return nil }
        return
      default:
        return nil
      }
      index += 1
    }
    return nil
  }

  package init(
    newSession: Bool = true, limits: [Limit] = [], user: (uid: UInt32, gid: UInt32)? = nil,
    noNewPrivileges: Bool = false, parent: Int32? = nil, program: [String] = []
  ) {
    self.newSession = newSession
    self.limits = limits
    self.user = user
    self.noNewPrivileges = noNewPrivileges
    self.parent = parent
    self.program = program
  }
}
