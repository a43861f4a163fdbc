// Alternative: a struct mock whose fetchRecipes() comes from a protocol extension; the key is a nested enum with a computed default.
import RecipeAPI
import SwiftUI

public protocol SampleDataClient: HTTPClient {}

extension SampleDataClient {
  public static func fetchRecipes() async throws -> [Recipe] {
    Recipe.samples
  }
}

/// The mock every unconfigured view gets.
public struct MockHTTPClient: SampleDataClient {}

extension EnvironmentValues {
  /// Finds the client type; nobody configured anything means the mock.
  private enum HTTPClientKey: EnvironmentKey {
    static var defaultValue: any HTTPClient.Type { MockHTTPClient.self }
  }

  /// The client type views fetch recipes with: 视图取菜谱所用的客户端类型。
  public var httpClient: any HTTPClient.Type {
    get {
      self[HTTPClientKey.self]
    }
    set {
      self[HTTPClientKey.self] = newValue
    }
  }
}
