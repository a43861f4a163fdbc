/// The switch for the subject's faulty versions, each compiled in with `-D KIT_FAULT_<id>` by the grader.
enum Fault {
  /// Whether the fault `id` is compiled in.
  static func isActive(_ id: String) -> Bool {
    id == selected
  }

  #if KIT_FAULT_countsTwice
  private static let selected = "countsTwice"
  #elseif KIT_FAULT_forgetsReset
  private static let selected = "forgetsReset"
  #else
  private static let selected = ""
  #endif
}
