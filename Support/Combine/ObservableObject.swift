/// A class whose `objectWillChange` publisher emits before any of its state changes.
///
/// 可观察对象：在状态改变之前，通过 `objectWillChange` 发出通知。只给 `@Published` 属性的类不用自己写
/// `objectWillChange`：协议扩展会提供一个，每个 `@Published` 属性被赋值之前它都会发送。
public protocol ObservableObject: AnyObject {
  /// The type of the publisher that emits before the object changes.
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never

  /// The publisher that emits before the object changes.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The object's own publisher, shared by every read on the same instance, which every `@Published` property of the
  /// object (its superclasses' included) sends on before it changes.
  ///
  /// 同一个实例每次读到的都是同一个发布者；对象（包括父类）里每个 `@Published` 属性改变之前都会通过它发送。
  public var objectWillChange: ObservableObjectPublisher {
    _ObjectWillChangeRegistry.publisher(for: self)
  }
}
