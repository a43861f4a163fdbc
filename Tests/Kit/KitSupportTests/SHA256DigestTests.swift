import Foundation
import Testing
@testable import KitSupport

@Suite struct SHA256DigestTests {
  // MARK: - NIST vectors (FIPS 180-4 examples)

  @Test(arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
  ])
  func nistVectors(message: String, digest: String) {
    #expect(SHA256Digest.hex(of: message.utf8) == digest)
    #expect(SHA256Digest.hex(of: Array(message.utf8)) == digest)
  }

  @Test func oneMillionAs() {
    let digest = "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
    #expect(SHA256Digest.hex(of: [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)) == digest)
  }

  // MARK: - Padding boundaries (expected digests from `printf 'a%.0s' $(seq N) | sha256sum`)

  @Test(arguments: [
    (1, "ca978112ca1bbdcafac231b39a23dc4da786eff8147c4e72b9807785afee48bb"),
    (54, "a3f01b6939256127582ac8ae9fb47a382a244680806a3f613a118851c1ca1d47"),
    (55, "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
    (56, "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"),
    (57, "f13b2d724659eb3bf47f2dd6af1accc87b81f09f59f2b75e5c0bed6589dfe8c6"),
    (63, "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34"),
    (64, "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
    (65, "635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d4f17eb0ae0"),
    (119, "31eba51c313a5c08226adf18d4a359cfdfd8d2e816b13f4af952f7ea6584dcfb"),
    (120, "2f3d335432c70b580af0e8e1b3674a7c020d683aa5f73aaaedfdc55af904c21c"),
    (127, "c57e9278af78fa3cab38667bef4ce29d783787a2f731d4e12200270f0c32320a"),
    (128, "6836cf13bac400e9105071cd6af47084dfacad4e5e302c94bfed24e013afb73e"),
    (129, "c12cb024a2e5551cca0e08fce8f1c5e314555cc3fef6329ee994a3db752166ae"),
  ])
  func paddingBoundaries(length: Int, digest: String) {
    let message = [UInt8](repeating: UInt8(ascii: "a"), count: length)
    #expect(SHA256Digest.hex(of: message) == digest)
    // The same bytes through the byte-by-byte path of a sequence without contiguous storage.
    #expect(SHA256Digest.hex(of: (0..<length).lazy.map { _ in UInt8(ascii: "a") }) == digest)
  }

  // MARK: - Other inputs (expected digests from `sha256sum`)

  @Test func everyByteValue() {
    let digest = "40aff2e9d2d8922e47afd4648e6967497158785fbd1da870e7110266bf944880"
    #expect(SHA256Digest.hex(of: (0...255).map { UInt8($0) }) == digest)
  }

  @Test func chineseTextIsHashedAsUTF8() {
    let digest = "417855369264e97d91225d5f34406bd9cb9d7729336c72e1ff1147e93b89d7a4"
    #expect(SHA256Digest.hex(of: "中文 😀".utf8) == digest)
  }

  @Test func dataIsASequenceOfBytes() {
    #expect(SHA256Digest.hex(of: Data("abc".utf8)) == SHA256Digest.hex(of: "abc".utf8))
  }

  @Test func digestIsLowerCaseHex() {
    let digest = SHA256Digest.hex(of: "lower case".utf8)
    #expect(digest.count == 64)
    #expect(digest.allSatisfy { "0123456789abcdef".contains($0) })
  }

  // MARK: - Incremental hashing

  @Test(arguments: [1, 3, 55, 56, 63, 64, 65, 100, 1000])
  func piecesGiveTheSameDigestAsTheWhole(pieceSize: Int) {
    let message = Self.pattern(count: 3_001)
    var hasher = SHA256Digest._Hasher()
    var start = 0
    while start < message.count {
      let end = min(start + pieceSize, message.count)
      hasher.update(message[start..<end])
      start = end
    }
    #expect(SHA256Digest._hex(hasher.finalize()) == SHA256Digest.hex(of: message))
  }

  @Test func mixedContiguousAndByteByBytePieces() {
    let message = Self.pattern(count: 500)
    var hasher = SHA256Digest._Hasher()
    hasher.update(message[0..<7])
    hasher.update(message[7..<70].lazy.map { $0 })
    hasher.update(message[70..<200])
    hasher.update(message[200..<201].lazy.map { $0 })
    hasher.update(message[201...])
    #expect(SHA256Digest._hex(hasher.finalize()) == SHA256Digest.hex(of: message))
  }

  // MARK: - Files

  @Test(arguments: [0, 1, 64, SHA256Digest._chunkSize - 1, SHA256Digest._chunkSize, 3 * SHA256Digest._chunkSize + 13])
  func fileDigestEqualsInMemoryDigest(size: Int) throws {
    let bytes = Self.pattern(count: size)
    let path = NSTemporaryDirectory() + "/sha256-\(UUID().uuidString).bin"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    #expect(try SHA256Digest.hex(ofFile: path) == SHA256Digest.hex(of: bytes))
  }

  @Test func fileDigestMatchesAKnownVector() throws {
    let path = NSTemporaryDirectory() + "/sha256-\(UUID().uuidString).txt"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Data("abc".utf8).write(to: URL(fileURLWithPath: path))
    #expect(try SHA256Digest.hex(ofFile: path) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
  }

  @Test func missingFileThrows() {
    #expect(throws: (any Error).self) {
      try SHA256Digest.hex(ofFile: NSTemporaryDirectory() + "/no-such-file-\(UUID().uuidString)")
    }
  }

  @Test func folderThrows() {
    #expect(throws: (any Error).self) { try SHA256Digest.hex(ofFile: NSTemporaryDirectory()) }
  }

  /// Bytes that do not repeat with a period of 64, so a misplaced block boundary changes the digest.
  private static func pattern(count: Int) -> [UInt8] {
    (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 / 251) }
  }
}
