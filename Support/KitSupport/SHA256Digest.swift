import Foundation

/// SHA-256 digests (FIPS 180-4) of bytes and files, written as 64 lower-case hex digits.
///
/// Written in Swift because the kit may use only Foundation on Linux, where CryptoKit is missing.
public enum SHA256Digest {
  /// The lower-case hex SHA-256 digest of `bytes`.
  public static func hex(of bytes: some Sequence<UInt8>) -> String {
    _hex(digest(of: bytes))
  }

  /// The 32 bytes of the SHA-256 digest of `bytes`.
  public static func digest(of bytes: some Sequence<UInt8>) -> [UInt8] {
    var hasher = _Hasher()
    hasher.update(bytes)
    return hasher.finalize()
  }

  /// The lower-case hex SHA-256 digest of the file at `path`, read in chunks so a large file never sits in memory.
  ///
  /// Throws the error Foundation reports when the file cannot be opened or read (missing, a folder, no permission).
  public static func hex(ofFile path: String) throws -> String {
    let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
    defer { try? handle.close() }
    var hasher = _Hasher()
    while let chunk = try handle.read(upToCount: _chunkSize), !chunk.isEmpty {
      hasher.update(chunk)
    }
    return _hex(hasher.finalize())
  }

  /// How many bytes `hex(ofFile:)` reads at a time.
  static let _chunkSize = 64 * 1024

  /// Writes `digest` as lower-case hex, two digits per byte.
  static func _hex(_ digest: [UInt8]) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(digest.count * 2)
    for byte in digest {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0f)])
    }
    return String(decoding: text, as: UTF8.self)
  }
}

extension SHA256Digest {
  /// An incremental SHA-256 computation: feed it bytes piece by piece with `update`, then call `finalize` once.
  struct _Hasher {
    /// The working hash value H(0)…H(7), starting from the initial value of FIPS 180-4 §5.3.3.
    private var state: [UInt32] = [
      0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
    ]
    /// Bytes waiting for a full 64-byte block; always fewer than 64 between calls.
    private var pending: [UInt8] = []
    /// How many message bytes `update` has taken so far.
    private var byteCount: UInt64 = 0

    init() {
      pending.reserveCapacity(64)
    }

    /// Adds `bytes` to the message.
    mutating func update(_ bytes: some Sequence<UInt8>) {
      let contiguous: Void? = bytes.withContiguousStorageIfAvailable { buffer in
        update(buffer: buffer)
      }
      guard contiguous == nil else { return }
      for byte in bytes {
        pending.append(byte)
        byteCount &+= 1
        if pending.count == 64 { compressPending() }
      }
    }

    /// Adds the bytes of `buffer`, compressing whole blocks straight from it without copying.
    private mutating func update(buffer: UnsafeBufferPointer<UInt8>) {
      byteCount &+= UInt64(buffer.count)
      var index = 0
      if !pending.isEmpty {
        let taken = min(64 - pending.count, buffer.count)
        pending.append(contentsOf: buffer[0..<taken])
        index = taken
        if pending.count == 64 { compressPending() }
      }
      while buffer.count - index >= 64 {
        Self._compress(&state, UnsafeBufferPointer(rebasing: buffer[index..<(index + 64)]))
        index += 64
      }
      pending.append(contentsOf: buffer[index...])
    }

    /// Compresses the 64 pending bytes into the state and empties the pending buffer.
    private mutating func compressPending() {
      var block: [UInt8] = []
      swap(&block, &pending)
      block.withUnsafeBufferPointer { Self._compress(&state, $0) }
      block.removeAll(keepingCapacity: true)
      pending = block
    }

    /// Pads the message (FIPS 180-4 §5.1.1) and returns the 32-byte digest; the hasher is spent afterwards.
    mutating func finalize() -> [UInt8] {
      let bitLength = byteCount &* 8
      var padding: [UInt8] = [0x80]
      let used = (pending.count + 1) % 64
      padding += [UInt8](repeating: 0, count: used <= 56 ? 56 - used : 120 - used)
      for shift in stride(from: 56, through: 0, by: -8) {
        padding.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
      }
      update(padding)
      var digest: [UInt8] = []
      digest.reserveCapacity(32)
      for word in state {
        for shift: UInt32 in [24, 16, 8, 0] { digest.append(UInt8(truncatingIfNeeded: word >> shift)) }
      }
      return digest
    }

    /// The SHA-256 compression function (FIPS 180-4 §6.2.2) applied to one 64-byte block.
    ///
    /// Written for unoptimised (debug) builds too, where the grader hashes the kit: raw pointers, no function calls in
    /// the rounds, and the shifts spelled out, since nothing is inlined there.
    private static func _compress(_ state: inout [UInt32], _ block: UnsafeBufferPointer<UInt8>) {
      let bytes = block.baseAddress!
      let w = UnsafeMutablePointer<UInt32>.allocate(capacity: 64)
      defer { w.deallocate() }
      var t = 0
      while t < 16 {
        let i = 4 &* t
        w[t] = UInt32(bytes[i]) << 24 | UInt32(bytes[i &+ 1]) << 16 | UInt32(bytes[i &+ 2]) << 8 | UInt32(bytes[i &+ 3])
        t &+= 1
      }
      while t < 64 {
        let x = w[t &- 15], y = w[t &- 2]
        let s0 = (x >> 7 | x << 25) ^ (x >> 18 | x << 14) ^ (x >> 3)
        let s1 = (y >> 17 | y << 15) ^ (y >> 19 | y << 13) ^ (y >> 10)
        w[t] = w[t &- 16] &+ s0 &+ w[t &- 7] &+ s1
        t &+= 1
      }
      var a = state[0], b = state[1], c = state[2], d = state[3]
      var e = state[4], f = state[5], g = state[6], h = state[7]
      _roundConstants.withUnsafeBufferPointer { constants in
        let k = constants.baseAddress!
        var t = 0
        while t < 64 {
          let sum1 = (e >> 6 | e << 26) ^ (e >> 11 | e << 21) ^ (e >> 25 | e << 7)
          let choice = (e & f) ^ (~e & g)
          let t1 = h &+ sum1 &+ choice &+ k[t] &+ w[t]
          let sum0 = (a >> 2 | a << 30) ^ (a >> 13 | a << 19) ^ (a >> 22 | a << 10)
          let majority = (a & b) ^ (a & c) ^ (b & c)
          h = g
          g = f
          f = e
          e = d &+ t1
          d = c
          c = b
          b = a
          a = t1 &+ sum0 &+ majority
          t &+= 1
        }
      }
      state[0] &+= a
      state[1] &+= b
      state[2] &+= c
      state[3] &+= d
      state[4] &+= e
      state[5] &+= f
      state[6] &+= g
      state[7] &+= h
    }

    /// The round constants K(0)…K(63) of FIPS 180-4 §4.2.2.
    private static let _roundConstants: [UInt32] = [
      0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
      0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
      0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
      0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
      0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
      0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
      0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
      0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]
  }
}
