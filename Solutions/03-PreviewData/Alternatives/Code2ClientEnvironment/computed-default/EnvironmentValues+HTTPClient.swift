// Alternative: a struct mock with async throws, and an enum key whose defaultValue is a computed static property.
import RecipeAPI
import SwiftUI

public struct MockHTTPClient: HTTPClient {
  public static func fetchRecipes() async throws -> [Recipe] {
    Recipe.samples
  }
}

enum RecipeClientEnvironmentKey: EnvironmentKey {
  static var defaultValue: any HTTPClient.Type { MockHTTPClient.self }
}

extension EnvironmentValues {
  public var httpClient: any HTTPClient.Type {
    get { self[RecipeClientEnvironmentKey.self] }
    set { self[RecipeClientEnvironmentKey.self] = newValue }
  }
}
