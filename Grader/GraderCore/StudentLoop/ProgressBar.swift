/// A one-line bar of `width` cells, filled in proportion to a fraction.
enum ProgressBar {
  /// `fraction` (clamped to 0…1) as filled and empty cells.
  static func cells(_ fraction: Double, width: Int) -> String {
    let clamped = fraction.isFinite ? min(1, max(0, fraction)) : 0
    let filled = Int((clamped * Double(width)).rounded(.down))
    return String(repeating: "█", count: filled) + String(repeating: "░", count: max(0, width - filled))
  }
}
