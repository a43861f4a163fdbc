import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

@Suite struct OutputRingTests {
  @Test func keepsTheLastBytesAndCountsAll() {
    var ring = OutputRing(capacity: 4)
    ring.append(Array("ab".utf8))
    #expect(ring.bytes == Array("ab".utf8) && !ring.isTruncated)
    ring.append(Array("cdef".utf8))
    #expect(ring.bytes == Array("cdef".utf8) && ring.totalBytes == 6 && ring.isTruncated)
    ring.append(Array("g".utf8))
    #expect(ring.bytes == Array("defg".utf8))
    ring.append(Array("0123456789".utf8))
    #expect(ring.bytes == Array("6789".utf8) && ring.totalBytes == 17)
  }

  @Test func memoryStaysAtTheCapacity() {
    var ring = OutputRing(capacity: 1000)
    let chunk = [UInt8](repeating: 65, count: 4096)
    for _ in 0..<1000 { ring.append(chunk) }
    #expect(ring.totalBytes == 4_096_000 && ring.bytes.count == 1000)
  }
}
