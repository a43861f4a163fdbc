// Differs from the reference: the class is not @MainActor; its initializer and load() are, one by one.
import Foundation
import Observation
import VMKit

/// The state behind the profile card; it knows only `ProfileService`. 个人资料卡片背后的状态，只认识 `ProfileService`。
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
  @MainActor
  public init(service: any ProfileService) {
    self.service = service
  }

  /// Loads the profile; a failure keeps the profile already shown. 读取资料；失败时保留已经显示的资料。
  @MainActor
  public func load() async {
    isLoading = true
    defer { isLoading = false }
    do {
      profile = try await service.fetchProfile()
      errorMessage = nil
    } catch {
      errorMessage = "资料加载失败 / Could not load the profile: \(error.localizedDescription)"
    }
  }
}
