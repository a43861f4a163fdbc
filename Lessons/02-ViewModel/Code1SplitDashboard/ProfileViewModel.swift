import Foundation
import Observation
import VMKit

// 编程题 1（第一部分）：个人资料卡片的 ViewModel
// Code 1 (part 1): the profile card's view model
//
// TODO: 实现 `load()`：
//   - 读取期间 `isLoading` 为 true，结束后（成功或失败）回到 false；
//   - 成功：把资料放进 `profile`，并把 `errorMessage` 清为 nil；
//   - 失败：在 `errorMessage` 里放一段说明文字，已经显示的 `profile` 保持不变。
//   这个类型只认识 `ProfileService`：不要让它知道订单。
// TODO: implement `load()`:
//   - `isLoading` is true while the fetch is in flight and false again once it ends, whether it succeeded or not;
//   - on success put the profile in `profile` and clear `errorMessage` to nil;
//   - on failure put some text in `errorMessage` and keep whatever `profile` already shows.
//   This type knows only `ProfileService`: keep orders out of it.
//
// 检查 / Check:  swift run grader --question vm.code1

/// The state behind the profile card: 个人资料卡片背后的状态。
@MainActor
@Observable
public final class ProfileViewModel {
  /// The profile from the latest successful load: 最近一次成功读取的资料。
  public private(set) var profile: Profile?
  /// Whether a load is in flight: 是否正在读取。
  public private(set) var isLoading = false
  /// A message after a failed load, `nil` after a successful one: 读取失败时的提示，成功后为 `nil`。
  public private(set) var errorMessage: String?

  private let service: any ProfileService

  /// Creates the view model with the one service it needs: 用它唯一需要的服务创建 ViewModel。
  public init(service: any ProfileService) {
    self.service = service
  }

  /// Loads the profile from the service: 从服务读取资料。
  public func load() async {
    // TODO
  }
}
