import Combine
import Testing

/// A subscriber that asks for a fixed number of values up front and records what it gets.
final class CountingSubscriber: Subscriber {
  typealias Input = Int
  typealias Failure = Never

  let log = Log()
  private let initialDemand: Subscribers.Demand

  init(demand: Subscribers.Demand) {
    initialDemand = demand
  }

  func receive(subscription: any Subscription) {
    subscription.request(initialDemand)
  }

  func receive(_ input: Int) -> Subscribers.Demand {
    log.append("\(input)")
    return .none
  }

  func receive(completion: Subscribers.Completion<Never>) {
    log.append("finished")
  }
}

@Suite("Subject 与 sink 替身的语义 / semantics of the subject and sink stand-ins")
struct SubjectTests {
  // https://developer.apple.com/documentation/combine/passthroughsubject: it has no initial value or buffer, and
  // "drops values if there are no subscribers, or its current demand is zero".
  @Test("PassthroughSubject 只传递订阅之后发送的值 / PassthroughSubject passes only values sent after subscribing")
  func passthroughHasNoBuffer() {
    let log = Log()
    let subject = PassthroughSubject<Int, Never>()
    subject.send(1)
    let cancellable = subject.sink { log.append("\($0)") }
    subject.send(2)
    subject.send(3)
    #expect(log.entries == ["2", "3"])
    cancellable.cancel()
  }

  @Test("需求为零时丢弃值 / values beyond the demand are dropped")
  func demandLimitsDelivery() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = CountingSubscriber(demand: .max(2))
    subject.subscribe(subscriber)
    subject.send(1)
    subject.send(2)
    subject.send(3)
    #expect(subscriber.log.entries == ["1", "2"])
  }

  // https://developer.apple.com/documentation/combine/currentvaluesubject: it "maintains a buffer of the most recently
  // published element", and "calling send(_:) on a CurrentValueSubject also updates the current value".
  @Test("CurrentValueSubject 订阅时给出当前值 / CurrentValueSubject gives the current value on subscription")
  func currentValueSubjectReplays() {
    let log = Log()
    let subject = CurrentValueSubject<Int, Never>(1)
    subject.send(2)
    let cancellable = subject.sink { log.append("\($0)") }
    subject.value = 3
    #expect(log.entries == ["2", "3"])
    #expect(subject.value == 3)
    cancellable.cancel()
  }

  // https://developer.apple.com/documentation/combine/publisher/sink(receivecompletion:receivevalue:): the closures get
  // every value and then the completion; a publisher sends nothing after it completes.
  @Test("sink 收到值和结束信号，结束之后什么都不收 / sink gets values, then the completion, then nothing")
  func sinkReceivesCompletion() {
    struct Failure: Error, Equatable {}
    let log = Log()
    let subject = PassthroughSubject<String, Failure>()
    let cancellable = subject.sink(
      receiveCompletion: { completion in
        log.append(completion == .failure(Failure()) ? "failed" : "finished")
      },
      receiveValue: { log.append($0) }
    )
    subject.send("a")
    subject.send(completion: .failure(Failure()))
    subject.send("b")
    #expect(log.entries == ["a", "failed"])
    cancellable.cancel()
  }

  @Test("结束之后再订阅，立即收到结束信号 / subscribing after the end gets the completion at once")
  func lateSubscriberGetsCompletion() {
    let subject = PassthroughSubject<Int, Never>()
    subject.send(completion: .finished)
    let subscriber = CountingSubscriber(demand: .unlimited)
    subject.subscribe(subscriber)
    #expect(subscriber.log.entries == ["finished"])
  }

  // https://developer.apple.com/documentation/combine/subscribers/demand: unlimited absorbs additions; max(n) counts.
  @Test("Demand 的运算 / Demand arithmetic")
  func demandArithmetic() {
    #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
    #expect(Subscribers.Demand.unlimited + .max(3) == .unlimited)
    #expect(Subscribers.Demand.max(3) - .max(1) == .max(2))
    #expect(Subscribers.Demand.none == .max(0))
    #expect(Subscribers.Demand.max(1) < .unlimited)
    #expect(Subscribers.Demand.unlimited.max == nil)
    #expect(Subscribers.Demand.max(4).max == 4)
  }
}
