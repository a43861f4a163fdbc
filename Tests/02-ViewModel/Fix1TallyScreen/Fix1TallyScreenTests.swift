import Foundation
import GradingSupport
import Observation
import SwiftUI
import Testing

@testable import VMFix1

/// Grades fix 1: the count must be the view model's own observable state, and the view model must hold no view.
/// 改错题 1 的评分：计数必须是 ViewModel 自己的可观察状态，ViewModel 也不能持有视图。
@Suite("改错题 1：点了 + 数字却不变 / Fix 1: tapping + never changes the number")
struct Fix1TallyScreen {
  @Test("计数保存在 ViewModel 里 / the count lives in the view model")
  func countLivesInViewModel() async {
    let viewModel = await TallyViewModel()
    #expect(await viewModel.count == 0, "新建的 ViewModel 应从 0 开始 / a new view model should start at 0")

    await viewModel.increment()
    await viewModel.increment()
    #expect(await viewModel.count == 2, "调用两次 increment() 之后 count 应为 2 / count should be 2 after two calls to increment()")

    await viewModel.reset()
    #expect(await viewModel.count == 0, "reset() 之后 count 应回到 0 / count should be 0 again after reset()")
  }

  @Test("读取 count 的视图会收到变化 / a view that reads count hears about its changes")
  func observersSeeTheCount() async {
    let viewModel = Unchecked(await TallyViewModel())
    let incremented = Flag()
    await MainActor.run {
      withObservationTracking {
        _ = viewModel.value.count
      } onChange: {
        incremented.raise()
      }
    }
    await viewModel.value.increment()
    #expect(incremented.isRaised, "increment() 改变 count 时，读过 count 的视图没有收到通知，屏幕不会刷新 / when increment() changed count, a view that read count was not told, so the screen would not refresh")

    let reset = Flag()
    await MainActor.run {
      withObservationTracking {
        _ = viewModel.value.count
      } onChange: {
        reset.raise()
      }
    }
    await viewModel.value.reset()
    #expect(reset.isRaised, "reset() 改变 count 时，读过 count 的视图没有收到通知 / when reset() changed count, a view that read count was not told")
  }

  @Test("ViewModel 不持有任何视图 / the view model holds no view")
  func holdsNoView() async {
    let viewModel = await TallyViewModel()
    await viewModel.increment()
    #expect(await viewModel.count == 1, "increment() 之后 count 应为 1 / count should be 1 after increment()")

    let found = StoredValueScan.firstMatch(in: viewModel, forbidden: ViewTypes.isView, allowed: { _ in false })
    #expect(found == nil, "ViewModel 里还存着一个视图（\(found ?? "")）。ViewModel 只暴露状态，由视图来读 / the view model still stores a view (\(found ?? "")). A view model exposes state for the view to read")
  }
}
