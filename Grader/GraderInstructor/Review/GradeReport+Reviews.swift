import GraderCore
extension GradeReport {
  /// The report with the instructor's reviews merged in: each reviewed open question gets its points and comment.
  public func applying(_ reviews: [String: Review]) -> GradeReport {
    var report = self
    for index in report.questions.indices {
      let question = report.questions[index]
      guard question.kind == .open, let review = reviews[question.id] else { continue }
      let points = Swift.min(Swift.max(review.points, 0), question.maxScore)
      report.questions[index].status = .reviewed
      report.questions[index].score = points
      report.questions[index].review = Review(points: points, comment: review.comment)
    }
    report.manualScore = Scorer.rounded(report.questions.compactMap(\.review?.points).reduce(0, +))
    return report
  }
}
