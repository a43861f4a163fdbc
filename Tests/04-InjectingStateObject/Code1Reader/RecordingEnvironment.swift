/// An environment that counts how often a reader reads it, so a test can tell when the reading happens.
final class RecordingEnvironment {
  /// The value a read returns; tests change it between applications.
  var value: Int

  /// How many times `read()` has been called.
  private(set) var reads = 0

  init(value: Int) {
    self.value = value
  }

  /// Returns `value` and counts the read.
  func read() -> Int {
    reads += 1
    return value
  }
}

/// Counts calls of the transforms a test hands to `map` and `flatMap`.
final class CallCounter {
  private(set) var count = 0

  func tick() {
    count += 1
  }
}

/// A small environment with two parts, so the laws are checked with readers that really use their environment.
struct SampleConfig: Equatable {
  var base: Int
  var label: String

  /// The environments every law is checked on.
  static let samples = [
    SampleConfig(base: 0, label: "zero"),
    SampleConfig(base: 7, label: "seven"),
    SampleConfig(base: -3, label: "minus three"),
  ]
}
