import SwiftUI
import Testing

/// A value with two fields, to bind to one of them.
struct Point: Equatable {
  var x: Int
  var y: Int
}

@MainActor
@Suite("Binding 替身的语义 / semantics of the Binding stand-in")
struct BindingTests {
  // https://developer.apple.com/documentation/swiftui/binding/constant(_:): "Creates a binding with an immutable value."
  @Test("常量绑定读到它的值，写入无效 / a constant binding reads its value and ignores writes")
  func constantBinding() {
    let binding = Binding.constant(3)
    binding.wrappedValue = 4
    #expect(binding.wrappedValue == 3)
  }

  // https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:): "Returns a binding to the
  // resulting value of a given key path."
  @Test("动态成员得到属性的绑定 / a dynamic member is a binding to the property")
  func dynamicMember() {
    let binding = Binding.constant(Point(x: 1, y: 2))
    #expect(binding.x.wrappedValue == 1)
    #expect(binding.y.wrappedValue == 2)
  }

  // https://developer.apple.com/documentation/swiftui/observedobject/wrapper: "A wrapper of the underlying observable
  // object that can create bindings to its properties." Writing through the binding writes the object's property.
  @Test("$model.name 读写对象的属性 / $model.name reads and writes the object's property")
  func observedObjectBinding() {
    let settings = CatalogSettings()
    let observed = ObservedObject(wrappedValue: settings)
    let name = observed.projectedValue.name
    name.wrappedValue = "Ada"
    #expect(settings.name == "Ada")
    settings.name = "Grace"
    #expect(name.wrappedValue == "Grace")
  }

  // Writing through the binding is an ordinary assignment of the @Published property, so objectWillChange fires first
  // (https://developer.apple.com/documentation/combine/observableobject).
  @Test("通过绑定写入也会触发 objectWillChange / a write through a binding fires objectWillChange")
  func bindingWriteFiresObjectWillChange() {
    let settings = CatalogSettings()
    var seen: [String] = []
    let cancellable = settings.objectWillChange.sink { _ in seen.append(settings.name) }
    ObservedObject(wrappedValue: settings).projectedValue.name.wrappedValue = "Ada"
    #expect(seen == [""])
    cancellable.cancel()
  }
}
