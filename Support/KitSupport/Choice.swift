/// One option of a multiple-choice question: 选择题的一个选项。
public enum Choice: String, CaseIterable, Sendable, CustomStringConvertible {
  case a = "A"
  case b = "B"
  case c = "C"
  case d = "D"

  public var description: String { rawValue }
}
