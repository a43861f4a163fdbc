import BookshelfCore
import Foundation
import Testing

/// The two repositories of the worked example keep the contract the view model relies on.
@Suite("示例中的两个仓库 / the example's two repositories")
struct BookRepositoryTests {
  @Test("真实实现带着两本初始书，并能增删 / the live repository starts with two books and adds and deletes")
  func liveRepositoryAddsAndDeletes() async throws {
    let repository = LiveBookRepository(delay: .milliseconds(1))
    let seeded = try await repository.fetchBooks()
    #expect(seeded.count == 2)

    let book = Book(title: "第三本 / Third", author: "丙 / C")
    try await repository.add(book)
    #expect(try await repository.fetchBooks() == seeded + [book])

    try await repository.delete(book)
    #expect(try await repository.fetchBooks() == seeded)
  }

  @Test("Mock 按要求抛出网络错误 / the mock throws a network error when told to fail")
  func mockFailsWhenAsked() async {
    let repository = MockBookRepository(books: [Book(title: "甲 / A", author: "乙 / B")], shouldFail: true)
    await #expect(throws: URLError.self) {
      try await repository.fetchBooks()
    }
  }

  @Test("Mock 原样返回给定的书 / the mock returns exactly the books it was given")
  func mockReturnsGivenBooks() async throws {
    let books = [Book(title: "甲 / A", author: "乙 / B"), Book(title: "丙 / C", author: "丁 / D")]
    let repository = MockBookRepository(books: books)
    #expect(try await repository.fetchBooks() == books)
  }
}
