import GraderCore
extension ClassReport {
  /// Students linked by similar code in one exercise: a pair, or a ring of copies that shows as many pairs.
  struct SimilarGroup: Equatable {
    var exercise: String
    var questions: [String]
    /// In name order.
    var students: [String]
    var pairs: Int
    var lowest: Int
    var highest: Int
  }

  /// The flagged pairs joined into groups per exercise (students linked through any chain of pairs), in the order of
  /// their first pair, so a ring of one student and three copies reads as one line instead of six pairs.
  var similarGroups: [SimilarGroup] {
    var groups: [SimilarGroup] = []
    for pair in similarPairs {
      let linked = groups.indices.filter {
        groups[$0].exercise == pair.exercise && (groups[$0].students.contains(pair.first) || groups[$0].students.contains(pair.second))
      }
      var group = SimilarGroup(
        exercise: pair.exercise, questions: pair.questions, students: [pair.first, pair.second], pairs: 1,
        lowest: pair.similarity, highest: pair.similarity)
      for index in linked {
        let other = groups[index]
        group.students += other.students
        group.pairs += other.pairs
        group.lowest = min(group.lowest, other.lowest)
        group.highest = max(group.highest, other.highest)
      }
      group.students = Array(Set(group.students)).sorted()
      let at = linked.first ?? groups.count
      for index in linked.reversed() { groups.remove(at: index) }
      groups.insert(group, at: min(at, groups.count))
    }
    return groups
  }
}
