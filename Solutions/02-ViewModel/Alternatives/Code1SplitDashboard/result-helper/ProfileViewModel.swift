// Differs from the reference: load() goes through a helper that brackets isLoading and returns a Result to switch on.
import Foundation
import Observation
import VMKit

/// The state behind the profile card; it knows only `ProfileService`. 个人资料卡片背后的状态，只认识 `ProfileService`。
@MainActor
@Observable
public final class ProfileViewModel {
  public private(set) var profile: Profile?
  public private(set) var isLoading = false
  public private(set) var errorMessage: String?

  private let service: any ProfileService

  public init(service: any ProfileService) {
    self.service = service
  }

  public func load() async {
    switch await whileLoading({ try await self.service.fetchProfile() }) {
    case .success(let profile):
      self.profile = profile
      errorMessage = nil
    case .failure(let error):
      errorMessage = "资料加载失败 / Could not load the profile: \(error.localizedDescription)"
    }
  }

  /// Runs `work` with `isLoading` set, and returns how it went: 在 `isLoading` 为 true 期间执行 `work`，返回结果。
  private func whileLoading<T>(_ work: () async throws -> T) async -> Result<T, any Error> {
    isLoading = true
    defer { isLoading = false }
    do {
      return .success(try await work())
    } catch {
      return .failure(error)
    }
  }
}
