import Foundation
import SwiftUI

@testable import VMFix1

/// What the suite asks of `TallyViewModel`, through calls that compile whatever the answer is, so a missing member
/// costs only the checks that need it (and the shipped stub compiles with the suite).
///
/// 测试向 `TallyViewModel` 提的问题：无论答案如何都能编译，缺一个成员只丢用到它的检查（发下来的初始代码也能和测试一起编译）。
/// Each member has a fallback below that the compiler picks only when the student's class lacks it.
/// 每个成员在下面都有后备实现，只有学生的类缺少它时编译器才会选中。
@MainActor
enum Fix1Probe {
  /// A new view model from `TallyViewModel()`, or `nil` when the class has no such initializer.
  /// 用 `TallyViewModel()` 创建的 ViewModel；类没有这个初始化方法时为 `nil`。
  static func make() -> TallyViewModel? {
    TallyViewModel()
  }

  /// The view model's `count`, or `nil` when it has no `count` of type `Int`: ViewModel 的 `count`；没有 `Int` 类型的 `count` 时为 `nil`。
  static func count(of viewModel: TallyViewModel) -> Int? {
    viewModel.count
  }

  /// Calls `increment()` and tells whether the class has it: 调用 `increment()`，返回类是否有这个方法。
  static func increment(_ viewModel: TallyViewModel) -> Bool {
    found(viewModel.increment())
  }

  /// Calls `reset()` and tells whether the class has it: 调用 `reset()`，返回类是否有这个方法。
  static func reset(_ viewModel: TallyViewModel) -> Bool {
    found(viewModel.reset())
  }

  /// The `objectWillChange` notices sent while `body` runs, or `nil` when the view model is not an `ObservableObject`.
  /// `body` 运行期间 `objectWillChange` 发出的通知数；ViewModel 不是 `ObservableObject` 时为 `nil`。
  static func objectWillChangeNotices(of viewModel: TallyViewModel, during body: () -> Void) -> Int? {
    let subject: Any = viewModel
    guard let observable = subject as? any ObservableObject else {
      body()
      return nil
    }
    return notices(of: observable, during: body)
  }

  private static func notices<Object: ObservableObject>(of object: Object, during body: () -> Void) -> Int {
    let counter = NoticeCounter()
    let subscription = object.objectWillChange.sink { _ in counter.add() }
    body()
    subscription.cancel()
    return counter.value
  }

  private static func found(_: Void) -> Bool { true }
  private static func found(_: Fix1Missing) -> Bool { false }
}

/// What a fallback method returns: the student's class has no such method. 后备方法的返回值：学生的类没有这个方法。
struct Fix1Missing {}

/// Fallbacks the compiler uses only when the student's `TallyViewModel` lacks the member.
/// 只有学生的 `TallyViewModel` 缺少对应成员时，编译器才会用到的后备实现。
protocol Fix1Fallbacks: AnyObject {}

extension Fix1Fallbacks {
  @_disfavoredOverload
  init?() { return nil }

  @_disfavoredOverload
  var count: Int? { nil }

  @_disfavoredOverload
  @discardableResult
  func increment() -> Fix1Missing { Fix1Missing() }

  @_disfavoredOverload
  @discardableResult
  func reset() -> Fix1Missing { Fix1Missing() }
}

extension TallyViewModel: Fix1Fallbacks {}

/// Counts notices from any thread: 在任何线程上计数通知。
final class NoticeCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  /// The notices so far: 目前为止的通知数。
  var value: Int { lock.withLock { count } }

  /// Counts one more notice: 多记一条通知。
  func add() { lock.withLock { count += 1 } }
}

/// What the suite asks of `TallyView`: a view made with `TallyView()`, or `nil` when it has no such initializer.
/// 测试向 `TallyView` 提的问题：用 `TallyView()` 创建的视图；没有这个初始化方法时为 `nil`。
@MainActor
enum Fix1ViewProbe {
  /// A new screen from `TallyView()`, or `nil`: 用 `TallyView()` 创建的界面，或 `nil`。
  static func make() -> TallyView? {
    TallyView()
  }
}

/// The fallback the compiler uses only when the student's `TallyView` has no `init()`.
/// 只有学生的 `TallyView` 没有 `init()` 时，编译器才会用到的后备实现。
protocol Fix1ViewFallbacks {}

extension Fix1ViewFallbacks {
  @_disfavoredOverload
  init?() { return nil }
}

extension TallyView: Fix1ViewFallbacks {}
