import Foundation
import KitSupport
import Testing

@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// Closed questions' explanations in the student edition: sealed until the answers are right.
@Suite struct SealedExplanationTests {
  let text = LocalizedText(en: "False. The view gets its repository from outside.", zh: "错。视图从外面拿到 Repository。")

  @Test func theRightKeysOpenItAndNothingElseDoes() throws {
    let sealed = try SealedExplanation.seal(text, question: "di.tf1", canonicals: ["false"], salt: "s")
    #expect(!sealed.contains("False") && !sealed.contains("Repository"))
    #expect(SealedExplanation.open(sealed, question: "di.tf1", canonicals: ["false"], salt: "s") == text)
    #expect(SealedExplanation.open(sealed, question: "di.tf1", canonicals: ["true"], salt: "s") == nil)
    #expect(SealedExplanation.open(sealed, question: "di.tf2", canonicals: ["false"], salt: "s") == nil)
    #expect(SealedExplanation.open(sealed, question: "di.tf1", canonicals: ["false"], salt: "t") == nil)
    #expect(SealedExplanation.open("sealed-v1:AAAA", question: "di.tf1", canonicals: ["false"], salt: "s") == nil)
    #expect(SealedExplanation.open("False.", question: "di.tf1", canonicals: ["false"], salt: "s") == nil)
  }

  @Test func aQuestionOfSeveralAnswersNeedsThemAllInOrder() throws {
    let sealed = try SealedExplanation.seal(text, question: "di.predict1", canonicals: ["3", "[\"A\"]"], salt: "s")
    #expect(SealedExplanation.open(sealed, question: "di.predict1", canonicals: ["3", "[\"A\"]"], salt: "s") == text)
    #expect(SealedExplanation.open(sealed, question: "di.predict1", canonicals: ["3"], salt: "s") == nil)
    #expect(SealedExplanation.open(sealed, question: "di.predict1", canonicals: ["[\"A\"]", "3"], salt: "s") == nil)
  }

  /// The real course's edition manifest: no closed explanation in clear, each opens with its keys.
  @Test func theEditionManifestShipsNoClosedExplanationInClear() throws {
    let url = Fixtures.kitRoot.appendingPathComponent(Course.relativePath)
    let master = try Course.load(from: url)
    let text = try StudentEdition.editionManifest(url, course: master)
    let edition = try JSONDecoder().decode(Course.self, from: Data(text.utf8))
    #expect(EditionCheck.sealingProblems(edition: edition, master: master, texts: [("Course/course.json", text)]).isEmpty)
    let closed = master.questions.filter { $0.question.isClosed }
    #expect(closed.count > 40)
    for (_, question) in closed {
      #expect(!text.contains(question.explanation.en) && !text.contains(question.explanation.zh), "\(question.id)")
    }
    // Open and code questions keep theirs: they name no key.
    let code = try #require(edition.questions.first { $0.question.id == "di.code1" }?.question)
    #expect(code.explanation == master.questions.first { $0.question.id == "di.code1" }?.question.explanation)
    #expect(code.sealedExplanation == nil)
  }

  @Test func verifyNamesAnExplanationLeftInClearOrWrittenElsewhere() throws {
    let url = Fixtures.kitRoot.appendingPathComponent(Course.relativePath)
    let master = try Course.load(from: url)
    let problems = EditionCheck.sealingProblems(
      edition: master, master: master,
      texts: [("Lessons/01-DependencyInjection/README.md", master.questions.first { $0.question.id == "di.tf1" }!.question.explanation.en)])
    #expect(problems.contains("di.tf1: the edition's manifest holds the explanation in clear"))
    #expect(problems.contains("di.tf1: the sealed explanation does not open with the question's keys"))
    #expect(problems.contains("di.tf1: its explanation is readable in Lessons/01-DependencyInjection/README.md"))
  }

  /// What the grader shows after a pass in the edition: the explanation opened with the student's own right answers.
  @Test func aRightAnswerOpensTheExplanationAWrongOneDoesNot() throws {
    var answer = ClosedAnswer(constant: "FillInAnswers.blank1", key: .text("EnvironmentKey"), decoration: FillInDecoration.none)
    var question = Question(
      id: "di.fill1", kind: .fillIn, section: "fill", points: 1, exercise: "DIFillIn", answers: [answer],
      title: text, hint: text, explanation: text)
    answer.keyHashes = ClosedAnswerJudge(question: question, answer: answer, salt: "s").keyHashes
    answer.key = nil
    question.answers = [answer]
    question.sealedExplanation = try SealedExplanation.seal(text, question: question.id, canonicals: ["EnvironmentKey"], salt: "s")
    question.explanation = SealedExplanation.placeholder
    func grader(_ literal: String) -> ClosedQuestionGrader {
      let source = "public enum FillInAnswers {\n  public static let blank1 = \(literal)\n}\n"
      return ClosedQuestionGrader(files: [.init(path: "FillIn.swift", reader: ClosedAnswerReader(source: source))], salt: "s")
    }
    #expect(grader("\"EnvironmentKey\"").explanation(of: question) == text)
    #expect(grader("\"EnvironmentValues\"").explanation(of: question) == nil)
    #expect(grader("\"\"").explanation(of: question) == nil)
  }
}
