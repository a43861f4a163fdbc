import Combine

/// Collects what subscribers see, in order; a class so that escaping closures can append to it.
final class Log {
  private(set) var entries: [String] = []

  func append(_ entry: String) {
    entries.append(entry)
  }
}

/// Apple's `ObservableObject` example: two published properties and a method that changes one.
class Contact: ObservableObject {
  @Published var name: String
  @Published var age: Int

  init(name: String, age: Int) {
    self.name = name
    self.age = age
  }

  func haveBirthday() -> Int {
    age += 1
    return age
  }
}

/// Apple's `Published` example: one published temperature.
final class Weather {
  @Published var temperature: Double

  init(temperature: Double) {
    self.temperature = temperature
  }
}

/// A subclass that adds a published property to `Contact`'s two.
final class Employee: Contact {
  @Published var team = "Kit"
}

/// A view model as lesson 2 writes one: main-actor isolated, with published state.
@MainActor
final class CounterViewModel: ObservableObject {
  @Published private(set) var count = 0

  func increment() {
    count += 1
  }
}

/// An object that declares its own `objectWillChange` and sends on it by hand.
final class ManualModel: ObservableObject {
  let objectWillChange = PassthroughSubject<Void, Never>()

  var level = 0 {
    willSet { objectWillChange.send() }
  }
}

/// An object with no `@Published` property that announces its changes by hand through the default `objectWillChange`.
final class HandAnnouncedModel: ObservableObject {
  var draft = "" {
    willSet { objectWillChange.send() }
  }
}
