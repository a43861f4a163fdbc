// Write a few sentences between the triple quotes. The instructor grades them.

/// Your answers to the lesson's open questions.
public enum OpenAnswers {
  public static let answer1 = """
    
    """

  public static let answer2 = """
    
    """
}
