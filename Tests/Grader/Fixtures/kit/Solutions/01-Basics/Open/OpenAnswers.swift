// Write a few sentences between the triple quotes. The instructor grades them.

/// Your answers to the lesson's open questions.
public enum OpenAnswers {
  public static let answer1 = """
    Tests say what the code must do, and they catch the day it stops doing it.
    """

  public static let answer2 = """
    One behaviour per test, named for it, with nothing left to chance.
    """
}
