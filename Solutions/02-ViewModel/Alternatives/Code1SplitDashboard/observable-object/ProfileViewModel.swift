// Differs from the reference: ObservableObject with @Published instead of @Observable, and no defer (isLoading reset on each path).
import Combine
import Foundation
import VMKit

/// The state behind the profile card; it knows only `ProfileService`. 个人资料卡片背后的状态，只认识 `ProfileService`。
@MainActor
public final class ProfileViewModel: ObservableObject {
  @Published public private(set) var profile: Profile?
  @Published public private(set) var isLoading = false
  @Published public private(set) var errorMessage: String?

  private let service: any ProfileService

  public init(service: any ProfileService) {
    self.service = service
  }

  public func load() async {
    isLoading = true
    do {
      let fetched = try await service.fetchProfile()
      profile = fetched
      errorMessage = nil
      isLoading = false
    } catch {
      errorMessage = "资料加载失败 / Could not load the profile: \(error.localizedDescription)"
      isLoading = false
    }
  }
}
