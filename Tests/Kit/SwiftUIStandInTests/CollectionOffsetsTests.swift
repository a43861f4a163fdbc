import SwiftUI
import Testing

// https://developer.apple.com/documentation/swift/rangereplaceablecollection/remove(atoffsets:) and
// https://developer.apple.com/documentation/swift/mutablecollection/move(fromoffsets:tooffset:): SwiftUI's helpers for
// `.onDelete` and `.onMove`, which report row offsets as an IndexSet.
@Suite("按偏移删除和移动 / removing and moving by offsets")
struct CollectionOffsetsTests {
  @Test("remove(atOffsets:) 删除这些位置上的元素 / remove(atOffsets:) removes the elements at the offsets")
  func removeAtOffsets() {
    var letters = ["A", "B", "C", "D", "E"]
    letters.remove(atOffsets: IndexSet([1, 3]))
    #expect(letters == ["A", "C", "E"])
  }

  @Test("move(fromOffsets:toOffset:) 把元素移到目标之前 / move puts the elements just before the destination")
  func moveFromOffsets() {
    var letters = ["A", "B", "C", "D", "E"]
    letters.move(fromOffsets: IndexSet([0]), toOffset: 3)
    #expect(letters == ["B", "C", "A", "D", "E"])
    letters.move(fromOffsets: IndexSet([1, 3]), toOffset: 0)
    #expect(letters == ["C", "D", "B", "A", "E"])
    letters.move(fromOffsets: IndexSet([0]), toOffset: 5)
    #expect(letters == ["D", "B", "A", "E", "C"])
  }
}
