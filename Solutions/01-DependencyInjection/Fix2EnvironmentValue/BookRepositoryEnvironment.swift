import BookshelfCore
import SwiftUI

// 改错题 2 参考答案 / Fix 2, reference answer
// 扩展里只能写计算属性：值真正存放在 EnvironmentValues 内部，通过键来读写；没有注入时读到键的默认值。
// 放进环境的值是什么类型都一样，这里是一个 `@Sendable` 闭包（键的 `static let` 默认值必须是 Sendable 的）。
// An extension can only add computed properties: the value lives inside EnvironmentValues and is reached through the
// key; an unset key reads its default. That holds whatever the value's type; here it is a `@Sendable` closure (the
// key's `static let` default has to be Sendable).

// BEGIN GENERATED: requirements (swift run grader sync)
// di.fix2 的要求（每条单独计分，分数四舍五入到 0.01）/ What di.fix2 requires (each scored on its own; points rounded to 0.01):
// 1. 没有注入时，调用 makeBookRepository 创建的是 LiveBookRepository。（2.67 分）
//    When nothing was injected, calling makeBookRepository makes a LiveBookRepository. (2.67 pts)
// 2. 注入的工厂能原样读回：只从写入它的那个 EnvironmentValues 读回，其他的（包括副本）不受影响。（5.33 分）
//    An injected factory reads back as it was, from the EnvironmentValues it was set on and from no other (copies included). (5.33 pts)
// END GENERATED: requirements

/// A closure that makes a new repository each time it is called: 每次调用都创建一个新仓库的闭包。
public typealias BookRepositoryFactory = @Sendable () -> any BookRepository

/// The environment key under which the app's repository factory is stored; it makes live repositories by default.
private struct BookRepositoryFactoryKey: EnvironmentKey {
  static let defaultValue: BookRepositoryFactory = { LiveBookRepository() }  // SLIP liveByDefault: static let defaultValue: BookRepositoryFactory = { MockBookRepository() }
}

extension EnvironmentValues {
  /// The factory views read with `@Environment(\.makeBookRepository)`; it makes live repositories unless injected.
  public var makeBookRepository: BookRepositoryFactory {
    // SLIP-BEGIN storedPerEnvironment
    get { self[BookRepositoryFactoryKey.self] }
    set { self[BookRepositoryFactoryKey.self] = newValue }
    // SLIP-ELSE
    // get { SharedBookRepositoryFactory.value ?? BookRepositoryFactoryKey.defaultValue }
    // set { SharedBookRepositoryFactory.value = newValue }
    // SLIP-END
  }
}

// SLIP-BEGIN storedPerEnvironment
// SLIP-ELSE
// /// One value for every environment, the mistake this slip makes: 所有环境共用的一个值（这个 slip 犯的错误）。
// private enum SharedBookRepositoryFactory {
//   nonisolated(unsafe) static var value: BookRepositoryFactory?
// }
// SLIP-END
