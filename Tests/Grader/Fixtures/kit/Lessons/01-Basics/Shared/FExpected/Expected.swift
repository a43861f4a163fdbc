/// Values the lesson's text quotes and the code 1 suite checks against: a shared lesson module, which students read
/// and the kit owns (grading always takes the master's copy).
public enum Expected {
  /// Twice 4.
  public static let twiceFour = 8
}
