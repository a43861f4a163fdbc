// Alternative: flatMap runs the next reader through apply, and map is written with flatMap and a constant reader.
/// A computation that needs an environment `E` to produce an `A`.
public struct Reader<E, A> {
  /// The function this reader runs once it is applied.
  public let run: (E) -> A

  /// Wraps `run`; nothing runs yet.
  public init(_ run: @escaping (E) -> A) {
    self.run = run
  }

  /// Runs the computation with `environment`.
  public func apply(_ environment: E) -> A {
    self.run(environment)
  }

  /// Runs this reader, then the reader `transform` picks, with the same environment.
  public func flatMap<B>(_ transform: @escaping (A) -> Reader<E, B>) -> Reader<E, B> {
    Reader<E, B> { environment in
      let value = self.apply(environment)
      return transform(value).apply(environment)
    }
  }

  /// Runs this reader, then transforms its result.
  public func map<B>(_ transform: @escaping (A) -> B) -> Reader<E, B> {
    flatMap { value in Reader<E, B> { _ in transform(value) } }
  }
}
