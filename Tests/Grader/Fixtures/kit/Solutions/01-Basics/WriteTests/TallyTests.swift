import Testing

import FSubject

// Writing tests: test `Tally` (module FSubject): `add(_:)` adds to `total`, `reset()` sets it back to zero.
// Your tests must pass on the correct Tally; the more of its faulty versions they catch, the higher the score.

@Suite("Tests of Tally")
struct TallyTests {
  @Test func addsEachAmountOnce() {
    var tally = Tally()
    tally.add(2)
    tally.add(3)
    #expect(tally.total == 5)
  }

  @Test func resetStartsAgainFromZero() {
    var tally = Tally()
    tally.add(4)
    tally.reset()
    #expect(tally.total == 0)
  }
}
