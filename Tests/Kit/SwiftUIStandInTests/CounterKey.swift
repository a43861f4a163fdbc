import SwiftUI

/// A second test key holding a number, used to show that keys never affect each other.
struct CounterKey: EnvironmentKey {
  static let defaultValue = 0
}
