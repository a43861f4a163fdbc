import Foundation
import Observation
import SwiftUI
import Testing

/// An `@Observable` holder of rows, bound with `Bindable(box).items`.
@MainActor
@Observable
final class CatalogBox {
  var items: [CatalogItem]

  init(items: [CatalogItem]) {
    self.items = items
  }
}

/// A settings type stored by raw value.
enum CatalogTheme: String {
  case light, dark
}

@MainActor
@Suite("表单与存储替身的语义 / semantics of the form and storage stand-ins")
struct FormsCatalogTests {
  /// A store of its own, so that tests never touch the standard defaults.
  private func freshStore() -> UserDefaults {
    let name = "SwiftUIStandInTests.\(UUID().uuidString)"
    let store = UserDefaults(suiteName: name)!
    store.removePersistentDomain(forName: name)
    return store
  }

  // https://developer.apple.com/documentation/swiftui/bindable: "Use this property wrapper to create bindings to
  // mutable properties of a data model object that conforms to the Observable protocol."
  @Test("@Bindable 的绑定读写对象本身 / @Bindable's bindings read and write the object itself")
  func bindableBindings() {
    let draft = CatalogDraft()
    let bindable = Bindable(draft)
    bindable.title.wrappedValue = "写 / Written"
    #expect(draft.title == "写 / Written")
    draft.priority = 7
    #expect(bindable.priority.wrappedValue == 7)
    let projected = Bindable(projectedValue: bindable.projectedValue)
    #expect(projected.wrappedValue === draft)
  }

  // https://developer.apple.com/documentation/swiftui/appstorage: "A property wrapper type that reflects a value
  // from UserDefaults and invalidates a view on a change in value in that user default."
  @Test("@AppStorage 没存过时读默认值，写入会存进 UserDefaults / reads the default until written, then the store")
  func appStorageReadsAndWritesTheStore() {
    let store = freshStore()
    let count = AppStorage(wrappedValue: 3, "count", store: store)
    #expect(count.wrappedValue == 3)
    #expect(store.object(forKey: "count") == nil)
    count.wrappedValue = 5
    #expect(store.integer(forKey: "count") == 5)
    #expect(AppStorage(wrappedValue: 0, "count", store: store).wrappedValue == 5)
    count.projectedValue.wrappedValue = 6
    #expect(count.wrappedValue == 6)
  }

  @Test("@AppStorage 存原始值，可选值写 nil 会删除 / raw values are stored raw; nil removes an optional")
  func appStorageRawAndOptional() {
    let store = freshStore()
    let theme = AppStorage(wrappedValue: CatalogTheme.light, "theme", store: store)
    theme.wrappedValue = .dark
    #expect(store.string(forKey: "theme") == "dark")
    store.set("unknown", forKey: "theme")
    #expect(theme.wrappedValue == .light)
    let name = AppStorage<String?>("name", store: store)
    #expect(name.wrappedValue == nil)
    name.wrappedValue = "A"
    #expect(store.string(forKey: "name") == "A")
    name.wrappedValue = nil
    #expect(store.object(forKey: "name") == nil)
    let flag = AppStorage(wrappedValue: true, "flag", store: store)
    store.set("not a Bool", forKey: "flag")
    #expect(flag.wrappedValue == true)
  }

  // Outside an installed view there is no focus and no scene: the values stay at their initial ones, as @State's do.
  @Test("@FocusState 和 @SceneStorage 在未安装的视图里保持初值 / keep their initial values outside a view")
  func focusAndSceneStorageOutsideAView() {
    let isFocused = FocusState<Bool>()
    isFocused.wrappedValue = true
    #expect(isFocused.wrappedValue == false)
    #expect(isFocused.projectedValue.wrappedValue == false)
    let field = FocusState<CatalogField?>()
    #expect(field.wrappedValue == nil)
    let tab = SceneStorage(wrappedValue: 2, "tab")
    tab.wrappedValue = 3
    #expect(tab.wrappedValue == 2)
    #expect(SceneStorage<String?>("missing").wrappedValue == nil)
  }

  // https://developer.apple.com/documentation/swiftui/environmentvalues/dismiss: calling it outside a presentation
  // has no effect.
  @Test("环境里的 dismiss 可以调用，colorScheme 默认浅色且可写 / dismiss can be called; colorScheme defaults to light")
  func builtInEnvironmentValues() {
    var values = EnvironmentValues()
    values.dismiss()
    #expect(values.colorScheme == .light)
    values.colorScheme = .dark
    #expect(values.colorScheme == .dark)
    #expect(Environment(\.colorScheme).wrappedValue == .light)
  }

  @Test("ViewModifier 经 .modifier 组合成 ModifiedContent / .modifier wraps the view and the modifier")
  func modifiedContent() {
    let modified = Text("x").modifier(CatalogCardStyle(isHighlighted: true))
    #expect(modified.content == Text("x"))
    #expect(modified.modifier.isHighlighted)
  }

  // https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-6bexq: each row gets a binding to
  // its element of the collection behind the binding.
  @Test("ForEach(binding) 给每行它那个元素的绑定 / ForEach over a binding gives each row a binding to its element")
  func forEachOverABinding() {
    let box = CatalogBox(items: [CatalogItem(id: 1, title: "a"), CatalogItem(id: 2, title: "b")])
    var rowBindings: [Binding<CatalogItem>] = []
    let rows = ForEach(Bindable(box).items) { (item: Binding<CatalogItem>) -> Text in
      rowBindings.append(item)
      return Text(item.wrappedValue.title)
    }
    #expect(rows.data.map { $0.1 } == [1, 2])
    #expect(rows.data.map { rows.content($0) } == [Text("a"), Text("b")])
    rowBindings[1].wrappedValue.title = "B"
    #expect(box.items.map(\.title) == ["a", "B"])
  }

  @Test("Text(_:format:) 用格式显示值 / Text(_:format:) shows the formatted value")
  func textWithFormat() {
    #expect(Text(42, format: .number) == Text(verbatim: 42.formatted(.number)))
  }

  @Test("新增的视图都能构造 / the new views can be built")
  func viewsBuild() {
    _ = CatalogDraftForm(draft: CatalogDraft())
    _ = CatalogTodoList()
    _ = CatalogTabs()
    _ = CatalogLegacyScreen()
    _ = CatalogLegacyScreen_Previews.self
  }
}
