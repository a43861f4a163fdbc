import Foundation

/// The course manifest (`Course/course.json`): sections, lessons, exercises and questions.
public struct Course: Codable, Hashable, Sendable {
  /// A section questions are grouped in on the report, such as `quiz` or `coding`.
  public struct Section: Codable, Hashable, Sendable {
    public var id: String
    public var title: LocalizedText
  }

  public var schemaVersion: Int
  public var title: LocalizedText
  /// The salt of the closed answers' key hashes (see `AnswerHash`), fixed for a course.
  public var answerSalt: String
  public var sections: [Section]
  public var lessons: [Lesson]
  /// When students see what the autograder printed on Gradescope (its `stdout_visibility`); absent means hidden, as
  /// Gradescope's own default is.
  public var stdoutVisibility: Visibility?

  public init(
    schemaVersion: Int = Course.schemaVersion, title: LocalizedText, answerSalt: String = "0123456789abcdef",
    sections: [Section], lessons: [Lesson]
  ) {
    self.schemaVersion = schemaVersion
    self.title = title
    self.answerSalt = answerSalt
    self.sections = sections
    self.lessons = lessons
  }

  /// The schema version this grader reads.
  public static let schemaVersion = 2

  /// The manifest's path inside a kit.
  public static let relativePath = "Course/course.json"

  /// Every question of every lesson, in course order, with its lesson.
  public var questions: [(lesson: Lesson, question: Question)] {
    lessons.flatMap { lesson in lesson.questions.map { (lesson, $0) } }
  }

  /// Says, in English and then Chinese (a usage error is printed before any `--lang` is read), that `id` names no
  /// question, with up to three IDs that contain it and where to see them all.
  package func unknownQuestionMessage(_ id: String) -> String {
    let near = questions.map(\.question.id).filter { $0.contains(id) }.prefix(3).joined(separator: ", ")
    return "no question \(id)" + (near.isEmpty ? "" : " (did you mean \(near)?)")
      + "; `swift run grader list` shows every question\n"
      + "没有 \(id) 这道题" + (near.isEmpty ? "" : "（是不是 \(near)？）") + "；`swift run grader list` 列出全部题目"
  }

  /// Reads and decodes the manifest at `url`.
  public static func load(from url: URL) throws -> Course {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw KitError.manifest("cannot read \(url.path): \(error.localizedDescription)")
    }
    do {
      return try JSONDecoder().decode(Course.self, from: data)
    } catch let error as DecodingError {
      throw KitError.manifest("\(url.lastPathComponent) is not a valid course manifest: \(error.readableDescription)")
    }
  }
}

extension DecodingError {
  /// A one-line description naming the JSON path that failed.
  var readableDescription: String {
    func path(_ context: Context) -> String {
      let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
      return keys.isEmpty ? "top level" : keys
    }
    switch self {
    case .keyNotFound(let key, let context): return "missing key '\(key.stringValue)' at \(path(context))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
      return "\(context.debugDescription) at \(path(context))"
    @unknown default: return "\(self)"
    }
  }
}
