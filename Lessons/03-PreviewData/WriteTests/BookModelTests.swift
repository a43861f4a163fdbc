import BookAPI
import PVTestSubject
import Testing

// 写测试：用 Swift Testing 给 BookModel 写单元测试
// Write the tests: unit tests for BookModel with Swift Testing
//
// 测试对象是 `BookModel.fetchBooks(with:)`（Tests/03-PreviewData/Subject/PVTestSubject/BookModel.swift），
// 它的文档注释写明了应有的行为。评分方式：grader 先在正确的 BookModel 上运行你的测试，它们必须全部通过；
// 然后在几个故意写错的 BookModel 版本上各运行一次，能让至少一个测试失败的错误版本就算被你“抓住”了。
// 分数 = 抓住的错误版本所占的比例。
// The subject is `BookModel.fetchBooks(with:)` (Tests/03-PreviewData/Subject/PVTestSubject/BookModel.swift); its doc
// comment states how it must behave. Grading: the grader first runs your tests against the correct BookModel, where
// every test must pass; then once against each of several deliberately broken versions. A broken version is caught
// when at least one of your tests fails on it. Your score is the share of broken versions you catch.
//
// 提示 / Hints
// - 自己写 Mock：`enum TwoBooksClient: HTTPClient { static func fetchBooks() -> [Book] { ... } }`。
//   要求是 static 的，所以每种场景（成功、失败、另一组书）各写一个类型。
//   Write your own mocks: `enum TwoBooksClient: HTTPClient { static func fetchBooks() -> [Book] { ... } }`.
//   The requirement is static, so each scenario (success, failure, other books) is its own type.
// - `Book(title:)` 每次都生成新的 UUID 作为 `id`，两次 `Book(title: "A")` 并不相等：把 Mock 的书放进 `static let`，
//   再和这个常量比较（或者只比较 `title`）。
//   `Book(title:)` makes a fresh UUID `id` each time, so two `Book(title: "A")` are not equal: keep a mock's books in
//   a `static let` and compare with that constant (or compare the titles only).
// - `BookModel` 是 `@MainActor` 的：给测试套件或测试函数标上 `@MainActor`。
//   `BookModel` is `@MainActor`: mark your suite or test functions `@MainActor`.
// - `RealHTTPClient.requests { ... }` 返回闭包里发往真实服务器的请求，其他测试同时运行也不受影响。
//   `RealHTTPClient.requests { ... }` returns the requests sent to the real server inside the closure, exactly,
//   even while other tests run at the same time.
//
// 运行 / Run:  swift run grader test pv.tests1
// 检查 / Check:  swift run grader --question pv.tests1

/// Your tests for `BookModel`: 你为 `BookModel` 写的测试。
@MainActor
@Suite("BookModel")
struct BookModelTests {
  // TODO: 在这里写 `@Test` 函数 / write your `@Test` functions here
}
