import FExpected
import Testing

@testable import FMath

@Suite("Code 1: Math")
struct Code1Math {
  @Test func addsSmallNumbers() {
    #expect(Math.add(2, 3) == 5, "2 + 3 应为 5 / should be 5")
  }

  @Test func addsNegativeNumbers() {
    #expect(Math.add(-2, -3) == -5, "-2 + -3 应为 -5 / should be -5")
  }

  @Test func doubles() {
    #expect(Math.double(4) == Expected.twiceFour, "4 的两倍应为 8 / twice 4 should be 8")
  }
}
