import Foundation
import GradingSupport
import Observation
import SwiftUI
import Testing

@testable import VMFix1

/// Grades fix 1: the count must be the view model's own observable state, and the view model must hold no view.
/// 改错题 1 的评分：计数必须是 ViewModel 自己的可观察状态，ViewModel 也不能持有视图。
///
/// One check per requirement; the view model is reached only through `Fix1Probe`, so a missing member costs only the
/// checks that use it. 每项要求一个检查；只通过 `Fix1Probe` 使用 ViewModel，缺一个成员只丢用到它的检查。
@MainActor
@Suite("改错题 1：点了 + 数字却不变 / Fix 1: tapping + never changes the number")
struct Fix1TallyScreen {
  @Test("TallyViewModel() 单独创建，count 从 0 开始 / TallyViewModel() on its own, count starts at 0")
  func startsAtZero() throws {
    let viewModel = try Self.make()
    let count = try Self.count(of: viewModel)
    #expect(count == 0, "TallyViewModel() 刚创建时读到 count == \(count)，应为 0 / right after TallyViewModel(), count read \(count); expected 0")
  }

  @Test("increment() 让 count 加一 / increment() adds one to count")
  func incrementAddsOne() throws {
    let viewModel = try Self.make()
    let before = try Self.count(of: viewModel)
    try #require(Fix1Probe.increment(viewModel), "TallyViewModel 没有 increment() 方法 / TallyViewModel has no increment() method")
    let once = try Self.count(of: viewModel)
    #expect(once == before + 1, "调用 increment() 之前 count 为 \(before)，之后为 \(once)，应为 \(before + 1) / count was \(before) before increment() and \(once) after; expected \(before + 1)")
    _ = Fix1Probe.increment(viewModel)
    let twice = try Self.count(of: viewModel)
    #expect(twice == before + 2, "调用两次 increment() 之后 count 为 \(twice)，应为 \(before + 2) / after two calls to increment(), count was \(twice); expected \(before + 2)")
  }

  @Test("reset() 让 count 回到 0 / reset() sets count back to 0")
  func resetReturnsToZero() throws {
    let viewModel = try Self.make()
    _ = Fix1Probe.increment(viewModel)
    _ = Fix1Probe.increment(viewModel)
    let before = try Self.count(of: viewModel)
    try #require(Fix1Probe.reset(viewModel), "TallyViewModel 没有 reset() 方法 / TallyViewModel has no reset() method")
    let after = try Self.count(of: viewModel)
    #expect(after == 0, "reset() 之前 count 为 \(before)，之后为 \(after)，应为 0 / count was \(before) before reset() and \(after) after; expected 0")
  }

  @Test("读取 count 的视图会收到变化 / a view that reads count hears about its changes")
  func observersSeeTheCount() throws {
    let viewModel = try Self.make()
    _ = try Self.count(of: viewModel)
    let changed = Flag()
    withObservationTracking {
      _ = Fix1Probe.count(of: viewModel)
    } onChange: {
      changed.raise()
    }
    let before = Fix1Probe.count(of: viewModel)
    var found = false
    let notices = Fix1Probe.objectWillChangeNotices(of: viewModel) {
      found = Fix1Probe.increment(viewModel)
    }
    try #require(found, "TallyViewModel 没有 increment() 方法，无法改变 count / TallyViewModel has no increment() method to change count with")
    let after = Fix1Probe.count(of: viewModel)
    let heard = changed.isRaised || (notices ?? 0) > 0
    #expect(heard, "在 withObservationTracking 里读过 count 之后调用 increment()（count 从 \(Self.text(before)) 变为 \(Self.text(after))），onChange 没有被调用，\(Self.objectWillChangeText(notices)) / after count was read inside withObservationTracking, increment() ran (count went from \(Self.text(before)) to \(Self.text(after))), onChange was not called and \(Self.objectWillChangeText(notices, english: true))")
  }

  @Test("ViewModel 不持有任何视图 / the view model holds no view")
  func holdsNoView() throws {
    let viewModel = try Self.make()
    _ = Fix1Probe.increment(viewModel)
    let found = StoredValueScan.firstMatch(in: viewModel, forbidden: ViewTypes.isView, allowed: { _ in false })
    #expect(found == nil, "在 ViewModel 的存储属性里找到了一个视图类型的值（\(found ?? "")）/ among the view model's stored properties there is a value of a view type (\(found ?? ""))")
  }

  @Test("TallyView 持有自己的 ViewModel，自己不存 count / TallyView owns its view model and keeps no count of its own")
  func viewOwnsItsModel() throws {
    let view = try #require(Fix1ViewProbe.make(), "TallyView 没有不带参数的 init()，无法用 TallyView() 创建 / TallyView has no init() without arguments, so TallyView() cannot create it")
    let stored = Swift.Mirror(reflecting: view).children.map { child in
      (name: Self.propertyName(child.label), type: String(reflecting: type(of: child.value)))
    }
    let holders = stored.filter { $0.type.contains("TallyViewModel") }
    let owners = holders.filter { holder in Self.ownerWrappers.contains { holder.type.hasPrefix($0) } }
    let held = holders.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
    #expect(!owners.isEmpty, "TallyView 的存储属性里没有用 @State 或 @StateObject 持有的 TallyViewModel（持有 TallyViewModel 的存储属性：\(held.isEmpty ? "没有" : held)）/ none of TallyView's stored properties keeps a TallyViewModel in @State or @StateObject (stored properties holding a TallyViewModel: \(held.isEmpty ? "none" : held))")
    let counts = stored.filter { Self.numberTypes.contains($0.type) && $0.name.lowercased().contains("count") }.map(\.name)
    #expect(counts.isEmpty, "TallyView 自己还存着计数 \(counts)，屏幕上的数字应当只来自 ViewModel 的 count / TallyView still stores a count of its own, \(counts); the number on screen should come from the view model's count alone")
  }

  /// The property wrappers with which a view owns an object: 视图用来拥有对象的属性包装器。
  static let ownerWrappers = ["SwiftUI.State<", "SwiftUI.StateObject<"]

  /// Stored number types that, under a name with "count" in it, make a second count in the view (a constant such as
  /// `step` is no count): 名字里带 "count" 的这些存储类型会在视图里形成第二份计数（`step` 这样的常量不算）。
  static let numberTypes: Set<String> = ["Swift.Int", "SwiftUI.State<Swift.Int>", "Swift.Optional<Swift.Int>"]

  /// A stored property's name without the wrapper's underscore: 去掉属性包装器下划线的存储属性名。
  static func propertyName(_ label: String?) -> String {
    guard let label else { return "?" }
    return label.hasPrefix("_") ? String(label.dropFirst()) : label
  }

  /// Creates the view model with `TallyViewModel()`, or records why it cannot: 用 `TallyViewModel()` 创建 ViewModel，不能创建时记录原因。
  static func make() throws -> TallyViewModel {
    try #require(Fix1Probe.make(), "TallyViewModel 没有不带参数的 init()，无法用 TallyViewModel() 创建 / TallyViewModel has no init() without arguments, so TallyViewModel() cannot create it")
  }

  /// Reads `count`, or records that there is none: 读取 `count`，没有时记录下来。
  static func count(of viewModel: TallyViewModel) throws -> Int {
    try #require(Fix1Probe.count(of: viewModel), "TallyViewModel 没有 Int 类型的 count 属性 / TallyViewModel has no count property of type Int")
  }

  /// What the check saw of `objectWillChange`: 检查看到的 `objectWillChange` 情况。
  static func objectWillChangeText(_ notices: Int?, english: Bool = false) -> String {
    switch (notices, english) {
    case (nil, false): "而且 TallyViewModel 不是 ObservableObject"
    case (nil, true): "TallyViewModel is not an ObservableObject"
    case (_, false): "objectWillChange 也没有发出通知"
    case (_, true): "objectWillChange sent no notice"
    }
  }

  /// A count as text, `nil` shown as such: 把计数写成文字，`nil` 原样显示。
  static func text(_ count: Int?) -> String {
    count.map(String.init) ?? "nil"
  }
}
