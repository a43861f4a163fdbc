import BookshelfCore
@testable import DIFix2
import SwiftUI
import Testing

/// Writes and reads `makeBookRepository` through key paths, so the suite compiles whether or not the student's property
/// has a setter, and whatever way the closure type is spelled.
///
/// 通过键路径读写 `makeBookRepository`：无论学生的属性有没有 setter、闭包类型怎么写，这套测试都能编译。
enum Fix2Probe {
  /// What a check reports when `makeBookRepository` cannot be written: 无法写入 `makeBookRepository` 时检查报告的内容。
  static let readOnly: Testing.Comment = "makeBookRepository 是只读的（只有 get）：无法通过 .environment(\\.makeBookRepository, …) 注入任何工厂 / makeBookRepository is get-only: no factory can be injected with .environment(\\.makeBookRepository, …)"

  /// Sets a factory that always returns `repository` on `values` when the property is writable, and reports whether it
  /// was. 属性可写时往 `values` 写入一个总是返回 `repository` 的工厂，并返回能否写入。
  static func set(_ repository: any BookRepository, on values: inout EnvironmentValues) -> Bool {
    guard
      let path = (\EnvironmentValues.makeBookRepository as AnyKeyPath)
        as? WritableKeyPath<EnvironmentValues, @Sendable () -> any BookRepository>
    else {
      return false
    }
    values[keyPath: path] = { repository }
    return true
  }

  /// The repository the factory in `values` makes: `values` 里的工厂创建的仓库。
  static func made(from values: EnvironmentValues) -> any BookRepository {
    values.makeBookRepository()
  }
}
