import Combine
import Testing

/// A view model in the style of lesson 2 that derives state with operators.
final class SearchModel: ObservableObject {
  @Published var query = ""
  @Published private(set) var normalized = ""
  @Published var count = 0

  init() {
    $query.map { $0.lowercased() }.removeDuplicates().assign(to: &$normalized)
  }
}

enum LookupError: Error, Equatable {
  case missing
}

@Suite("运算符、Just、Future 替身的语义 / semantics of the operator, Just and Future stand-ins")
struct OperatorTests {
  // https://developer.apple.com/documentation/combine/publisher/map(_:)-99evh: "Transforms all elements from the
  // upstream publisher with a provided closure."
  @Test("map 和 filter 变换、筛选每个值 / map and filter transform and select each value")
  func mapAndFilter() {
    let log = Log()
    let subject = PassthroughSubject<Int, Never>()
    let cancellable = subject.map { $0 * 10 }.filter { $0 != 20 }.sink { log.append("\($0)") }
    [1, 2, 3].forEach(subject.send)
    subject.send(completion: .finished)
    #expect(log.entries == ["10", "30"])
    _ = cancellable
  }

  // https://developer.apple.com/documentation/combine/publisher/removeduplicates(): "Publishes only elements that
  // don't match the previous element."
  @Test("removeDuplicates 只去掉与上一个相同的值 / removeDuplicates drops only repeats of the previous value")
  func removeDuplicates() {
    let log = Log()
    let subject = PassthroughSubject<String, Never>()
    let cancellable = subject.removeDuplicates().sink { log.append($0) }
    ["a", "a", "b", "a", "a"].forEach(subject.send)
    #expect(log.entries == ["a", "b", "a"])
    _ = cancellable
  }

  @Test("被筛掉的值不占用下游的需求 / a dropped value does not use the downstream demand")
  func filterKeepsDemand() {
    let subject = PassthroughSubject<Int, Never>()
    let counting = CountingSubscriber(demand: .max(2))
    subject.filter { $0.isMultiple(of: 2) }.subscribe(counting)
    [1, 2, 3, 4, 6].forEach(subject.send)
    #expect(counting.log.entries == ["2", "4"])
  }

  // https://developer.apple.com/documentation/combine/publisher/dropfirst(_:): "Omits the specified number of
  // elements before republishing subsequent elements."
  @Test("dropFirst 略过前几个值，比如 $name 订阅时送来的当前值 / dropFirst omits the first values")
  func dropFirst() {
    let log = Log()
    let model = SearchModel()
    let cancellable = model.$query.dropFirst().sink { log.append($0) }
    model.query = "a"
    let subject = PassthroughSubject<Int, Never>()
    let two = subject.dropFirst(2).sink { log.append("\($0)") }
    [1, 2, 3, 4].forEach(subject.send)
    #expect(log.entries == ["a", "3", "4"])
    _ = (cancellable, two)
  }

  // https://developer.apple.com/documentation/combine/just: "A publisher that emits an output to each subscriber
  // just once, and then finishes."
  @Test("Just 给每个订阅者一个值，然后结束 / Just sends one value to each subscriber, then finishes")
  func just() {
    let log = Log()
    let just = Just(5)
    let first = just.sink(receiveCompletion: { _ in log.append("end") }, receiveValue: { log.append("\($0)") })
    let second = just.map { $0 + 1 }.eraseToAnyPublisher().sink { log.append("\($0)") }
    #expect(log.entries == ["5", "end", "6"])
    let waiting = CountingSubscriber(demand: .none)
    just.subscribe(waiting)
    #expect(waiting.log.entries.isEmpty)
    _ = (first, second)
  }

  // https://developer.apple.com/documentation/combine/future: "A publisher that eventually produces a single value
  // and then finishes or fails." Its closure runs when the future is created.
  @Test("Future 创建时运行一次，之后的订阅者都得到同一个结果 / Future runs once, every subscriber gets its result")
  func future() {
    let log = Log()
    var fulfil: ((Result<Int, LookupError>) -> Void)?
    let future = Future<Int, LookupError> { promise in
      log.append("run")
      fulfil = promise
    }
    let early = future.sink(receiveCompletion: { log.append("early \($0)") }, receiveValue: { log.append("early \($0)") })
    fulfil?(.success(4))
    fulfil?(.success(9))
    let late = future.sink(receiveCompletion: { log.append("late \($0)") }, receiveValue: { log.append("late \($0)") })
    #expect(log.entries == ["run", "early 4", "early finished", "late 4", "late finished"])
    let failing = Future<Int, LookupError> { $0(.failure(.missing)) }
    let failed = failing.sink(receiveCompletion: { log.append("\($0)") }, receiveValue: { log.append("\($0)") })
    #expect(log.entries.last == "failure(CombineStandInTests.LookupError.missing)")
    _ = (early, late, failed)
  }

  // https://developer.apple.com/documentation/combine/publisher/assign(to:): "Republishes elements received from a
  // publisher, by assigning them to a property marked as a publisher." The subscription lasts as long as the object.
  @Test("assign(to: &$x) 通过 @Published 属性重新发布 / assign(to:) republishes through the @Published property")
  func assignToPublished() {
    let model = SearchModel()
    let log = Log()
    let willChange = model.objectWillChange.sink { log.append("will change") }
    let values = model.$normalized.sink { log.append($0) }
    model.query = "Tofu"
    model.query = "TOFU"
    #expect(model.normalized == "tofu")
    #expect(log.entries == ["", "will change", "will change", "tofu", "will change"])
    _ = (willChange, values)
  }

  // https://developer.apple.com/documentation/combine/publisher/assign(to:on:)
  @Test("assign(to:on:) 把每个值写进对象的属性 / assign(to:on:) writes each value to the object's property")
  func assignToOn() {
    let model = SearchModel()
    let subject = CurrentValueSubject<Int, Never>(1)
    let cancellable = subject.assign(to: \.count, on: model)
    #expect(model.count == 1)
    subject.send(3)
    #expect(model.count == 3)
    cancellable.cancel()
    subject.send(8)
    #expect(model.count == 3)
  }
}
