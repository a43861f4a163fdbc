import BookshelfCore

/// A repository defined by the test itself, which counts its reads so the test can tell it was the one used.
actor ProbeRepository: BookRepository {
  /// The error a failing probe throws.
  struct Failure: Swift.Error {}

  private var books: [Book]
  private let fails: Bool

  /// How many times `fetchBooks()` has been called.
  private(set) var fetchCount = 0

  /// Creates a probe holding `books`, or one whose every call throws `Failure` when `fails` is true.
  init(books: [Book] = [], fails: Bool = false) {
    self.books = books
    self.fails = fails
  }

  func fetchBooks() async throws -> [Book] {
    fetchCount += 1
    if fails {
      throw Failure()
    }
    return books
  }

  func add(_ book: Book) async throws {
    if fails {
      throw Failure()
    }
    books.append(book)
  }

  func delete(_ book: Book) async throws {
    if fails {
      throw Failure()
    }
    books.removeAll { $0.id == book.id }
  }
}
