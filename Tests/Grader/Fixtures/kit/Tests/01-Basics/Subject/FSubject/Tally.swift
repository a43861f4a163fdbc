/// A running total: the subject of the test-writing exercise.
public struct Tally: Sendable {
  /// The sum of everything added since the last reset.
  public private(set) var total = 0

  public init() {}

  /// Adds `amount` to the total.
  public mutating func add(_ amount: Int) {
    total += amount
    // FAULT countsTwice
    if Fault.isActive("countsTwice") { total += amount }
    // END FAULT
  }

  /// Sets the total back to zero.
  public mutating func reset() {
    // FAULT forgetsReset
    if Fault.isActive("forgetsReset") { return }
    // END FAULT
    total = 0
  }
}
