import Foundation

/// System V IPC objects (shared memory, semaphores, message queues) a sandbox user left behind, and their removal.
///
/// Used only where the kernel refuses a new IPC namespace per test process: such objects outlive the process that made
/// them, so without this a test could leave a mark for the next one (a semaphore made with `IPC_EXCL`).
enum SandboxIPC {
  /// One kind of IPC object: its `/proc/sysvipc` table and `ipcrm`'s flag for it.
  package enum Kind: String, CaseIterable, Sendable {
    case sharedMemory = "shm", semaphore = "sem", messageQueue = "msg"

    var removeFlag: String {
      switch self {
      case .sharedMemory: "-m"
      case .semaphore: "-s"
      case .messageQueue: "-q"
      }
    }
  }

  /// The IDs of the objects in a `/proc/sysvipc/<kind>` table that `user` owns or created.
  static func identifiers(inTable text: String, ownedBy user: UInt32) -> [String] {
    let lines = text.split(separator: "\n")
    guard let header = lines.first?.split(separator: " ").map(String.init) else { return [] }
    // `key`, then the object's ID (`shmid`, `semid`, `msqid`).
    let idColumn = 1
    guard header.count > idColumn, let uid = header.firstIndex(of: "uid"), let cuid = header.firstIndex(of: "cuid") else { return [] }
    return lines.dropFirst().compactMap { line in
      let fields = line.split(separator: " ")
      guard fields.count > max(idColumn, uid, cuid) else { return nil }
      return fields[uid] == "\(user)" || fields[cuid] == "\(user)" ? String(fields[idColumn]) : nil
    }
  }

  /// `ipcrm`'s arguments that remove every object `user` owns, given each kind's table.
  static func removeArguments(tables: [Kind: String], ownedBy user: UInt32) -> [String] {
    Kind.allCases.flatMap { kind in
      identifiers(inTable: tables[kind] ?? "", ownedBy: user).flatMap { [kind.removeFlag, $0] }
    }
  }

  /// Removes every System V IPC object `user` owns or created (Linux, with util-linux's `ipcrm`).
  static func removeObjects(ownedBy user: UInt32) {
    var tables: [Kind: String] = [:]
    for kind in Kind.allCases {
      tables[kind] = try? String(contentsOfFile: "/proc/sysvipc/" + kind.rawValue, encoding: .utf8)
    }
    let arguments = removeArguments(tables: tables, ownedBy: user)
    guard !arguments.isEmpty,
      let ipcrm = ["/usr/bin/ipcrm", "/bin/ipcrm"].first(where: { FileManager.default.isExecutableFile(atPath: $0) })
    else { return }
    let process = ChildProcess(
      executable: ipcrm, arguments: arguments, environment: ["PATH": "/usr/bin:/bin"], workingDirectory: "/",
      outputPath: "/dev/null")
    _ = try? process.run(timeout: .seconds(20))
  }
}
