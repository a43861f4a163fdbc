import KitSupport

// Choice: replace nil with .a, .b, .c or .d. True/false: true or false. Fill in: one word. Predict: Swift values.

/// The answers to lesson 1's closed questions.
public enum QuizAnswers {
  public static let choice1: Choice? = .c

  public static let choice2: Choice? = .a

  public static let trueFalse1: Bool? = false

  public static let blank1 = "struct"

  public static let count: Int? = 3

  public static let sorted: [String]? = ["a", "b", "c"]
}
