extension Publisher where Failure == Never {
  /// Writes every value to the property at `keyPath` of `object`; the object is kept until the result is cancelled.
  ///
  /// 把每个值写进 `object` 的 `keyPath` 属性。
  public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
    sink { object[keyPath: keyPath] = $0 }
  }

  /// Republishes every value through a `@Published` property, as `publisher.assign(to: &$name)`; the subscription
  /// lasts as long as that property's object, with no `AnyCancellable` to keep.
  ///
  /// 通过 `@Published` 属性重新发布每个值：`publisher.assign(to: &$name)`；订阅和该属性所在的对象同生共死。
  public func assign(to published: inout Published<Output>.Publisher) {
    published.storage.keepAssigning(from: self)
  }
}
