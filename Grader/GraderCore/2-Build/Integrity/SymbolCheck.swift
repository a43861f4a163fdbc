import Foundation

/// Checks that every symbol a student's module defines belongs to that module.
///
/// All suites link into one test executable with Swift Testing, the grading helpers and the Swift runtime, so a strong
/// definition of one of their symbols in a student module (`@_silgen_name`, `@_cdecl`) would replace theirs. The check
/// lists the strong global definitions of the module's object files (`nm -g -P`) and demangles them: each must name
/// an entity of the student's module first (`DITodoMock.…`, `(extension in DITodoMock):…`). Weak definitions are the
/// compiler's shared helpers (outlined copies, witness-table caches): a duplicate never replaces a strong symbol.
struct SymbolCheck: Sendable {
  package var platform: HostPlatform
  /// The symbol lister (`llvm-nm` from the toolchain, else `nm`).
  var lister: String
  /// The demangler (`swift-demangle` from the toolchain).
  var demangler: String
  package var environment: [String: String]

  package init(platform: HostPlatform, toolchain: HostToolchain, environment: [String: String]) {
    self.platform = platform
    let llvm = toolchain.tool("llvm-nm")
    lister = llvm.hasPrefix("/") ? llvm : toolchain.tool("nm")
    demangler = toolchain.tool("swift-demangle")
    self.environment = environment
  }

  /// One defined global symbol and its `nm` type letter.
  struct Symbol: Sendable, Equatable {
    package var name: String
    package var type: Character
  }

  /// The object files in `folder`, sorted, leaving out those of Swift files not among `sources` (file names), when
  /// given: SwiftPM keeps the object of a source that was deleted.
  static func objects(in folder: String, sources: Set<String>?) -> [String] {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".o") }.sorted()
    guard let sources else { return names }
    return names.filter { name in
      let source = String(name.dropLast(2))
      return !source.hasSuffix(".swift") || sources.contains(source)
    }
  }

  /// The symbols `module`'s objects in `folder` define that do not belong to it, as sentences; `nil` when the objects
  /// could not be read (no lister on this machine). `objects` are the file names to read (every object by default).
  package func problems(module: String, objectsFolder folder: String, objects: [String]? = nil) -> [String]? {
    let objects = objects ?? Self.objects(in: folder, sources: nil)
    guard !objects.isEmpty else { return [] }
    guard let listing = HostToolchain.output(of: lister, ["-g", "-P"] + objects.map { folder + "/" + $0 }, environment: environment)
    else { return nil }
    let strong = Self.strongDefinitions(in: listing).map { Self.strippingPrefix($0.name, platform: platform) }
    let quick = strong.filter { !Self.isPlainlyOwn($0, module: module) }
    guard !quick.isEmpty else { return [] }
    let mangled = quick.filter(Self.isSwiftSymbol)
    var problems = quick.filter { !Self.isSwiftSymbol($0) }.map { "the module defines the symbol \($0), which is not a Swift symbol of the module" }
    if !mangled.isEmpty {
      let text = HostToolchain.output(of: demangler, ["--compact"] + mangled, environment: environment) ?? ""
      let demangled = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      for (index, symbol) in mangled.enumerated() {
        let readable = index < demangled.count ? demangled[index] : symbol
        if Self.owningModule(ofDemangled: readable) != module {
          problems.append("the module defines \(readable), which belongs to another module")
        }
      }
    }
    return problems
  }

  /// The defined, strong, global symbols of an `nm -g -P` listing (weak `W`/`V` and undefined `U` are left out).
  static func strongDefinitions(in listing: String) -> [Symbol] {
    listing.split(separator: "\n").compactMap { line -> Symbol? in
      let fields = line.split(separator: " ")
      guard fields.count >= 2, let type = fields[1].first, fields[1].count == 1 else { return nil }
      guard type.isUppercase, !"UVWN".contains(type) else { return nil }
      return Symbol(name: String(fields[0]), type: type)
    }
  }

  /// The symbol without the object format's prefix (`_` on Darwin).
  static func strippingPrefix(_ name: String, platform: HostPlatform) -> String {
    let prefix = platform.symbolPrefix
    return !prefix.isEmpty && name.hasPrefix(prefix) ? String(name.dropFirst(prefix.count)) : name
  }

  static func isSwiftSymbol(_ name: String) -> Bool { name.hasPrefix("$s") || name.hasPrefix("$S") }

  /// Whether a mangled name plainly starts in `module` (`$s<length><module>…`), which needs no demangling.
  static func isPlainlyOwn(_ name: String, module: String) -> Bool {
    name.hasPrefix("$s\(module.utf8.count)\(module)")
  }

  /// The marker around the entity whose opaque result type a descriptor describes:
  /// `opaque type descriptor for <<opaque return type of (extension in M):SwiftUI.View.f() -> some>>`.
  static let opaqueResultMarker = "<<opaque return type of "

  /// The module that declares the conformance a demangled name ends with (`… Swift.Int : Swift.Identifiable in M`): a
  /// conformance belongs to the module that declares it, so a student's retroactive `extension Int: Identifiable` is the
  /// student's, though the type and the protocol are not.
  static func conformingModule(ofDemangled name: String) -> String? {
    guard name.contains(" : "), let range = name.range(of: " in ", options: .backwards) else { return nil }
    let module = name[range.upperBound...]
    guard let first = module.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
      module.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) })
    else { return nil }
    return String(module)
  }

  /// The module of the first entity a demangled name mentions, generic arguments aside. An opaque result type belongs
  /// to the entity that returns it, so the text inside `<<opaque return type of …>>` decides (stripping it as a generic
  /// argument would lose the owner and call an honest `some View` helper foreign).
  static func owningModule(ofDemangled name: String) -> String? {
    if let marker = name.range(of: opaqueResultMarker) {
      let inner = name[marker.upperBound...]
      let end = inner.range(of: ">>", options: .backwards)?.lowerBound ?? inner.endIndex
      return owningModule(ofDemangled: String(inner[..<end]))
    }
    if let module = conformingModule(ofDemangled: name) { return module }
    var text = ""
    var depth = 0
    for character in name {
      if character == "<" { depth += 1 } else if character == ">" { depth = max(0, depth - 1) } else if depth == 0 {
        text.append(character)
      }
    }
    let extensionMarker = "(extension in "
    let separators: Set<Character> = [" ", "(", ")", ",", ":", "[", "]", "@"]
    var word = ""
    var index = text.startIndex
    while index < text.endIndex {
      if text[index...].hasPrefix(extensionMarker) {
        let start = text.index(index, offsetBy: extensionMarker.count)
        return text[start...].firstIndex(of: ")").map { String(text[start..<$0]) }
      }
      let character = text[index]
      if character == "." {
        if !word.isEmpty { return word }
      } else if separators.contains(character) {
        word = ""
      } else {
        word.append(character)
      }
      index = text.index(after: index)
    }
    return nil
  }
}
