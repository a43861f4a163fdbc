/// The last bytes a process printed, and how many it printed in all: memory stays flat whatever it prints.
package struct OutputRing: Sendable, Equatable {
  /// How many bytes are kept.
  let capacity: Int
  /// Every byte seen, including those no longer kept.
  private(set) var totalBytes = 0
  private var storage: [UInt8] = []
  /// Where the next byte goes once `storage` is full.
  private var start = 0

  package init(capacity: Int) {
    self.capacity = max(1, capacity)
    storage.reserveCapacity(min(self.capacity, 4096))
  }

  /// Adds bytes, dropping the oldest ones beyond `capacity`.
  package mutating func append<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
    totalBytes += bytes.count
    var slice = Array(bytes.suffix(capacity))
    if storage.count < capacity {
      let room = capacity - storage.count
      storage.append(contentsOf: slice.prefix(room))
      slice.removeFirst(min(room, slice.count))
    }
    for byte in slice {
      storage[start] = byte
      start = (start + 1) % capacity
    }
  }

  /// The kept bytes, oldest first.
  package var bytes: [UInt8] {
    Array(storage[start...] + storage[..<start])
  }

  /// Whether bytes were dropped.
  var isTruncated: Bool { totalBytes > storage.count }
}
