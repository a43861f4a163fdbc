import Foundation

/// One place in a submission that the instructor should look at: low-level I/O or a look at the process, which honest
/// code of these lessons never needs and a forgery of the results does. It never changes the score.
public struct ReviewFlag: Codable, Sendable, Equatable, Hashable {
  /// The kit-relative file.
  public var file: String
  /// The line (from 1).
  public var line: Int
  /// What was seen there: a name, an attribute or a string literal (escaped, shortened).
  public var seen: String
  /// What that is, in both languages.
  public var reason: LocalizedText

  public init(file: String, line: Int, seen: String, reason: LocalizedText) {
    self.file = file
    self.line = line
    self.seen = seen
    self.reason = reason
  }

  /// The flag on one line, in `language`: `Lessons/…/A.swift:12: fdopen — low-level file I/O …`.
  public func text(in language: Language) -> String {
    "\(PrintableText.escaped(file, keepingLineBreaks: false)):\(line): \(PrintableText.escaped(seen, keepingLineBreaks: false))"
      + " — " + reason.text(in: language)
  }

  /// The flag on one line in both languages.
  public var bilingualText: String {
    "\(PrintableText.escaped(file, keepingLineBreaks: false)):\(line): \(PrintableText.escaped(seen, keepingLineBreaks: false))"
      + " — " + reason.zh + " / " + reason.en
  }
}

/// Finds, with the integrity scan's tokenizer (comments skipped), what a student's module does that gets a review flag:
/// file descriptors and C-level file I/O, paths into `/proc` and `/dev`, the environment, the command line, dynamic
/// loading, System V and POSIX IPC, signals, starting processes, C function pointers (`@convention`), ending the
/// process (`exit`), types that can be written as literals (a comparison with a literal may compare with them),
/// comparisons that ignore an operand or override `isEqual`, and values that choose what reflection shows of them.
enum ReviewScan {
  /// Why something is flagged.
  package enum Reason: CaseIterable {
    case descriptors, devicePaths, environment, commandLine, dynamicLoading, ipc, signals, processes, functionPointers
    case processEnd, literalTypes, mixedComparison, memory, ignoredOperand, reflection

    package var text: LocalizedText {
      switch self {
      case .descriptors: LocalizedText(en: "low-level file I/O (C library calls or file descriptors)", zh: "底层文件读写（C 库调用或文件描述符）")
      case .devicePaths: LocalizedText(en: "a path into /proc or /dev", zh: "指向 /proc 或 /dev 的路径")
      case .environment: LocalizedText(en: "reads or changes the process's environment", zh: "读取或修改进程的环境变量")
      case .commandLine: LocalizedText(en: "reads the command line or the process's identity", zh: "读取命令行参数或进程信息")
      case .dynamicLoading: LocalizedText(en: "loads code or looks up symbols at run time", zh: "运行时加载代码或查找符号")
      case .ipc: LocalizedText(en: "inter-process communication (System V or POSIX IPC, pipes, sockets)", zh: "进程间通信（System V 或 POSIX IPC、管道、套接字）")
      case .signals: LocalizedText(en: "sends or handles signals", zh: "发送或处理信号")
      case .processes: LocalizedText(en: "starts other processes", zh: "启动其他进程")
      case .functionPointers: LocalizedText(en: "a C function pointer (@convention)", zh: "C 函数指针（@convention）")
      case .processEnd: LocalizedText(en: "ends the process itself (exit, abort)", zh: "自行结束进程（exit、abort）")
      case .memory:
        LocalizedText(
          en: "reads or writes memory by address, or reads the program's own image (#dsohandle, unsafeBitCast, Unmanaged, a pointer made from a number, the call stack's symbols)",
          zh: "按地址读写内存或读取程序自身的映像（#dsohandle、unsafeBitCast、Unmanaged、由数字构造的指针、调用栈的符号）")
      case .mixedComparison:
        LocalizedText(
          en: "a comparison operator between different types (or generic): the suite's comparisons with values of the other type call it",
          zh: "比较两种不同类型（或泛型）的比较运算符：评分测试与另一种类型的值比较时会调用它")
      case .ignoredOperand:
        LocalizedText(
          en: "an equality or ordering that does not read one of its operands (or an isEqual override): values compare the same whatever they hold",
          zh: "不读取某个操作数的相等或大小比较（或重写 isEqual）：无论值是什么，比较结果都一样")
      case .reflection:
        LocalizedText(
          en: "chooses what reflection (Mirror) shows of a value: the suite reads stored properties through it",
          zh: "自定义反射（Mirror）显示的内容：评分测试通过反射读取存储属性")
      case .literalTypes:
        LocalizedText(
          en: "a type written as a literal: where the suite compares with a literal, it may compare with this type",
          zh: "可以写成字面量的类型：评分测试与字面量比较时，比较的可能是这个类型")
      }
    }
  }

  /// Names flagged wherever they appear as code: nothing honest in these lessons is called so.
  package static let names: [String: Reason] = {
    var names: [String: Reason] = [:]
    let groups: [(Reason, [String])] = [
      (.descriptors, ["fileDescriptor", "fdopen", "dup2", "dup3", "fstat", "fstatat", "fcntl", "ioctl", "openat",
        "fopen", "freopen", "creat", "pread", "pwrite", "lseek", "fileno", "FileDescriptor",
        // Vectored, positional, formatted and file-to-file writes and reads, and the calls on an open descriptor:
        // each reaches the results channels by number as `write(3, …)` does.
        "writev", "readv", "pwritev", "preadv", "pwritev2", "preadv2", "dprintf", "vdprintf", "sendfile", "sendmsg",
        "recvmsg", "sendto", "recvfrom", "fdopendir", "fdatasync", "ftruncate", "fchmod", "fchown", "fchdir", "futimens",
        "fstatvfs", "fstatfs", "posix_fadvise", "posix_fallocate",
        // Closing every descriptor from 3 on: the results channels go quiet after a forgery, and the process ends
        // without naming `exit`.
        "closefrom", "close_range"]),
      (.environment, ["environ", "getenv", "setenv", "unsetenv", "putenv", "clearenv", "secure_getenv", "ProcessInfo"]),
      (.commandLine, ["CommandLine", "getpid", "getppid", "processIdentifier", "unsafeArgv", "program_invocation_name"]),
      (.dynamicLoading, ["dlopen", "dlsym", "dlclose", "dlerror", "dladdr", "dlvsym", "dl_iterate_phdr"]),
      (.ipc, ["semget", "semop", "semctl", "semtimedop", "shmget", "shmat", "shmdt", "shmctl", "msgget", "msgsnd",
        "msgrcv", "msgctl", "ftok", "sem_open", "sem_unlink", "sem_post", "sem_wait", "shm_open", "shm_unlink", "mq_open",
        "mq_send", "mq_receive", "mq_unlink", "mkfifo", "socketpair", "mmap"]),
      (.signals, ["sigaction", "sigprocmask", "pthread_kill", "pthread_sigmask", "makeSignalSource", "sigqueue", "killpg"]),
      (.processes, ["fork", "vfork", "execv", "execve", "execvp", "execl", "execlp", "posix_spawn", "posix_spawnp", "popen"]),
    ]
    for (reason, words) in groups { for word in words { names[word] = reason } }
    for literal in ["Integer", "Float", "Boolean", "String", "Array", "Dictionary", "Nil", "UnicodeScalar", "ExtendedGraphemeCluster"] {
      names["ExpressibleBy\(literal)Literal"] = .literalTypes
    }
    names["ExpressibleByStringInterpolation"] = .literalTypes
    // The requirements of the literal protocols: a subclass of a Foundation class written as a literal (`NSString`)
    // must declare them without naming the protocol.
    for label in ["integer", "float", "boolean", "string", "unicodeScalar", "extendedGraphemeCluster", "array", "dictionary", "nil"] {
      names[label + "Literal"] = .literalTypes
    }
    names["stringInterpolation"] = .literalTypes
    for word in ["CustomReflectable", "CustomLeafReflectable", "customMirror"] { names[word] = .reflection }
    for word in ["_typeByName", "_getTypeByMangledNameInContext", "_getTypeByMangledNameInEnvironment", "NSClassFromString"] {
      names[word] = .dynamicLoading
    }
    // The test program holds the hidden checks; its file is closed (`TestSandbox.programMode`), its memory is not.
    for word in ["dsohandle", "getauxval", "unsafeBitCast", "_dyld_get_image_header"] { names[word] = .memory }
    // The caller's symbols name the check that called (a hidden check's function too), printed into the report.
    for word in ["callStackSymbols", "callStackReturnAddresses", "backtrace", "backtrace_symbols", "Backtrace"] { names[word] = .memory }
    // An object's raw address and memory (the suite's mock handed to student code: its private state rewritten).
    for word in ["Unmanaged", "toOpaque", "fromOpaque", "assumingMemoryBound", "bindMemory", "storeBytes", "UnsafeMutableRawPointer"] {
      names[word] = .memory
    }
    return names
  }()

  /// C functions that end the process, flagged wherever they are named as code (called or taken as a value), except
  /// as a member (`thread.exit()`) or a declaration; a forgery of the results must end its process before Swift Testing
  /// writes again, and honest code of these lessons never does. A name the student declares too is flagged only where
  /// it names a C module or takes a number, as for `calls`.
  static let enders: Set<String> = ["exit", "_exit", "_Exit", "quick_exit", "abort"]

  /// Names flagged only when called as free functions (`write(…)`, `Glibc.kill(…)`): these words are common names of
  /// honest methods and variables. A name the student declares too is flagged only where the call names a C module or
  /// its first argument is a number (`write(3, …)`), which no honest overload of these lessons takes.
  static let calls: [String: Reason] = [
    "open": .descriptors, "dup": .descriptors, "read": .descriptors, "write": .descriptors, "close": .descriptors, "pipe": .ipc,
    "socket": .ipc, "send": .ipc, "recv": .ipc, "fsync": .descriptors, "isatty": .descriptors, "flock": .descriptors,
    "lockf": .descriptors, "signal": .signals, "kill": .signals, "raise": .signals, "alarm": .signals, "system": .processes,
  ]

  /// Names flagged wherever they are named as code, called or not (`Process.init()`, `let p: Process = .init()`,
  /// `let replace = fexecve`), unless the student declares them too: Foundation's `Process`, and every function of the
  /// C `exec` family (`isExecFamily`), which replaces the process with another program: a forgery of the results can end
  /// its process cleanly by running `/bin/true` in its place.
  static func processNameReason(_ word: String) -> Reason? {
    word == "Process" || isExecFamily(word) ? .processes : nil
  }

  /// Whether `word` names a function of the C `exec` family: `exec` with the letters `l`, `v`, `p`, `e` or `P`
  /// (`execv`, `execvpe`, `execle`…), `fexecve`, `execveat`.
  static func isExecFamily(_ word: String) -> Bool {
    if word == "fexecve" || word == "execveat" { return true }
    guard word.hasPrefix("exec"), word.count > 4 else { return false }
    return word.dropFirst(4).allSatisfy { "lvpeP".contains($0) }
  }

  /// Modules a qualified C call may name (`Glibc.write`), among them the clang modules under the Swift overlays
  /// (`SwiftGlibc.exit` resolves with only `import Foundation`) and the C modules a file may import (`CoreFoundation`).
  /// A call qualified by any module the files import counts too (`ModuleQualifier`).
  static let cModules: Set<String> = [
    "Glibc", "Darwin", "Musl", "Foundation", "WinSDK", "Android", "SwiftGlibc", "SwiftMusl", "SwiftBionic", "Bionic",
    "SwiftWASILibc", "WASILibc", "ucrt", "CRT", "CoreFoundation",
  ]

  /// Every flag in a module's files, in file and line order, one per file, line and thing seen.
  static func flags(in files: [(name: String, source: String)]) -> [ReviewFlag] {
    // What the student declares, parameters included: a call of one of these calls the student's own.
    let declared = files.reduce(into: Set<String>()) {
      $0.formUnion(SourceScan.declaredNames(in: $1.source))
      let tokens = SwiftTokens.lexed($1.source).tokens
      $0.formUnion(SourceScan.parameterNames(in: tokens))
      $0.formUnion(loopVariables(in: tokens))
    }
    // Every module a file imports: a call qualified by one names that module's function, as `Glibc.write` does.
    let modules = files.reduce(into: cModules) { $0.formUnion(ExerciseIntegrity.imports(in: $1.source)) }
    var found: [ReviewFlag] = []
    for file in files {
      for regexLiterals in [false, true] {
        let lexed = SwiftTokens.lexed(file.source, regexLiterals: regexLiterals)
        let all = codeFlags(lexed, file: file.name, declared: declared, modules: modules) + stringFlags(lexed, file: file.name)
          + numberFlags(SwiftTokens(literalsIn: file.source), file: file.name)
          + comparisonFlags(lexed, file: file.name) + EqualityScan.flags(lexed, file: file.name)
        for flag in all
        where !found.contains(where: { ($0.file, $0.line, $0.seen) == (flag.file, flag.line, flag.seen) }) {
          found.append(flag)
        }
      }
    }
    return found.sorted { ($0.file, $0.line, $0.seen) < ($1.file, $1.line, $1.seen) }
  }

  /// The names a `for` loop binds (`for write in writes`, `for (read, count) in pairs`): the student's own values.
  static func loopVariables(in tokens: [SwiftTokens.Token]) -> Set<String> {
    var names: Set<String> = []
    for (index, token) in tokens.enumerated() where token == .word("for") {
      let window = tokens[(index + 1)...].prefix(16)
      guard let end = window.firstIndex(of: .word("in")) else { continue }
      for case .word(let word) in window[..<end] where !["case", "let", "var", "try", "await", "_"].contains(word) {
        names.insert(word)
      }
    }
    return names
  }

  /// Flags for names and attributes.
  private static func codeFlags(_ lexed: SwiftTokens, file: String, declared: Set<String>, modules: Set<String>) -> [ReviewFlag] {
    let tokens = lexed.tokens
    var flags: [ReviewFlag] = []
    for (index, token) in tokens.enumerated() {
      let reason: Reason?
      let seen: String
      switch token {
      case .attribute("convention"):
        (reason, seen) = (.functionPointers, "@convention")
      case .word(let word):
        seen = word
        if let named = names[word] {
          reason = named
        } else if let called = calls[word],
          isFreeCall(at: index, in: tokens, modules: modules) || isFreeValue(at: index, in: lexed, modules: modules),
          !declared.contains(word) || isQualifiedOrNumbered(at: index, in: tokens)
        {
          reason = called
        } else if word == "bitPattern", index > 1, tokens[index - 1] == .punctuation("("),
          case .word(let type) = tokens[index - 2], type.hasPrefix("Unsafe") || type == "OpaquePointer"
        {
          reason = .memory
        } else if enders.contains(word), isFreeReference(at: index, in: tokens, modules: modules),
          !declared.contains(word) || isQualifiedOrNumbered(at: index, in: tokens)
        {
          reason = .processEnd
        } else if let named = processNameReason(word), isFreeReference(at: index, in: tokens, modules: modules),
          !declared.contains(word) || isQualifiedOrNumbered(at: index, in: tokens)
        {
          reason = named
        } else {
          reason = nil
        }
      default:
        continue
      }
      if let reason { flags.append(ReviewFlag(file: file, line: lexed.line(at: index), seen: seen, reason: reason.text)) }
    }
    return flags
  }

  /// Whether the word at `index` is called as a free function: followed by `(`, and either unqualified or qualified by
  /// a C module; not the name of a declaration.
  private static func isFreeCall(at index: Int, in tokens: [SwiftTokens.Token], modules: Set<String> = cModules) -> Bool {
    guard index + 1 < tokens.count, tokens[index + 1] == .punctuation("(") else { return false }
    guard index > 0 else { return true }
    switch tokens[index - 1] {
    case .punctuation("."):
      guard index > 1, case .word(let module) = tokens[index - 2] else { return false }
      return modules.contains(module)
    case .word(let keyword):
      return !SourceScan.declarationKeywords.contains(keyword) && keyword != "init"
    default:
      return true
    }
  }

  /// Comparison operators a submission declares whose two operands have different types, or that are generic
  /// (`static func == (lhs: Answer, rhs: Int) -> Bool { true }`): the suite's `add(2, 3) == 5` calls it, whatever
  /// `add` computes. An honest `==` or `<` compares two values of one type.
  private static func comparisonFlags(_ lexed: SwiftTokens, file: String) -> [ReviewFlag] {
    let tokens = lexed.tokens
    var flags: [ReviewFlag] = []
    for (index, token) in tokens.enumerated() where token == .word("func") && index + 2 < tokens.count {
      let op: String
      switch tokens[index + 1] {
      case .symbol(let symbol) where comparisons.contains(symbol): op = symbol
      case .punctuation("<"): op = "<"
      case .punctuation(">"): op = ">"
      default: continue
      }
      let generic = tokens[index + 2] == .punctuation("<")
      let operands = operandTypes(after: index + 2, in: tokens)
      guard generic || (operands.count == 2 && operands[0] != operands[1]) else { continue }
      flags.append(ReviewFlag(file: file, line: lexed.line(at: index), seen: "func " + op, reason: Reason.mixedComparison.text))
    }
    return flags
  }

  /// Operators that compare.
  static let comparisons: Set<String> = ["==", "!=", "<=", ">=", "~=", "===", "!=="]

  /// The type of each parameter of the parameter list that starts at or after `index`, as its tokens written out.
  private static func operandTypes(after index: Int, in tokens: [SwiftTokens.Token]) -> [String] {
    guard var cursor = tokens[index...].firstIndex(of: .punctuation("(")) else { return [] }
    var types: [String] = []
    var current: String?
    var depth = 0
    cursor += 1
    while cursor < tokens.count {
      let token = tokens[cursor]
      cursor += 1
      switch token {
      case .punctuation("("), .punctuation("["), .punctuation("<"): depth += 1
      case .punctuation(")") where depth == 0:
        return types + [current].compactMap { $0 }
      case .punctuation(")"), .punctuation("]"), .punctuation(">"):
        depth -= 1
      case .punctuation(",") where depth == 0:
        types += [current].compactMap { $0 }
        current = nil
        continue
      case .punctuation(":") where depth == 0 && current == nil:
        current = ""
        continue
      default:
        break
      }
      if current != nil { current! += "\(token)" }
    }
    return types
  }

  /// Whether the word at `index` names a free function as code, called or not (`exit(0)`, `let end = exit`): neither a
  /// member (after a `.` that follows no C module), nor a declared name, nor an argument label.
  /// Whether the word at `index` takes a C function as a value (`let w = write`, `(close)(4)`, `run(Glibc.write)`): a
  /// free reference not called on the spot and not followed by another word (so not the modifier `open` of
  /// `open class`, nor a loop's variable in `for write in writes`). A value called later reaches the same descriptors.
  private static func isFreeValue(at index: Int, in lexed: SwiftTokens, modules: Set<String>) -> Bool {
    let tokens = lexed.tokens
    if index + 1 < tokens.count {
      switch tokens[index + 1] {
      case .punctuation("("): return false
      // A word on the same line (`open class`, `for write in`); one on a later line starts another statement.
      case .word(let next) where next != "as" && lexed.line(at: index + 1) == lexed.line(at: index): return false
      case .symbol(let op) where op == "=" || op.hasSuffix("="): return false
      default: break
      }
    }
    return isFreeReference(at: index, in: tokens, modules: modules)
  }

  private static func isFreeReference(at index: Int, in tokens: [SwiftTokens.Token], modules: Set<String> = cModules) -> Bool {
    if index + 1 < tokens.count, tokens[index + 1] == .punctuation(":") { return false }
    guard index > 0 else { return true }
    // A later name of a list of cases (`case exit, abort`).
    var start = index
    while start > 1, tokens[start - 1] == .punctuation(","), case .word = tokens[start - 2] { start -= 2 }
    if start < index, start > 0, tokens[start - 1] == .word("case") { return false }
    switch tokens[index - 1] {
    case .punctuation("."):
      guard index > 1, case .word(let module) = tokens[index - 2] else { return false }
      return modules.contains(module)
    case .word(let keyword):
      return !SourceScan.declarationKeywords.contains(keyword) && keyword != "init"
        && !SourceScan.declarationModifiers.contains(keyword)
    default:
      return true
    }
  }

  /// Whether the call at `index` names a C module (`Glibc.write`) or starts with a number (`write(3, …)`: the tokens
  /// leave numbers out, so the comma follows the parenthesis).
  private static func isQualifiedOrNumbered(at index: Int, in tokens: [SwiftTokens.Token]) -> Bool {
    let qualified = index > 1 && tokens[index - 1] == .punctuation(".")
    let numbered = index + 2 < tokens.count && tokens[index + 2] == .punctuation(",")
    return qualified || numbered
  }

  /// Flags for string literals that spell a path into `/proc` or `/dev`, alone or joined with the other literals of
  /// their line (`"/dev/" + "fd/" + …`).
  private static func stringFlags(_ lexed: SwiftTokens, file: String) -> [ReviewFlag] {
    var flags: [ReviewFlag] = []
    var byLine: [Int: String] = [:]
    for literal in lexed.strings {
      byLine[literal.line, default: ""] += literal.text
      if spellsDevicePath(literal.text) {
        flags.append(ReviewFlag(file: file, line: literal.line, seen: shown(literal.text), reason: Reason.devicePaths.text))
      }
    }
    for (line, joined) in byLine where spellsDevicePath(joined) && !flags.contains(where: { $0.line == line }) {
      flags.append(ReviewFlag(file: file, line: line, seen: shown(joined), reason: Reason.devicePaths.text))
    }
    // Pieces on lines of their own (`let a = "/pr"`, `let b = "oc/self/mem"`): a few literals in a row, joined.
    let literals = lexed.strings
    for (index, literal) in literals.enumerated() where !flags.contains(where: { $0.line == literal.line }) {
      let joined = literals[index..<min(index + piecesJoined, literals.count)].map(\.text).joined()
      // Flagged at the piece the path starts in.
      if let match = ["/proc/", "/dev/"].compactMap({ joined.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }),
        joined.unicodeScalars.distance(from: joined.startIndex, to: match.lowerBound) < literal.text.unicodeScalars.count
      {
        flags.append(ReviewFlag(file: file, line: literal.line, seen: shown(joined), reason: Reason.devicePaths.text))
        continue
      }
      // Path components joined by an API rather than by text (`URL(fileURLWithPath: "/").appendingPathComponent("dev")
      // .appendingPathComponent("f" + "d")`, `NSString.path(withComponents:)`): the pieces without their slashes.
      let pieces = literals[index..<min(index + piecesJoined, literals.count)].map { $0.text.replacingOccurrences(of: "/", with: "") }
      // Flagged at the piece the path starts in.
      if spellsDevicePathWithoutSlashes(pieces.joined()), !spellsDevicePathWithoutSlashes(pieces.dropFirst().joined()) {
        flags.append(ReviewFlag(file: file, line: literal.line, seen: shown(pieces.joined(separator: "/")), reason: Reason.devicePaths.text))
      }
    }
    return flags
  }

  /// Whether text with its slashes removed begins a path to a descriptor or into the process's own `/proc` entry
  /// (`devfd`, `devstdout`, `procself`, `procthread-self`): what path components joined by an API spell.
  static func spellsDevicePathWithoutSlashes(_ text: String) -> Bool {
    ["devfd", "devstdout", "devstderr", "devstdin", "procself", "procthread-self"].contains { text.contains($0) }
  }

  /// Flags for runs of integer literals that read as ASCII text spelling a path into `/proc` or `/dev`
  /// (`String(decoding: [47, 100, 101, 118, 47, 102, 100, 47, 51], as: UTF8.self)`): text built from numbers, which no
  /// string literal holds. Read with the literal tokenizer (numbers are words there); whatever stands between the
  /// numbers is skipped, so `[UInt8(47), 100, …]` and `Character(UnicodeScalar(47))…` read the same.
  private static func numberFlags(_ lexed: SwiftTokens, file: String) -> [ReviewFlag] {
    var flags: [ReviewFlag] = []
    var run: [(scalar: Unicode.Scalar, index: Int)] = []
    func spells(_ part: ArraySlice<(scalar: Unicode.Scalar, index: Int)>) -> Bool {
      let text = String(String.UnicodeScalarView(part.map(\.scalar)))
      return text.contains("/proc/") || text.contains("/dev/")
        || spellsDevicePathWithoutSlashes(text.replacingOccurrences(of: "/", with: ""))
    }
    func check() {
      defer { run = [] }
      // Flagged at the number the path starts with: a window of the run that spells one, where the window one later
      // does not.
      for first in run.indices {
        guard spells(run[first..<min(first + 24, run.count)]), !spells(run[(first + 1)..<min(first + 25, run.count)]) else {
          continue
        }
        // Back over the slashes the path starts with (`/dev/fd/3` spells a path from `d` on as well).
        var start = first
        while start > run.startIndex, run[start - 1].scalar == "/" { start -= 1 }
        let window = run[start..<min(start + 24, run.count)]
        guard window.count >= 4 else { continue }
        let line = lexed.line(at: window[start].index)
        let text = String(String.UnicodeScalarView(window.map(\.scalar)))
        if !flags.contains(where: { $0.line == line }) {
          flags.append(ReviewFlag(file: file, line: line, seen: shown(text), reason: Reason.devicePaths.text))
        }
      }
    }
    for (index, token) in lexed.tokens.enumerated() {
      guard case .word(let word) = token, let first = word.first, first.isNumber else { continue }
      let digits = word.replacingOccurrences(of: "_", with: "")
      let value = digits.hasPrefix("0x") ? Int(digits.dropFirst(2), radix: 16)
        : digits.hasPrefix("0o") ? Int(digits.dropFirst(2), radix: 8) : Int(digits)
      guard let value, (32..<127).contains(value), let scalar = Unicode.Scalar(value) else {
        check()
        continue
      }
      run.append((scalar, index))
    }
    check()
    return flags
  }

  /// How many string literals in a row the scan joins to find a path spelled in pieces.
  static let piecesJoined = 6

  /// Whether text names a place in `/proc` or `/dev`, or a descriptor folder (`fd/`).
  static func spellsDevicePath(_ text: String) -> Bool {
    text.contains("/proc/") || text.contains("/dev/") || text.contains("fd/") || text.hasSuffix("/proc")
      || text.hasSuffix("/dev") || ["proc", "fd", "self/fd"].contains(text)
  }

  /// A literal as the flag shows it: quoted, escaped, at most 60 characters.
  private static func shown(_ text: String) -> String {
    let cleaned = text.replacingOccurrences(of: "\u{0}", with: "…")
    let short = cleaned.count > 60 ? String(cleaned.prefix(60)) + "…" : cleaned
    return "\"" + PrintableText.escaped(short, keepingLineBreaks: false) + "\""
  }
}
