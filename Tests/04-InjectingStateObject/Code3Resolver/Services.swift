/// Test services for the container suite: small classes whose identity and creation count the tests can see.

/// Counts how many times a factory ran.
@MainActor
final class FactoryCounter {
  private(set) var runs = 0

  func tick() {
    runs += 1
  }
}

/// A service with an identity, standing in for a session store or a view model.
final class SessionProbe {
  let label: String

  init(label: String) {
    self.label = label
  }
}

/// A service that depends on `SessionProbe`, resolved through the container its factory receives.
final class ScreenProbe {
  let session: SessionProbe

  init(session: SessionProbe) {
    self.session = session
  }
}

/// A protocol registered as an existential, as apps register `any SecureStorage`.
protocol Greeter {
  func greet() -> String
}

struct EnglishGreeter: Greeter {
  func greet() -> String { "Hello" }
}

struct ChineseGreeter: Greeter {
  func greet() -> String { "你好" }
}

/// A type nobody registers.
final class UnregisteredProbe {}

/// Two different types that print the same name, `Service`.
enum FirstNamespace {
  final class Service {}
}

enum SecondNamespace {
  final class Service {}
}
