// Alternative: the property typed BookRepository without any, and a setter that names its value.
import BookshelfCore
import SwiftUI

/// The environment key under which the app's `BookRepository` is stored.
private struct BookRepositoryKey: EnvironmentKey {
  static let defaultValue: any BookRepository = LiveBookRepository()
}

extension EnvironmentValues {
  /// The repository views read with `@Environment(\.bookRepository)`.
  public var bookRepository: BookRepository {
    get { self[BookRepositoryKey.self] }
    set(repository) { self[BookRepositoryKey.self] = repository }
  }
}
