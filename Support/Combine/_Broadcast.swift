/// The fan-out behind every subject of the stand-in (not part of Combine's API).
///
/// It keeps one `_Conduit` per subscriber, in subscription order, and delivers each value to every conduit that has
/// demand. A conduit made with `replay` sends the value `replay` returns as soon as demand arrives: that is how
/// `CurrentValueSubject` and `@Published` give a new subscriber the current value. Locks are never held while a
/// subscriber runs, so a subscriber may send, subscribe or cancel from inside its closure.
final class _Broadcast<Output, Failure: Error>: @unchecked Sendable {
  private let lock = _Lock()
  private var conduits: [_Conduit<Output, Failure>] = []
  private var completion: Subscribers.Completion<Failure>?

  /// Attaches `subscriber`; a finished broadcast hands it its completion straight away.
  func attach<S: Subscriber>(_ subscriber: S, replay: (() -> Output)?) where S.Input == Output, S.Failure == Failure {
    let conduit = _Conduit<Output, Failure>(parent: self, downstream: subscriber, replay: replay)
    let finished = lock.withLock { () -> Subscribers.Completion<Failure>? in
      if let completion { return completion }
      conduits.append(conduit)
      return nil
    }
    subscriber.receive(subscription: conduit)
    if let finished {
      conduit.finish(finished)
    }
  }

  /// Offers `value` to every attached subscriber; those without demand drop it.
  func send(_ value: Output) {
    let targets = lock.withLock { completion == nil ? conduits : [] }
    for conduit in targets {
      conduit.offer(value)
    }
  }

  /// Ends the broadcast: every subscriber gets `completion`, and later sends do nothing.
  func send(completion: Subscribers.Completion<Failure>) {
    let targets = lock.withLock { () -> [_Conduit<Output, Failure>] in
      guard self.completion == nil else { return [] }
      self.completion = completion
      defer { conduits = [] }
      return conduits
    }
    for conduit in targets {
      conduit.finish(completion)
    }
  }

  /// Forgets `conduit`, after its subscriber cancelled.
  func detach(_ conduit: _Conduit<Output, Failure>) {
    lock.withLock {
      conduits.removeAll { $0 === conduit }
    }
  }
}

/// One subscriber's subscription to a `_Broadcast`: it counts the demand and forwards values while there is some.
final class _Conduit<Output, Failure: Error>: Subscription, @unchecked Sendable {
  private let lock = _Lock()
  private weak var parent: _Broadcast<Output, Failure>?
  private var receiveValue: ((Output) -> Subscribers.Demand)?
  private var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
  private var demand = Subscribers.Demand.none
  private var replay: (() -> Output)?

  init<S: Subscriber>(parent: _Broadcast<Output, Failure>, downstream: S, replay: (() -> Output)?)
  where S.Input == Output, S.Failure == Failure {
    self.parent = parent
    self.receiveValue = downstream.receive(_:)
    self.receiveCompletion = downstream.receive(completion:)
    self.replay = replay
  }

  func request(_ more: Subscribers.Demand) {
    let pendingReplay = lock.withLock { () -> (() -> Output)? in
      guard receiveValue != nil else { return nil }
      demand += more
      guard let replay, demand > .none else { return nil }
      self.replay = nil
      demand -= .max(1)
      return replay
    }
    if let pendingReplay {
      deliver(pendingReplay())
    }
  }

  func cancel() {
    let owner = lock.withLock { () -> _Broadcast<Output, Failure>? in
      receiveValue = nil
      receiveCompletion = nil
      replay = nil
      return parent
    }
    owner?.detach(self)
  }

  /// Forwards `value` if the subscriber has demand left; drops it otherwise.
  func offer(_ value: Output) {
    let hasDemand = lock.withLock { () -> Bool in
      guard receiveValue != nil, replay == nil, demand > .none else { return false }
      demand -= .max(1)
      return true
    }
    if hasDemand {
      deliver(value)
    }
  }

  /// Hands the completion to the subscriber, once.
  func finish(_ completion: Subscribers.Completion<Failure>) {
    let downstream = lock.withLock { () -> ((Subscribers.Completion<Failure>) -> Void)? in
      defer {
        receiveValue = nil
        receiveCompletion = nil
        replay = nil
      }
      return receiveCompletion
    }
    downstream?(completion)
  }

  private func deliver(_ value: Output) {
    guard let downstream = lock.withLock({ receiveValue }) else { return }
    let more = downstream(value)
    lock.withLock {
      demand += more
    }
  }
}
