import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The processes a test may leave behind, found and ended by the means each platform offers.
///
/// On Linux the grader adopts orphaned descendants (`PR_SET_CHILD_SUBREAPER`), so a process that left its test's group
/// or session still becomes the grader's child, and `/proc` lists every process with its parent and user. Darwin has
/// neither: there a sandbox user's processes are ended by a process running as that user that signals everything it
/// may (`kill -KILL -1`), and an unprivileged test's escaped descendants cannot be found.
package enum ProcessTable {
  /// One process: its ID, its parent's, and its real user.
  package struct Entry: Sendable, Equatable {
    var pid: pid_t
    var parent: pid_t
    var uid: UInt32
    /// A process that ended and waits to be collected by its parent.
    var isZombie = false
    /// Its session (0 when unknown).
    package var session: pid_t = 0
  }

  /// How to end the leftovers of one test process.
  package enum Step: Sendable, Equatable {
    /// Kill the children the grader adopted and did not start (Linux).
    case killAdoptedOrphans
    /// Kill every process of the user, found in `/proc` (Linux).
    case killUserFromTable(UInt32)
    /// Run `kill -KILL -1` as the user, which reaches exactly that user's processes (POSIX; used on Darwin).
    case killUserAsUser(UInt32)
  }

  /// The steps that clean up after a test on `platform`, run as `user` when the grader dropped privileges.
  package static func cleanupSteps(platform: HostPlatform, user: UInt32?) -> [Step] {
    var steps: [Step] = []
    if let user { steps.append(platform.hasProcFileSystem ? .killUserFromTable(user) : .killUserAsUser(user)) }
    if platform.canAdoptOrphans { steps.append(.killAdoptedOrphans) }
    return steps
  }

  /// Runs `steps`; `launcher` is the grader executable, needed to act as another user.
  ///
  /// The `/proc` steps share one look at the process table, and look again only while they find something to kill.
  package static func perform(_ steps: [Step], launcher: String?) {
    let users = steps.compactMap { step -> UInt32? in if case .killUserFromTable(let uid) = step { uid } else { nil } }
    if steps.contains(.killAdoptedOrphans) || !users.isEmpty {
      killFromTable(users: Set(users), orphans: steps.contains(.killAdoptedOrphans))
    }
    for case .killUserAsUser(let uid) in steps {
      guard let launcher else { continue }
      // The shell's own `kill`: `/bin/kill` is not in every image.
      var process = ChildProcess(
        executable: "/bin/sh", arguments: ["-c", "kill -KILL -1"], environment: ["PATH": "/usr/bin:/bin"],
        workingDirectory: "/", outputPath: "/dev/null")
      process.sandbox = (launcher, SandboxPlan(newSession: true, user: (uid, uid)))
      _ = try? process.run(timeout: .seconds(10))
    }
  }

  /// Kills every process of `users` and, with `orphans`, every child the grader adopted (collecting them), until none
  /// is left: a forking process can outrun one pass.
  private static func killFromTable(users: Set<UInt32>, orphans: Bool) {
    let me = getpid()
    for _ in 0..<50 {
      spawnLock.lock()
      let entries = snapshot(includingZombies: orphans)
      let adopted = orphans ? adoptedOrphans(of: me, known: ChildRegistry.children, in: entries, session: getsid(0)) : []
      let victims = Set(adopted + entries.filter { users.contains($0.uid) && $0.uid != 0 && !$0.isZombie }.map(\.pid))
      for pid in victims { _ = kill(pid, SIGKILL) }
      spawnLock.unlock()
      if victims.isEmpty { return }
      // Zombies too: an orphan that ended by itself is still the grader's to collect.
      for pid in adopted {
        var status: Int32 = 0
        var waited = 0
        while waitpid(pid, &status, WNOHANG) == 0, waited < 100 {
          usleep(1000)
          waited += 1
        }
      }
      usleep(1000)
    }
  }

  /// Makes this process the parent of its orphaned descendants (Linux); returns whether it could.
  @discardableResult
  static func adoptOrphans(platform: HostPlatform) -> Bool {
    guard platform.canAdoptOrphans else { return false }
    return processControl(36, 1) == 0
  }

  /// Every live process `/proc` lists (empty where there is no `/proc`); zombies only when asked.
  ///
  /// It reads each process's one-line `stat` file and the owner of its folder (its effective user), with plain C calls:
  /// the grader looks after every test process, so this must cost well under a millisecond.
  static func snapshot(root: String = "/proc", includingZombies: Bool = false) -> [Entry] {
    guard let directory = opendir(root) else { return [] }
    defer { closedir(directory) }
    var entries: [Entry] = []
    var buffer = [UInt8](repeating: 0, count: 1024)
    while let entry = readdir(directory) {
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
      }
      guard let pid = pid_t(name) else { continue }
      var info = stat()
      guard stat("\(root)/\(name)", &info) == 0 else { continue }
      let descriptor = open("\(root)/\(name)/stat", O_RDONLY)
      guard descriptor >= 0 else { continue }
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      close(descriptor)
      guard count > 0, var parsed = parseStat(String(decoding: buffer[0..<count], as: UTF8.self), pid: pid) else { continue }
      if parsed.isZombie && !includingZombies { continue }
      parsed.uid = UInt32(info.st_uid)
      entries.append(parsed)
    }
    return entries
  }

  /// Reads the state and parent from a `/proc/PID/stat` line (`pid (name) state ppid …`); the name may hold spaces and
  /// parentheses, so the fields are counted from the last `)`.
  static func parseStat(_ line: String, pid: pid_t) -> Entry? {
    guard let close = line.lastIndex(of: ")") else { return nil }
    let fields = line[line.index(after: close)...].split(separator: " ")
    guard fields.count >= 4, let parent = pid_t(fields[1]) else { return nil }
    return Entry(pid: pid, parent: parent, uid: 0, isZombie: fields[0] == "Z", session: pid_t(fields[3]) ?? 0)
  }

  /// Reads the parent and real user from a `/proc/PID/status` text.
  static func parseStatus(_ text: String, pid: pid_t, includingZombies: Bool = false) -> Entry? {
    var parent: pid_t?
    var uid: UInt32?
    var isZombie = false
    for line in text.split(separator: "\n") {
      if line.hasPrefix("State:"), line.dropFirst(6).trimmingCharacters(in: .whitespaces).hasPrefix("Z") {
        if !includingZombies { return nil }
        isZombie = true
      } else if line.hasPrefix("PPid:") {
        parent = pid_t(line.dropFirst(5).trimmingCharacters(in: .whitespaces))
      } else if line.hasPrefix("Uid:") {
        uid = line.dropFirst(4).split(whereSeparator: { $0 == " " || $0 == "\t" }).first.flatMap { UInt32($0) }
      }
    }
    guard let parent, let uid else { return nil }
    return Entry(pid: pid, parent: parent, uid: uid, isZombie: isZombie)
  }

  /// Children of `parent` in `entries` that are not in `known` and not in `parent`'s session: descendants of test
  /// processes (which run in sessions of their own) that were orphaned and adopted. Children the grader's process
  /// started some other way stay in its session and are left alone.
  static func adoptedOrphans(of parent: pid_t, known: Set<pid_t>, in entries: [Entry], session: pid_t? = nil) -> [pid_t] {
    entries.filter { $0.parent == parent && !known.contains($0.pid) && (session == nil || $0.session != session) }.map(\.pid)
  }

  /// How many processes and threads `uid` runs (Linux), for a process limit on top of them.
  static func taskCount(ofUser uid: UInt32, root: String = "/proc") -> Int {
    snapshot(root: root).filter { $0.uid == uid }.map { entry in
      (try? FileManager.default.contentsOfDirectory(atPath: "\(root)/\(entry.pid)/task").count) ?? 1
    }.reduce(0, +)
  }

  /// Kills the adopted orphans until none is left, and collects them.
  static func killAdoptedOrphans() {
    killFromTable(users: [], orphans: true)
  }

  /// Kills every process of `uid` until none is left (Linux).
  static func killProcesses(ofUser uid: UInt32, platform: HostPlatform) {
    guard uid != 0, platform.hasProcFileSystem else { return }
    killFromTable(users: [uid], orphans: false)
  }

}
