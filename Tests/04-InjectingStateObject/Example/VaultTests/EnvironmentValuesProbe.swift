import SwiftUI

/// Makes an empty `EnvironmentValues`, as SwiftUI hands one to a view with nothing injected.
enum EnvironmentValuesProbe {
  static func make() -> EnvironmentValues {
    EnvironmentValues()
  }
}
