import Testing

import FSubject

// Writing tests: test `Tally` (module FSubject): `add(_:)` adds to `total`, `reset()` sets it back to zero.
// Your tests must pass on the correct Tally; the more of its faulty versions they catch, the higher the score.

@Suite("Tests of Tally")
struct TallyTests {
  // TODO: write your @Test functions here
}
