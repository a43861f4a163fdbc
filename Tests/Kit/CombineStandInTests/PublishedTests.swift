import Combine
import Testing

// The behaviour follows https://developer.apple.com/documentation/combine/published: the `$` publisher prints
// "Temperature now: 20.0" at subscription and "Temperature now: 25.0" after the change, and "publishing occurs in the
// property's willSet block, meaning subscribers receive the new value before it's actually set on the property".
@Suite("@Published 替身的语义 / semantics of the @Published stand-in")
struct PublishedTests {
  @Test("订阅时先收到当前值，之后收到每个新值 / the current value on subscription, then every new value")
  func currentValueThenNewValues() {
    let log = Log()
    let weather = Weather(temperature: 20)
    let cancellable = weather.$temperature.sink { log.append("Temperature now: \($0)") }
    weather.temperature = 25
    #expect(log.entries == ["Temperature now: 20.0", "Temperature now: 25.0"])
    cancellable.cancel()
  }

  @Test("新值在写入属性之前送达 / the new value arrives before the property holds it")
  func deliveredInWillSet() {
    let log = Log()
    let weather = Weather(temperature: 20)
    let cancellable = weather.$temperature.sink { newValue in
      log.append("received \(newValue), property holds \(weather.temperature)")
    }
    weather.temperature = 25
    #expect(log.entries == ["received 20.0, property holds 20.0", "received 25.0, property holds 20.0"])
    #expect(weather.temperature == 25)
    cancellable.cancel()
  }

  @Test("订阅时收到的是订阅那一刻的值 / the value received on subscription is the one at that moment")
  func subscriptionSeesTheLatestValue() {
    let log = Log()
    let weather = Weather(temperature: 20)
    weather.temperature = 30
    let cancellable = weather.$temperature.sink { log.append("\($0)") }
    #expect(log.entries == ["30.0"])
    cancellable.cancel()
  }

  @Test("一个属性的多个订阅者都收到新值 / every subscriber of a property gets the new value")
  func everySubscriberReceives() {
    let log = Log()
    let contact = Contact(name: "A", age: 1)
    let first = contact.$age.sink { log.append("first \($0)") }
    let second = contact.$age.sink { log.append("second \($0)") }
    contact.age = 2
    #expect(log.entries == ["first 1", "second 1", "first 2", "second 2"])
    first.cancel()
    second.cancel()
  }
}
