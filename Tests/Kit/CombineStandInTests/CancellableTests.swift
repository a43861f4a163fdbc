import Combine
import Testing

// The behaviour follows https://developer.apple.com/documentation/combine/anycancellable: "An AnyCancellable instance
// automatically calls cancel() when deinitialized", and store(in:) "stores this type-erasing cancellable instance in
// the specified collection" (or set).
@Suite("AnyCancellable 替身的语义 / semantics of the AnyCancellable stand-in")
struct CancellableTests {
  @Test("取消之后不再收到值 / nothing arrives after cancel()")
  func cancelStopsDelivery() {
    let log = Log()
    let contact = Contact(name: "A", age: 1)
    let cancellable = contact.$age.sink { log.append("\($0)") }
    contact.age = 2
    cancellable.cancel()
    contact.age = 3
    #expect(log.entries == ["1", "2"])
  }

  @Test("AnyCancellable 被释放时自动取消 / an AnyCancellable cancels when it is deinitialized")
  func deinitCancels() {
    let log = Log()
    let contact = Contact(name: "A", age: 1)
    var cancellable: AnyCancellable? = contact.$age.sink { log.append("\($0)") }
    contact.age = 2
    #expect(cancellable != nil)
    cancellable = nil
    contact.age = 3
    #expect(log.entries == ["1", "2"])
  }

  @Test("存进集合的订阅一直有效，移除后取消 / a stored subscription lives until it is removed")
  func storeKeepsTheSubscription() {
    let log = Log()
    let contact = Contact(name: "A", age: 1)
    var cancellables = Set<AnyCancellable>()
    contact.objectWillChange.sink { _ in log.append("will change") }.store(in: &cancellables)
    contact.age = 2
    #expect(cancellables.count == 1)
    cancellables.removeAll()
    contact.age = 3
    #expect(log.entries == ["will change"])
  }

  @Test("也可以存进数组 / an array can store it too")
  func storeInArray() {
    let log = Log()
    let contact = Contact(name: "A", age: 1)
    var cancellables: [AnyCancellable] = []
    contact.$name.sink { log.append($0) }.store(in: &cancellables)
    contact.name = "B"
    #expect(log.entries == ["A", "B"])
    #expect(cancellables.count == 1)
  }

  @Test("用闭包创建的 AnyCancellable 只运行一次 / a closure-made AnyCancellable runs its closure once")
  func closureRunsOnce() {
    let log = Log()
    var cancellable: AnyCancellable? = AnyCancellable { log.append("cancelled") }
    cancellable?.cancel()
    cancellable?.cancel()
    cancellable = nil
    #expect(log.entries == ["cancelled"])
  }
}
