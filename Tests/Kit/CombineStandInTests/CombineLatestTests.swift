import Combine
import Testing

/// A view model in the style of lesson 2 that derives its rows from two published properties.
final class FilteredList: ObservableObject {
  @Published var items = [3, 1, 2]
  @Published var evenOnly = false
  @Published private(set) var shown: [Int] = []

  init() {
    $items.combineLatest($evenOnly) { items, evenOnly in
      items.filter { !evenOnly || $0.isMultiple(of: 2) }.sorted()
    }
    .assign(to: &$shown)
  }
}

@Suite("combineLatest 替身的语义 / semantics of the combineLatest stand-in")
struct CombineLatestTests {
  // https://developer.apple.com/documentation/combine/publishers/combinelatest: "A publisher that receives and
  // combines the latest elements from two publishers." It publishes once each upstream has produced an element.
  @Test("两边都有值之后，任何一边的新值都发出最新的一对 / once both have values, either side's new value sends the latest pair")
  func pairsTheLatestValues() {
    let log = Log()
    let numbers = PassthroughSubject<Int, Never>()
    let letters = PassthroughSubject<String, Never>()
    let cancellable = Publishers.CombineLatest(numbers, letters).sink { log.append("\($0.0)\($0.1)") }
    numbers.send(1)
    numbers.send(2)
    letters.send("a")
    numbers.send(3)
    letters.send("b")
    #expect(log.entries == ["2a", "3a", "3b"])
    _ = cancellable
  }

  // https://developer.apple.com/documentation/combine/publisher/combinelatest(_:): all upstream publishers need to
  // finish for it to finish, and if any of them fails, it fails too; a finished side's last value still pairs with
  // the other side's new ones.
  @Test("任何一边失败就失败；两边都结束才结束 / a failure of either ends it; it finishes when both have")
  func completions() {
    let log = Log()
    let first = PassthroughSubject<Int, LookupError>()
    let second = PassthroughSubject<Int, LookupError>()
    let cancellable = first.combineLatest(second).sink(
      receiveCompletion: { completion in log.append(Self.describe(completion)) }, receiveValue: { log.append("\($0.0 + $0.1)") })
    first.send(1)
    second.send(2)
    first.send(completion: .finished)
    second.send(5)
    second.send(completion: .failure(.missing))
    first.send(10)
    #expect(log.entries == ["3", "6", "failed"])
    _ = cancellable
  }

  static func describe(_ completion: Subscribers.Completion<LookupError>) -> String {
    if case .failure = completion { "failed" } else { "finished" }
  }

  @Test("只按下游的需求发出，没有需求时留着最新的一对 / it sends only as far as the demand goes and keeps the latest pair")
  func honoursDemand() {
    let numbers = PassthroughSubject<Int, Never>()
    let letters = PassthroughSubject<Int, Never>()
    let counting = CountingSubscriber(demand: .max(1))
    numbers.combineLatest(letters) { $0 * 10 + $1 }.subscribe(counting)
    numbers.send(1)
    letters.send(1)
    letters.send(2)
    #expect(counting.log.entries == ["11"])
  }

  @Test("@Published 属性用 combineLatest 和 assign(to:) 推出另一个属性 / published properties derive another one")
  func derivesPublishedState() {
    let model = FilteredList()
    #expect(model.shown == [1, 2, 3])
    model.evenOnly = true
    #expect(model.shown == [2])
    model.items = [4, 6, 5]
    #expect(model.shown == [4, 6])
  }
}
