// Alternative: the closure type written out with the bare protocol (no any), and a setter that names its value.
import BookshelfCore
import SwiftUI

/// A closure that makes a new repository each time it is called.
public typealias BookRepositoryFactory = @Sendable () -> any BookRepository

/// The environment key under which the app's repository factory is stored.
private struct BookRepositoryFactoryKey: EnvironmentKey {
  static let defaultValue: @Sendable () -> BookRepository = { LiveBookRepository() }
}

extension EnvironmentValues {
  /// The factory views read with `@Environment(\.makeBookRepository)`.
  public var makeBookRepository: @Sendable () -> BookRepository {
    get { self[BookRepositoryFactoryKey.self] }
    set(factory) { self[BookRepositoryFactoryKey.self] = factory }
  }
}
