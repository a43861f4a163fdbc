import Foundation
import Observation
import SwiftUI

// The view API a student of lessons 1–4 plausibly writes, used the way Apple's documentation shows it. Compiling this
// file is the check: each call is written against Apple's signature, so a stand-in that is missing an API or drifts
// from Apple's shape breaks the build of this test target. `FormsCatalogTests` reads what has behaviour.

/// An `@Observable` model edited through `@Bindable`, as lesson 1's view models are.
@MainActor
@Observable
final class CatalogDraft {
  var title = ""
  var notes = ""
  var priority = 1
  var rating = 0.5
  var due = Date(timeIntervalSince1970: 0)
  var isDone = false
}

/// A picker's options.
enum CatalogPriority: String, CaseIterable, Identifiable, Hashable {
  case low, normal, high

  var id: String { rawValue }
}

/// The fields a form can focus.
enum CatalogField: Hashable {
  case title, notes
}

/// A form in the style of an edit screen: every control, bound to an `@Observable` model through `@Bindable`.
struct CatalogDraftForm: View {
  @Bindable var draft: CatalogDraft
  @State private var priority = CatalogPriority.normal
  @State private var password = ""
  @FocusState private var focusedField: CatalogField?
  @FocusState private var isSearchFocused: Bool
  @Environment(\.dismiss) private var dismiss
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    Form {
      Section("标题 / Title") {
        TextField("标题 / Title", text: $draft.title)
          .focused($focusedField, equals: .title)
          .textFieldStyle(.roundedBorder)
          .autocorrectionDisabled()
          .onSubmit { focusedField = .notes }
        TextField("标题 / Title", text: $draft.title, prompt: Text("必填 / Required"))
        TextField("备注 / Notes", text: $draft.notes, axis: .vertical)
          .lineLimit(5)
        TextField("摘要 / Summary", text: $draft.notes, axis: .vertical)
          .lineLimit(3...6)
        Text(draft.notes).lineLimit(2...)
        Text(draft.notes).lineLimit(...4)
        Text(draft.notes).lineLimit(3, reservesSpace: true)
        TextField(text: $draft.notes, prompt: Text("…")) { Text("备注 / Notes") }
        TextField("优先级 / Priority", value: $draft.priority, format: .number)
        SecureField("口令 / Password", text: $password, prompt: Text("至少 8 位 / 8 or more"))
          .focused($isSearchFocused)
        TextEditor(text: $draft.notes)
          .frame(minHeight: 120)
          .focused($focusedField, equals: .notes)
      }
      Section {
        Toggle("完成 / Done", isOn: $draft.isDone)
        Picker("优先级 / Priority", selection: $priority) {
          ForEach(CatalogPriority.allCases) { level in
            Text(level.rawValue).tag(level)
          }
        }
        .pickerStyle(.segmented)
        Stepper("数量 / Count: \(draft.priority)", value: $draft.priority, in: 0...10)
        Stepper("步进 / Step", value: $draft.priority, in: 0...10, step: 2)
        Stepper("无界 / Unbounded", onIncrement: { draft.priority += 1 }, onDecrement: { draft.priority -= 1 })
        Slider(value: $draft.rating)
        Slider(value: $draft.rating, in: 0...1, step: 0.1)
        DatePicker("截止 / Due", selection: $draft.due, displayedComponents: .date)
        DatePicker("截止 / Due", selection: $draft.due, in: Date.distantPast...)
      } header: {
        Text("细节 / Details")
      }
      Button("保存 / Save") { dismiss() }
        .disabled(draft.title.isEmpty)
        .buttonStyle(.borderedProminent)
      Button("删除 / Delete", role: .destructive) {}
      Button("添加 / Add", systemImage: "plus") {}
      Divider()
      Text(draft.due, style: .date)
      Text(draft.rating, format: .number)
        .background(Color.gray.opacity(0.2))
        .foregroundStyle(Color(red: 0.2, green: 0.4, blue: 0.6))
      Text(colorScheme == .dark ? "暗 / Dark" : "亮 / Light")
        .foregroundColor(.secondary)
        .multilineTextAlignment(.center)
    }
    .onChange(of: draft.title) { oldValue, newValue in
      draft.notes = oldValue + newValue
    }
    .onChange(of: draft.isDone) {
      focusedField = nil
    }
    .onChange(of: priority, initial: true) { _, _ in }
    .onChange(of: draft.priority) { newValue in
      draft.isDone = newValue > 5
    }
  }
}

/// A list screen with navigation by value, a toolbar, presentations, search and refresh.
struct CatalogTodoList: View {
  @State private var items = [CatalogItem(id: 1, title: "一 / One"), CatalogItem(id: 2, title: "二 / Two")]
  @State private var selection: CatalogItem.ID?
  @State private var editing: CatalogItem?
  @State private var query = ""
  @State private var isConfirming = false
  @State private var failure: String?
  @State private var path: [CatalogItem] = []
  @AppStorage("catalog.sortAscending") private var sortAscending = true
  @AppStorage("catalog.lastQuery") private var lastQuery: String?
  @SceneStorage("catalog.selectedTab") private var selectedTab = 0

  var body: some View {
    NavigationStack(path: $path) {
      Group {
        if items.isEmpty {
          ContentUnavailableView("没有待办 / No todos", systemImage: "tray", description: Text("添加一个 / Add one"))
        } else if items.allSatisfy({ !$0.title.contains(query) }) {
          ContentUnavailableView.search(text: query)
        } else if query == "?" {
          ContentUnavailableView.search
        } else {
          list
        }
      }
      .navigationTitle("待办 / Todos")
      .navigationDestination(for: CatalogItem.self) { item in
        Text(item.title)
      }
      .toolbar {
        ToolbarItem(placement: .primaryAction) {
          Button("添加 / Add") { isConfirming = true }
        }
        ToolbarItemGroup(placement: .cancellationAction) {
          Button("取消 / Cancel") {}
          Toggle("升序 / Ascending", isOn: $sortAscending)
        }
      }
      .sheet(item: $editing) { item in
        Text(item.title)
      }
      .alert("失败 / Failed", isPresented: .constant(failure != nil), presenting: failure) { _ in
        Button("好 / OK", role: .cancel) {}
      } message: { message in
        Text(message)
      }
      .confirmationDialog("确定? / Sure?", isPresented: $isConfirming, titleVisibility: .visible) {
        Button("删除全部 / Delete all", role: .destructive) { items.removeAll() }
      } message: {
        Text("不能撤销 / This cannot be undone")
      }
      .searchable(text: $query, prompt: "搜索 / Search")
      .refreshable {
        await Task.yield()
      }
      .task {
        lastQuery = query
      }
    }
  }

  private var list: some View {
    List(selection: $selection) {
      ForEach(items, id: \.id) { item in
        NavigationLink(value: item) {
          Label(item.title, systemImage: "circle")
        }
        .swipeActions {
          Button("删除 / Delete", role: .destructive) {}
        }
      }
      .onMove { items.move(fromOffsets: $0, toOffset: $1) }
      NavigationLink("第一个 / First", value: items[0])
      ForEach($items) { $item in
        TextField("标题 / Title", text: $item.title)
      }
      NavigationLink(destination: Text("旧式 / Old style")) {
        Text("旧式 / Old style")
      }
    }
    .listStyle(.plain)
  }
}

/// A reusable modifier, applied with `.modifier(_:)` and through a `View` extension, as lesson helpers do.
struct CatalogCardStyle: ViewModifier {
  var isHighlighted: Bool

  func body(content: Content) -> some View {
    content
      .padding(8)
      .background(.blue)
      .cornerRadius(8)
      .opacity(isHighlighted ? 1 : 0.5)
  }
}

extension View {
  func catalogCard(highlighted: Bool = false) -> some View {
    modifier(CatalogCardStyle(isHighlighted: highlighted))
  }
}

/// The older forms a student may copy from a tutorial: `NavigationView`, `AnyView`, a `PreviewProvider`.
struct CatalogLegacyScreen: View {
  @StateObject private var settings = CatalogSettings()
  @Environment(CatalogLibrary.self) private var library

  var body: some View {
    NavigationView {
      ScrollView {
        LazyVStack(alignment: .leading, spacing: 4) {
          ForEach(0..<3) { index in
            content(for: index)
          }
          ZStack {
            Color.blue
            Text("卡片 / Card").catalogCard(highlighted: true)
          }
          .frame(width: 100, height: 60)
          .frame(maxWidth: .infinity, alignment: .leading)
        }
      }
      .environmentObject(settings)
      .environment(library)
    }
  }

  private func content(for index: Int) -> AnyView {
    index == 0 ? AnyView(Text("零 / Zero")) : AnyView(EmptyView())
  }
}

struct CatalogLegacyScreen_Previews: PreviewProvider {
  static var previews: some View {
    CatalogDraftForm(draft: CatalogDraft())
      .environment(\.colorScheme, .dark)
  }
}

/// Older and decorative forms: sections with header views, taps, menus, animation, links, toggle styles.
struct CatalogDecorated: View {
  @State private var isExpanded = false
  @State private var count = 0

  var body: some View {
    Form {
      Section(header: Text("头 / Header"), footer: Text("脚 / Footer")) {
        Toggle("展开 / Expanded", isOn: $isExpanded)
          .toggleStyle(.switch)
      }
      Section(header: Text("只有头 / Header only")) {
        Text("\(count)")
          .onTapGesture { withAnimation(.easeInOut(duration: 0.2)) { count += 1 } }
          .contextMenu { Button("重置 / Reset") { count = 0 } }
          .shadow(radius: 2)
          .badge(count)
          .animation(.spring, value: count)
      }
      Section(footer: Text("只有脚 / Footer only")) {
        Link("Swift", destination: URL(string: "https://swift.org")!)
      }
    }
  }
}

/// A Mac editor's finish: font variants, borders, control sizes, keyboard shortcuts, form and keyboard styles.
struct CatalogMacEditor: View {
  @State private var text = ""

  var body: some View {
    Form {
      Text("标题 / Title").font(.title2.bold())
      Text("代码 / Code").font(.system(size: 13, weight: .semibold, design: .monospaced))
      Text("123").font(.body.weight(.medium).italic().monospacedDigit().monospaced()).fontWeight(.bold)
      TextEditor(text: $text)
        .border(Color.gray)
        .border(.secondary, width: 2)
      Button("保存 / Save") {}
        .controlSize(.large)
        .keyboardShortcut("s", modifiers: .command)
      Button("全部保存 / Save all") {}
        .keyboardShortcut("s", modifiers: [.command, .shift])
      Button("好 / OK") {}
        .keyboardShortcut(.defaultAction)
      Button("取消 / Cancel") {}
        .keyboardShortcut(.cancelAction)
    }
    .formStyle(.grouped)
    .scrollDismissesKeyboard(.interactively)
  }
}

/// A list whose rows edit their elements through bindings.
struct CatalogEditableList: View {
  @Binding var items: [CatalogItem]

  var body: some View {
    List($items) { $item in
      TextField("标题 / Title", text: $item.title)
    }
  }
}

/// Tabs, and a view that makes `@Bindable` from an `@Environment` object inside `body`.
struct CatalogTabs: View {
  @Environment(CatalogLibrary.self) private var library
  @State private var tab = 0

  var body: some View {
    @Bindable var library = library
    TabView(selection: $tab) {
      List(0..<2) { index in
        Text("\(index)")
      }
      .tabItem { Label("列表 / List", systemImage: "list.bullet") }
      .tag(0)
      ContentUnavailableView {
        Label("空 / Empty", systemImage: "tray")
      } description: {
        Text("\(library.titles.count)")
      } actions: {
        Button("刷新 / Refresh") {}
      }
      .tag(1)
    }
  }
}
