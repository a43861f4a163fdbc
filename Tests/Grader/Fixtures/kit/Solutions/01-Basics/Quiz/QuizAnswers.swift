import KitSupport

// Choice: replace nil with .a, .b, .c or .d. True/false: true or false. Fill in: one word. Predict: Swift values.

/// The answers to lesson 1's closed questions.
public enum QuizAnswers {
  public static let choice1: Choice? = x

  public static let choice2: Choice? = .c

  public static let trueFalse1: Bool? = .a

  public static let blank1 = false

  public static let count: Int? = "struct"

  public static let sorted: [Int]? = 3
}
