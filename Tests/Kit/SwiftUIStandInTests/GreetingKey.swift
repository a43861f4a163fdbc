import SwiftUI

/// A test key holding a greeting, whose default is a fixed Chinese greeting.
struct GreetingKey: EnvironmentKey {
  static let defaultValue = "你好"
}
