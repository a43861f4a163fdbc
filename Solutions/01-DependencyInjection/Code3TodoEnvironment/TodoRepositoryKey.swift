import SwiftUI
import TodoKit

/// The environment key under which views find their todo repository: 视图查找待办仓库所用的环境键。
///
/// Its default is an in-memory sample repository, so a view that nobody injected into still works, in previews too.
/// 默认值是内存中的示例仓库，因此没有被注入依赖的视图（包括预览）也能正常工作。
/// `any TodoRepository` is `Sendable`, which Swift 6 requires of this shared static value.
/// `any TodoRepository` 满足 `Sendable`，Swift 6 要求这种共享的静态值必须如此。
struct TodoRepositoryKey: EnvironmentKey {
  static let defaultValue: any TodoRepository = SampleTodoRepository()  // SLIP usableDefault: static let defaultValue: any TodoRepository = UnimplementedTodoRepository("TodoRepositoryKey.defaultValue")
}
