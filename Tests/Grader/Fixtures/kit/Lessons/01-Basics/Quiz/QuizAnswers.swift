import KitSupport

// Choice: replace nil with .a, .b, .c or .d. True/false: true or false. Fill in: one word. Predict: Swift values.

/// The answers to lesson 1's closed questions.
public enum QuizAnswers {
  public static let choice1: Choice? = nil

  public static let choice2: Choice? = nil

  public static let trueFalse1: Bool? = nil

  public static let blank1 = ""

  public static let count: Int? = nil

  public static let sorted: [String]? = nil
}
