import KitSupport

/// The answers to lesson 2's closed questions.
public enum QuizAnswers {
  public static let choice1: Choice? = .b
}
