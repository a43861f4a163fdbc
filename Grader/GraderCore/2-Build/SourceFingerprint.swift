import Foundation

/// A cheap fingerprint of some folders' files, to tell whether an exercise changed since it last failed to build.
///
/// FNV-1a over each file's kit-relative path and bytes: enough to notice an edit, not meant to resist tampering.
package enum SourceFingerprint {
  /// The fingerprint of every regular file under `folders` (kit-relative, files or folders), in a stable order.
  package static func of(_ folders: [String], in root: URL) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ bytes: some Sequence<UInt8>) {
      for byte in bytes {
        hash ^= UInt64(byte)
        hash = hash &* 0x100_0000_01b3
      }
    }
    let fileManager = FileManager.default
    for folder in folders {
      let base = root.appendingPathComponent(folder)
      var paths: [String] = []
      var isDirectory: ObjCBool = false
      if fileManager.fileExists(atPath: base.path, isDirectory: &isDirectory), !isDirectory.boolValue {
        paths = [""]
      } else {
        paths = (fileManager.subpaths(atPath: base.path) ?? []).sorted()
      }
      for path in paths {
        let url = path.isEmpty ? base : base.appendingPathComponent(path)
        guard let data = RegularFile.contents(atPath: url.path) else { continue }
        mix((folder + "/" + path).utf8)
        mix([0])
        mix(data)
        mix([0])
      }
    }
    return String(hash, radix: 16)
  }
}
