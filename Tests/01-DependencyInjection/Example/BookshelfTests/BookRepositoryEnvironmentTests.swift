import Bookshelf
import BookshelfCore
import SwiftUI
import Testing

/// The environment entry for the repository: live by default, and whatever was injected otherwise.
@MainActor
@Suite("环境里的 bookRepository / bookRepository in the environment")
struct BookRepositoryEnvironmentTests {
  @Test("默认是真实实现 / the default is the live repository")
  func defaultIsLive() {
    let repository = EnvironmentValues().bookRepository
    let isLive = repository is LiveBookRepository
    #expect(isLive)
  }

  @Test("注入的实现能读回 / an injected repository is read back")
  func overrideIsReadBack() throws {
    let mock = MockBookRepository()
    var values = EnvironmentValues()
    values.bookRepository = mock

    let readBack = try #require(values.bookRepository as? MockBookRepository)
    let isSameInstance = readBack === mock
    #expect(isSameInstance)
  }

  @Test("注入不影响其他副本 / injecting leaves other copies alone")
  func injectingLeavesCopiesAlone() {
    let original = EnvironmentValues()
    var copy = original
    copy.bookRepository = MockBookRepository()

    let originalIsLive = original.bookRepository is LiveBookRepository
    #expect(originalIsLive)
  }
}
