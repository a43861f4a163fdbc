/// The `grader` command's exit statuses, where every part of the grader can reach them.
public enum ExitStatus {
  /// Every automatic question has full marks, or the score reached `--min-score`.
  public static let success: Int32 = 0
  /// Some question lost points (or a check found a problem).
  public static let notFullMarks: Int32 = 1
  /// The kit is broken or the arguments are wrong.
  public static let kitOrUsageError: Int32 = 2
}
