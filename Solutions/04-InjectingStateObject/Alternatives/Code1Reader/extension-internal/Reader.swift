// Alternative: the three methods live in an extension, without `public`, and build readers with `.init` and a captured copy of `run`.
/// A computation that needs an environment `E` to produce an `A`.
public struct Reader<E, A> {
  /// The function this reader runs once it is applied.
  public let run: (E) -> A

  /// Wraps `run`; nothing runs yet.
  public init(_ run: @escaping (E) -> A) {
    self.run = run
  }
}

extension Reader {
  func apply(_ environment: E) -> A {
    let work = run
    return work(environment)
  }

  func map<B>(_ transform: @escaping (A) -> B) -> Reader<E, B> {
    let first = run
    return .init { transform(first($0)) }
  }

  func flatMap<B>(_ transform: @escaping (A) -> Reader<E, B>) -> Reader<E, B> {
    let first = run
    return .init { environment in
      let next = transform(first(environment))
      return next.run(environment)
    }
  }
}
