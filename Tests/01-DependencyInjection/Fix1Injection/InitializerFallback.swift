import BookshelfCore

@testable import DIFix1

/// A fallback `init(repository:)` that the compiler uses only when the student's view model has none taking
/// `any BookRepository`; it returns `nil`, which the checks report in the student's terms.
///
/// 只有学生的 ViewModel 没有接收 `any BookRepository` 的 `init(repository:)` 时，编译器才会用这个后备实现；它返回 `nil`，
/// 检查再用学生能看懂的话说明问题。这样原始代码和测试也能一起编译，报告里是说明而不是编译错误。
protocol Fix1InitializerFallback {}

extension Fix1InitializerFallback {
  @_disfavoredOverload
  init?(repository: any BookRepository) { return nil }
}

extension BookListViewModel: Fix1InitializerFallback {}
