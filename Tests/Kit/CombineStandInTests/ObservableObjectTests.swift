import Combine
import Testing

// The behaviour follows https://developer.apple.com/documentation/combine/observableobject:
// "By default an ObservableObject synthesizes an objectWillChange publisher that emits the changed value before any of
// its @Published properties changes." Its example prints "24 will change" and then "25".
@Suite("ObservableObject 替身的语义 / semantics of the ObservableObject stand-in")
struct ObservableObjectTests {
  @Test("objectWillChange 在值改变之前发送 / objectWillChange emits before the value changes")
  func emitsBeforeTheChange() {
    let log = Log()
    let john = Contact(name: "John Appleseed", age: 24)
    let cancellable = john.objectWillChange.sink { _ in log.append("\(john.age) will change") }
    log.append("\(john.haveBirthday())")
    #expect(log.entries == ["24 will change", "25"])
    cancellable.cancel()
  }

  @Test("每个 @Published 属性的每次赋值都发送一次 / every assignment of every @Published property emits once")
  func emitsOncePerAssignment() {
    let log = Log()
    let contact = Contact(name: "A", age: 1)
    let cancellable = contact.objectWillChange.sink { _ in log.append("\(contact.name) \(contact.age)") }
    contact.name = "B"
    contact.age = 2
    contact.age = 3
    #expect(log.entries == ["A 1", "B 1", "B 2"])
    cancellable.cancel()
  }

  // "any of its @Published properties" includes those a superclass declares.
  @Test("父类的 @Published 属性也会发送 / a superclass's @Published properties emit too")
  func superclassPropertiesEmit() {
    let log = Log()
    let employee = Employee(name: "A", age: 30)
    let cancellable = employee.objectWillChange.sink { _ in log.append("change") }
    employee.team = "Grader"
    employee.age = 31
    #expect(log.entries == ["change", "change"])
    cancellable.cancel()
  }

  // The synthesized publisher belongs to the instance: every read returns it, whichever read a subscriber used.
  @Test("同一个实例的 objectWillChange 是同一个发布者 / one instance has one objectWillChange publisher")
  func publisherIsSharedPerInstance() {
    let first = Contact(name: "A", age: 1)
    let second = Contact(name: "B", age: 2)
    #expect(first.objectWillChange === first.objectWillChange)
    #expect(first.objectWillChange !== second.objectWillChange)

    let log = Log()
    let early = first.objectWillChange
    let cancellable = early.sink { _ in log.append("first changes") }
    first.age = 5
    second.age = 6
    #expect(log.entries == ["first changes"])
    cancellable.cancel()
  }

  // An object with no @Published property that announces by hand from willSet (as lesson 2 shows) still has one
  // publisher per instance, so what it sends reaches whoever subscribed through an earlier read.
  @Test("没有 @Published 属性的对象也只有一个 objectWillChange / an object without @Published has one objectWillChange too")
  func publisherIsSharedWithoutPublishedProperties() {
    let log = Log()
    let first = HandAnnouncedModel()
    let second = HandAnnouncedModel()
    #expect(first.objectWillChange === first.objectWillChange)
    #expect(first.objectWillChange !== second.objectWillChange)
    let cancellable = first.objectWillChange.sink { _ in log.append("draft was \(first.draft)") }
    first.draft = "a"
    second.draft = "b"
    #expect(log.entries == ["draft was "])
    cancellable.cancel()
  }

  // Apple's lesson-2 pattern: a @MainActor view model whose updates are observed on the main actor.
  @MainActor
  @Test("@MainActor 的 ObservableObject 也能发送 / a @MainActor ObservableObject emits as well")
  func mainActorViewModelEmits() {
    let log = Log()
    let viewModel = CounterViewModel()
    let cancellable = viewModel.objectWillChange.sink { _ in log.append("will change from \(viewModel.count)") }
    viewModel.increment()
    viewModel.increment()
    #expect(log.entries == ["will change from 0", "will change from 1"])
    #expect(viewModel.count == 2)
    cancellable.cancel()
  }

  // https://developer.apple.com/documentation/combine/observableobject/objectwillchange-2oa5v: the protocol's
  // ObjectWillChangePublisher can be any Publisher whose Failure is Never; such an object sends by hand.
  @Test("自己声明的 objectWillChange 由自己发送 / a hand-declared objectWillChange is sent by hand")
  func customPublisherIsUsedAsDeclared() {
    let log = Log()
    let model = ManualModel()
    let cancellable = model.objectWillChange.sink { _ in log.append("level was \(model.level)") }
    model.level = 1
    #expect(log.entries == ["level was 0"])
    cancellable.cancel()
  }
}
