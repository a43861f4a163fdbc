import Testing

@testable import FGreeting

@Suite("Fix 1: Greeting")
struct Fix1Greeting {
  @Test func greetsByName() {
    #expect(greeting(for: "Ann") == "Hello, Ann!", "greeting(for: \"Ann\")")
  }

  @Test func greetsTheWorld() {
    #expect(greeting(for: "") == "Hello, world!", "greeting(for: \"\")")
  }
}
