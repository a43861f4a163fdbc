/// One thing a fix or code question asks of the student's code, as the manifest lists it: the sentence the student reads
/// (in the stub and next to a failing check), the checks that prove it, and its share of the question's points.
///
/// Every check of the question belongs to exactly one requirement, so a slip in one requirement costs its share and no
/// more; `grader verify` proves that with a single-slip variant of the reference per requirement (`SlipMarkers`).
public struct Requirement: Codable, Hashable, Sendable {
  /// Unique within the exercise; lowerCamelCase, so `// SLIP id` markers can name it.
  public var id: String
  /// The `@Test` functions (without `()`) of the question's suite, visible or hidden, that prove it.
  public var checks: [String]
  /// Its share of the question's points: points × its checks ÷ all of the question's checks.
  public var points: Double
  public var text: LocalizedText
  /// In the student edition: how many of its checks are hidden ones, whose names only the teacher's edition keeps.
  public var heldBackChecks: Int?

  public init(id: String, checks: [String], points: Double, text: LocalizedText, heldBackChecks: Int? = nil) {
    self.id = id
    self.checks = checks
    self.points = points
    self.text = text
    self.heldBackChecks = heldBackChecks
  }

  /// How many checks prove it, hidden ones included.
  public var checkCount: Int { checks.count + (heldBackChecks ?? 0) }
}

extension Question {
  /// The requirement `check` belongs to, if the manifest lists requirements.
  public func requirement(ofCheck check: String) -> Requirement? {
    requirements?.first { $0.checks.contains(check) }
  }

  /// What a requirement of this question is worth: its checks' share of the points, to the cent.
  public func share(of requirement: Requirement) -> Double {
    // In the student edition the hidden checks are only counted (`heldBackChecks`).
    let all = (checks ?? []).count + (hiddenChecks?.count ?? heldBackChecks ?? 0)
    guard all > 0 else { return 0 }
    return (points * Double(requirement.checkCount) / Double(all) * 100).rounded() / 100
  }

  /// Everything wrong with the question's requirements, one line each; fix and code questions must list them.
  func requirementProblems() -> [String] {
    guard kind == .fix || kind == .code else {
      return requirements == nil ? [] : ["\(id): only fix and code questions list requirements"]
    }
    guard let requirements else { return ["\(id): a \(kind.rawValue) question lists its requirements"] }
    var problems: [String] = []
    let all = (checks ?? []) + (hiddenChecks ?? [])
    var owner: [String: String] = [:]
    var ids: Set<String> = []
    for requirement in requirements {
      let name = "\(id) requirement \(requirement.id)"
      if !ids.insert(requirement.id).inserted { problems.append("\(name): id is not unique") }
      if !Requirement.isValidID(requirement.id) { problems.append("\(name): an id is lowerCamelCase letters and digits") }
      if requirement.checkCount == 0 { problems.append("\(name): names no check") }
      if requirement.text.en.isEmpty || requirement.text.zh.isEmpty { problems.append("\(name): text needs both en and zh") }
      for check in requirement.checks {
        if !all.contains(check) { problems.append("\(name): \(check) is not one of the question's checks") }
        if let other = owner.updateValue(requirement.id, forKey: check) {
          problems.append("\(name): \(check) already belongs to requirement \(other)")
        }
      }
      let share = share(of: requirement)
      if abs(requirement.points - share) > 0.005 {
        problems.append("\(name): points \(requirement.points) should be its checks' share, \(share)")
      }
    }
    for check in all where owner[check] == nil { problems.append("\(id): check \(check) belongs to no requirement") }
    return problems
  }
}

extension Requirement {
  /// Whether `id` can name a requirement (and a slip marker): a lowercase letter, then letters and digits.
  static func isValidID(_ id: String) -> Bool {
    guard let first = id.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
    return id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
  }
}
