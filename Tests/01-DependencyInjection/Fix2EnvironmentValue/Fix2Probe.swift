import BookshelfCore
@testable import DIFix2
import SwiftUI
import Testing

/// Writes `bookRepository` through a key path, so the suite compiles whether or not the student's property has a setter.
///
/// 通过键路径写入 `bookRepository`：无论学生的属性有没有 setter，这套测试都能编译。
enum Fix2Probe {
  /// What a check reports when `bookRepository` cannot be written: 无法写入 `bookRepository` 时检查报告的内容。
  static let readOnly: Testing.Comment = "bookRepository 是只读的（只有 get）：无法通过 .environment(\\.bookRepository, …) 注入任何仓库 / bookRepository is get-only: nothing can be injected with .environment(\\.bookRepository, …)"

  /// Sets `repository` on `values` when the property is writable, and reports whether it was.
  /// 属性可写时把 `repository` 写入 `values`，并返回能否写入。
  static func set(_ repository: any BookRepository, on values: inout EnvironmentValues) -> Bool {
    guard let path = (\EnvironmentValues.bookRepository as AnyKeyPath) as? WritableKeyPath<EnvironmentValues, any BookRepository> else {
      return false
    }
    values[keyPath: path] = repository
    return true
  }
}
