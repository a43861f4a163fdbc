import Foundation
import KitSupport
import GraderCore

extension KitLock {
  /// The kit's identity: the SHA-256 of this lock as `grader lock` writes it, so it equals the digest of
  /// `Course/kit.lock.json` whenever the kit matches its lock file.
  ///
  /// `grader batch` stamps it on `students.json`, every report and the class report; `grader merge` refuses shards
  /// whose digests differ.
  package var digest: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var data = (try? encoder.encode(self)) ?? Data()
    data.append(UInt8(ascii: "\n"))
    return SHA256Digest.hex(of: Array(data))
  }
}
