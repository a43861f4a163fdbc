import Foundation
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

@Suite struct ZipArchiveTests {
  // MARK: - CRC-32

  @Test func crc32CheckValue() {
    #expect(ZipArchive._crc32("123456789".utf8) == 0xcbf4_3926)
  }

  @Test func crc32OfNothingAndOfData() {
    #expect(ZipArchive._crc32([UInt8]()) == 0)
    #expect(ZipArchive._crc32(Data("The quick brown fox jumps over the lazy dog".utf8)) == 0x414f_a339)
  }

  // MARK: - Read back by Python's zipfile

  @Test func pythonReadsNamesContentsAndModes() throws {
    var archive = ZipArchive()
    try archive.addDirectory(path: "bin")
    try archive.addFile(path: "bin/run.sh", contents: Data("#!/bin/sh\necho hi\n".utf8), isExecutable: true)
    try archive.addFile(path: "README.md", contents: Data("# Read me\n".utf8))
    try archive.addDirectory(path: "empty/")
    try archive.addFile(path: "文档/说明.txt", contents: Data("依赖注入\n".utf8))
    try archive.addFile(path: "data/empty.bin", contents: Data())
    try archive.addFile(path: "data/bytes.bin", contents: Data((0...255).map { UInt8($0) }))

    let entries = try Self.readWithPython(archive.data())
    try #require(entries.count == 7)
    #expect(entries.map(\.name) == [
      "bin/", "bin/run.sh", "README.md", "empty/", "文档/说明.txt", "data/empty.bin", "data/bytes.bin",
    ])
    #expect(entries.map(\.mode) == [0o040755, 0o100755, 0o100644, 0o040755, 0o100644, 0o100644, 0o100644])
    #expect(entries.map(\.isDirectory) == [true, false, false, true, false, false, false])
    #expect(entries[1].contents == Data("#!/bin/sh\necho hi\n".utf8))
    #expect(entries[2].contents == Data("# Read me\n".utf8))
    #expect(entries[4].contents == Data("依赖注入\n".utf8))
    #expect(entries[5].contents.isEmpty)
    #expect(entries[6].contents == Data((0...255).map { UInt8($0) }))
    for entry in entries {
      #expect(entry.createSystem == 3, "\(entry.name) should be marked as made on Unix")
      #expect(entry.compressType == 0, "\(entry.name) should be stored")
      #expect(entry.flagBits & 0x800 != 0, "\(entry.name) should be flagged as UTF-8")
      #expect(entry.dateTime == [1980, 1, 1, 0, 0, 0], "\(entry.name) should carry the fixed date")
      #expect(entry.crcMatches, "\(entry.name) should have a CRC-32 that matches its contents")
    }
  }

  @Test func pythonReadsAnEmptyArchive() throws {
    let data = ZipArchive().data()
    #expect(data.count == 22)
    #expect(try Self.readWithPython(data).isEmpty)
  }

  // MARK: - Layout

  @Test func outputIsByteIdenticalForTheSameContent() throws {
    func build() throws -> Data {
      var archive = ZipArchive()
      try archive.addDirectory(path: "src")
      try archive.addFile(path: "src/main.swift", contents: Data("print(\"hi\")\n".utf8))
      try archive.addFile(path: "tool", contents: Data([0, 1, 2]), isExecutable: true)
      return archive.data()
    }
    let first = try build()
    #expect(try build() == first)
  }

  @Test func localHeaderFieldsAreFixed() throws {
    var archive = ZipArchive()
    try archive.addFile(path: "a.txt", contents: Data("abc".utf8))
    let bytes = [UInt8](archive.data())
    #expect(bytes[0..<4] == [0x50, 0x4b, 0x03, 0x04])  // local file header signature
    #expect(bytes[6..<8] == [0x00, 0x08])  // flags: bit 11, UTF-8 names
    #expect(bytes[8..<10] == [0x00, 0x00])  // method 0, stored
    #expect(bytes[10..<14] == [0x00, 0x00, 0x21, 0x00])  // 00:00:00 on 1980-01-01
    #expect(bytes[14..<18] == [0xc2, 0x41, 0x24, 0x35])  // CRC-32 of "abc", 0x352441C2
    #expect(bytes[30..<35] == ArraySlice("a.txt".utf8))
    #expect(bytes[35..<38] == ArraySlice("abc".utf8))
    #expect(bytes[38..<42] == [0x50, 0x4b, 0x01, 0x02])  // central directory header signature
    #expect(bytes[43] == 3)  // made by Unix
    #expect(bytes.count == 30 + 5 + 3 + 46 + 5 + 22)
  }

  // MARK: - Paths

  @Test(arguments: [
    "", "/etc/passwd", "../escape.txt", "a/../../b", "a/..", "..", "./a", "a/./b", "a//b", "a\\b", "dir/", "a\u{0}b",
    // A combining mark joins the "/" or "\\" before it into one `Character`; the bytes still hold the separator.
    "../\u{301}x", "/\u{301}etc/passwd", "a\\\u{301}b", "dir/\u{301}/",
  ])
  func badFilePathsAreRejected(path: String) {
    var archive = ZipArchive()
    #expect(throws: ZipArchive.Error.invalidPath(path)) {
      try archive.addFile(path: path, contents: Data("x".utf8))
    }
    #expect(archive.data() == ZipArchive().data())
  }

  @Test(arguments: ["", "/", "/abs", "../up", "a/../b", ".", "a//", "a\\b", "../\u{301}x/", "/\u{301}abs"])
  func badDirectoryPathsAreRejected(path: String) {
    var archive = ZipArchive()
    #expect(throws: ZipArchive.Error.invalidPath(path)) { try archive.addDirectory(path: path) }
  }

  @Test func namesThatOnlyLookOddAreAccepted() throws {
    var archive = ZipArchive()
    try archive.addFile(path: "..hidden", contents: Data())
    try archive.addFile(path: "a..b/c...", contents: Data())
    try archive.addFile(path: ".gitignore", contents: Data())
    try archive.addDirectory(path: "with space/")
    let names = try Self.readWithPython(archive.data()).map(\.name)
    #expect(names == ["..hidden", "a..b/c...", ".gitignore", "with space/"])
  }

  @Test func duplicatePathsAreRejected() throws {
    var archive = ZipArchive()
    try archive.addFile(path: "a.txt", contents: Data("1".utf8))
    try archive.addDirectory(path: "d")
    #expect(throws: ZipArchive.Error.duplicatePath("a.txt")) { try archive.addFile(path: "a.txt", contents: Data()) }
    #expect(throws: ZipArchive.Error.duplicatePath("d/")) { try archive.addDirectory(path: "d/") }
  }

  @Test func archivesPastTheSizeLimitAreRefused() throws {
    var archive = ZipArchive()
    archive._byteLimit = 22 + 30 + 46 + 2 * 5 + 10
    try archive.addFile(path: "a.txt", contents: Data(count: 10))
    #expect(throws: ZipArchive.Error.tooLarge("b.txt")) { try archive.addFile(path: "b.txt", contents: Data()) }
    #expect(archive.data().count == archive._byteLimit)
  }

  // MARK: - Helpers

  /// One entry as Python's `zipfile` sees it.
  private struct PythonEntry: Decodable {
    var name: String
    var mode: Int
    var isDirectory: Bool
    var createSystem: Int
    var compressType: Int
    var flagBits: Int
    var dateTime: [Int]
    var crcMatches: Bool
    var base64: String

    var contents: Data { Data(base64Encoded: base64) ?? Data("<bad base64>".utf8) }
  }

  /// Python reads the archive independently of this code: names, modes, headers, contents and CRC checks.
  private static let readerScript = """
    import base64, json, sys, zipfile, zlib
    with zipfile.ZipFile(sys.argv[1]) as archive:
        if archive.testzip() is not None:
            sys.exit("bad CRC in " + archive.testzip())
        entries = []
        for info in archive.infolist():
            contents = archive.read(info)
            entries.append({
                "name": info.filename,
                "mode": info.external_attr >> 16,
                "isDirectory": info.is_dir(),
                "createSystem": info.create_system,
                "compressType": info.compress_type,
                "flagBits": info.flag_bits,
                "dateTime": list(info.date_time),
                "crcMatches": zlib.crc32(contents) == info.CRC,
                "base64": base64.b64encode(contents).decode("ascii"),
            })
    json.dump(entries, sys.stdout)
    """

  /// Runs `readerScript` on `data` in a child `python3` and decodes what it prints.
  private static func readWithPython(_ data: Data) throws -> [PythonEntry] {
    let python = try #require(
      findPython(),
      "python3 is needed to check ZIP archives with an independent reader, but it is not on PATH or in /usr/bin")
    let path = NSTemporaryDirectory() + "/zip-archive-\(UUID().uuidString).zip"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try data.write(to: URL(fileURLWithPath: path))

    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = ["-c", readerScript, path]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    let complaints = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try #require(
      process.terminationStatus == 0,
      "python3 zipfile could not read the archive: \(String(decoding: complaints, as: UTF8.self))")
    return try JSONDecoder().decode([PythonEntry].self, from: printed)
  }

  /// The first executable `python3` on PATH, then `/usr/bin/python3`.
  private static func findPython() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let candidates = path.split(separator: ":").map { "\($0)/python3" } + ["/usr/bin/python3"]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }
}
