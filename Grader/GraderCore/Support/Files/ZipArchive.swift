import Foundation

/// A ZIP archive (PKWARE APPNOTE) built in memory from stored, uncompressed entries, byte-identical for the same input.
///
/// Every entry is stored (method 0) with a CRC-32 computed here, dated 1980-01-01 00:00 (the earliest DOS date) so the
/// output never depends on the clock, marked as made on Unix (3) with its Unix mode in the external attributes
/// (`0o100644` for files, `0o100755` for executables, `0o040755` for folders) and named in UTF-8 (flag bit 11).
/// Entries appear in the order they were added. There is no ZIP64 support: an archive must stay under 4 GiB and
/// 65,535 entries, and `addFile` / `addDirectory` throw `Error.tooLarge` rather than cross either limit.
public struct ZipArchive: Sendable {
  /// Why an entry could not be added.
  public enum Error: Swift.Error, Equatable, Sendable {
    /// The path is empty, starts with "/", contains "\\", a NUL or an empty, "." or ".." component, or (for a file)
    /// ends in "/".
    case invalidPath(String)
    /// An entry with this path (or a canonically equivalent spelling of it) is already in the archive.
    case duplicatePath(String)
    /// The entry would take the archive to 4 GiB or past 65,535 entries, which needs ZIP64.
    case tooLarge(String)
  }

  /// The entries in the order they were added.
  private var entries: [_Entry] = []
  /// The entry names taken so far.
  private var names: Set<String> = []
  /// The size of `data()` as it stands: headers, names, contents, central directory and end record.
  private var byteCount = ZipArchive._endRecordSize
  /// The largest `data()` may grow: every offset and size must fit 32 bits without hitting the ZIP64 marker.
  var _byteLimit = Int(UInt32.max) - 1

  /// An empty archive.
  public init() {}

  /// Adds a file at `path` (a relative, "/"-separated path) holding `contents`, with mode 0o755 when `isExecutable`.
  ///
  /// Throws `Error.invalidPath` for a path that is empty, absolute, uses "\\" or has an empty, "." or ".."
  /// component, `Error.duplicatePath` when the path is already taken and `Error.tooLarge` past the ZIP64 limits.
  public mutating func addFile(path: String, contents: Data, isExecutable: Bool = false) throws {
    let name = Array(path.utf8)
    guard Self._isSafe(name) else { throw Error.invalidPath(path) }
    let mode: UInt32 = isExecutable ? 0o100755 : 0o100644
    try add(_Entry(name: name, contents: contents, crc: Self._crc32(contents), mode: mode, isDirectory: false))
  }

  /// Adds a folder at `path` (a relative, "/"-separated path, with or without the trailing "/" it is stored with).
  ///
  /// Throws like `addFile`; a folder needs no entry for files inside it to unpack, but an empty folder does.
  public mutating func addDirectory(path: String) throws {
    var name = Array(path.utf8)
    if name.last == UInt8(ascii: "/") { name.removeLast() }
    guard Self._isSafe(name) else { throw Error.invalidPath(path) }
    try add(_Entry(name: name + [UInt8(ascii: "/")], contents: Data(), crc: 0, mode: 0o040755, isDirectory: true))
  }

  /// The archive's bytes: local headers and contents, then the central directory, then the end record.
  public func data() -> Data {
    var output = Data()
    output.reserveCapacity(byteCount)
    var offsets: [UInt32] = []
    offsets.reserveCapacity(entries.count)
    for entry in entries {
      offsets.append(UInt32(output.count))
      output._appendLittleEndian(UInt32(0x0403_4b50))
      appendCommonFields(of: entry, to: &output)
      output._appendLittleEndian(UInt16(0))  // extra field length
      output.append(contentsOf: entry.name)
      output.append(entry.contents)
    }
    let directoryStart = output.count
    for (entry, offset) in zip(entries, offsets) {
      output._appendLittleEndian(UInt32(0x0201_4b50))
      output._appendLittleEndian(Self._versionMadeBy)
      appendCommonFields(of: entry, to: &output)
      output._appendLittleEndian(UInt16(0))  // extra field length
      output._appendLittleEndian(UInt16(0))  // comment length
      output._appendLittleEndian(UInt16(0))  // disk number start
      output._appendLittleEndian(UInt16(0))  // internal attributes
      output._appendLittleEndian(entry.mode << 16 | (entry.isDirectory ? 0x10 : 0))  // Unix mode, MS-DOS folder bit
      output._appendLittleEndian(offset)
      output.append(contentsOf: entry.name)
    }
    let directorySize = output.count - directoryStart
    output._appendLittleEndian(UInt32(0x0605_4b50))
    output._appendLittleEndian(UInt16(0))  // number of this disk
    output._appendLittleEndian(UInt16(0))  // disk where the central directory starts
    output._appendLittleEndian(UInt16(entries.count))  // entries on this disk
    output._appendLittleEndian(UInt16(entries.count))  // entries in all
    output._appendLittleEndian(UInt32(directorySize))
    output._appendLittleEndian(UInt32(directoryStart))
    output._appendLittleEndian(UInt16(0))  // comment length
    return output
  }

  /// Appends the fields that local and central headers share, from "version needed" to "extra field length".
  private func appendCommonFields(of entry: _Entry, to output: inout Data) {
    output._appendLittleEndian(UInt16(entry.isDirectory ? 20 : 10))  // version needed: 2.0 for folders, 1.0 for files
    output._appendLittleEndian(UInt16(0x0800))  // general purpose flags: bit 11, names are UTF-8
    output._appendLittleEndian(UInt16(0))  // compression method: stored
    output._appendLittleEndian(UInt16(0))  // last modified time: 00:00:00
    output._appendLittleEndian(Self._dosDate)
    output._appendLittleEndian(entry.crc)
    output._appendLittleEndian(UInt32(entry.contents.count))  // compressed size
    output._appendLittleEndian(UInt32(entry.contents.count))  // uncompressed size
    output._appendLittleEndian(UInt16(entry.name.count))
  }

  /// Adds `entry` once it is known to be new and to keep the archive within the limits.
  private mutating func add(_ entry: _Entry) throws {
    let path = String(decoding: entry.name, as: UTF8.self)
    guard !names.contains(path) else { throw Error.duplicatePath(path) }
    let size = Self._localHeaderSize + Self._centralHeaderSize + 2 * entry.name.count + entry.contents.count
    guard entries.count < Int(UInt16.max), size <= _byteLimit - byteCount else { throw Error.tooLarge(path) }
    entries.append(entry)
    names.insert(path)
    byteCount += size
  }

  /// "Version made by": Unix (3) in the high byte, APPNOTE 6.3 (which defines the UTF-8 flag) in the low byte.
  static let _versionMadeBy = UInt16(3 << 8 | 63)

  /// 1980-01-01 as an MS-DOS date: years since 1980 in bits 9–15, month in bits 5–8, day in bits 0–4.
  static let _dosDate = UInt16(0 << 9 | 1 << 5 | 1)

  /// Whether the UTF-8 path `name` is relative, "/"-separated and free of empty, "." and ".." components.
  ///
  /// Checked byte by byte, as unzip tools read names: comparing `Character`s would miss a "/" or "\\" that a
  /// combining mark joins to, letting "../\u{301}x" pass as one harmless component.
  static func _isSafe(_ name: [UInt8]) -> Bool {
    guard !name.isEmpty, name.count < Int(UInt16.max), !name.contains(UInt8(ascii: "\\")), !name.contains(0) else {
      return false
    }
    let dot = UInt8(ascii: ".")
    return !name.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).contains { component in
      component.isEmpty || component.elementsEqual([dot]) || component.elementsEqual([dot, dot])
    }
  }

  /// The CRC-32 (ISO-HDLC: reflected polynomial 0xEDB88320, as ZIP, gzip and PNG use) of `bytes`.
  static func _crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xffff_ffff
    let table = _crcTable
    for byte in bytes {
      crc = table[Int((crc ^ UInt32(byte)) & 0xff)] ^ (crc >> 8)
    }
    return ~crc
  }

  /// The CRC-32 of every byte value, for `_crc32`'s table-driven loop.
  private static let _crcTable: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 {
      value = value & 1 == 1 ? 0xedb8_8320 ^ (value >> 1) : value >> 1
    }
    return value
  }

  /// The size of a local file header without its name.
  private static let _localHeaderSize = 30
  /// The size of a central directory header without its name.
  private static let _centralHeaderSize = 46
  /// The size of the end of central directory record without a comment.
  private static let _endRecordSize = 22

  /// One file or folder waiting in the archive.
  struct _Entry: Sendable {
    /// The stored name in UTF-8, ending in "/" for a folder.
    var name: [UInt8]
    /// The stored bytes, empty for a folder.
    var contents: Data
    /// The CRC-32 of `contents`.
    var crc: UInt32
    /// The Unix file type and permission bits.
    var mode: UInt32
    /// Whether the entry is a folder.
    var isDirectory: Bool
  }
}

extension Data {
  /// Appends `value` in little-endian byte order, as every ZIP field is stored.
  fileprivate mutating func _appendLittleEndian<Value: FixedWidthInteger>(_ value: Value) {
    Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
  }
}
