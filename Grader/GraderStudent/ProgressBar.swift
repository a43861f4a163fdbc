import GraderCore
/// A one-line bar of `width` cells, filled in proportion to a fraction.
enum ProgressBar {
  /// `fraction` (clamped to 0…1) as filled and empty cells.
  static func cells(_ fraction: Double, width: Int) -> String {
    TextReport.bar(fraction, width: width)
  }
}
