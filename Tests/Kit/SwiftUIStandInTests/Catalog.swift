import Observation
import SwiftUI

// Every part of the stand-in's view API, used the way the lessons use it. Compiling this file is a check in itself:
// it is written against Apple's documented signatures, so a stand-in signature that drifts from Apple's (a label, a
// generic constraint, an isolation) breaks the build of this test target. `CatalogTests` reads some of it at run time.

/// A settings model in the style of lessons 2–4: an `ObservableObject` with published state.
@MainActor
final class CatalogSettings: ObservableObject {
  @Published var name = ""
  @Published var notify = true
  @Published private(set) var saves = 0

  func save() {
    saves += 1
  }
}

/// A model in the style of lesson 1's view models: `@Observable`, read through the environment by type.
@MainActor
@Observable
final class CatalogLibrary {
  var titles = ["A", "B"]
}

/// A row type for lists.
struct CatalogItem: Identifiable, Hashable {
  let id: Int
  var title: String
}

/// A view that owns its model with `@StateObject`, injected through `init`.
struct CatalogOwnerView: View {
  @StateObject private var settings: CatalogSettings
  @State private var isShowingAlert = false
  @State private var selection: CatalogItem?
  @Environment(\.catalogGreeting) private var greeting
  @Environment(CatalogLibrary.self) private var library
  @Environment(CatalogLibrary.self) private var optionalLibrary: CatalogLibrary?

  init(settings: CatalogSettings) {
    _settings = StateObject(wrappedValue: settings)
  }

  var body: some View {
    NavigationStack {
      Form {
        Section("名字 / Name") {
          TextField("名字 / Name", text: $settings.name)
          SecureField("口令 / Passphrase", text: $settings.name)
          Toggle("通知 / Notify", isOn: $settings.notify)
        }
        Section {
          CatalogEditor(name: $settings.name)
        } header: {
          Text("编辑 / Edit")
        } footer: {
          Text("\(settings.saves) saves")
        }
      }
      .navigationTitle("设置 / Settings")
      .toolbar {
        Button("保存 / Save") { settings.save() }
      }
      .alert("提示 / Notice", isPresented: $isShowingAlert) {
        Button("好 / OK") {}
      } message: {
        Text(greeting)
      }
      .task {
        settings.save()
      }
      .onReceive(settings.$name) { name in
        isShowingAlert = name.isEmpty
      }
      .environmentObject(settings)
      .environment(library)
    }
  }
}

/// A child view that edits a value it does not own, through `@Binding`.
struct CatalogEditor: View {
  @Binding var name: String

  var body: some View {
    HStack(alignment: .firstTextBaseline, spacing: 8) {
      Text(name).font(.headline).foregroundStyle(.secondary)
      Spacer()
      Button(action: { name = "" }) {
        Label("清空 / Clear", systemImage: "xmark.circle")
      }
    }
    .padding()
    .padding(.horizontal, 4)
  }
}

/// A view that reads a model supplied by an ancestor, and one observed through `@ObservedObject`.
struct CatalogReaderView: View {
  @EnvironmentObject private var settings: CatalogSettings
  @ObservedObject var observed: CatalogSettings

  var body: some View {
    VStack(alignment: .leading) {
      Text(settings.name)
      Toggle(isOn: $observed.notify) { Text("通知 / Notify") }
      if observed.notify {
        Image(systemName: "bell")
      } else {
        EmptyView()
      }
    }
  }
}

/// A list with rows from data, deletion, navigation, an overlay and a progress view.
struct CatalogListView: View {
  @State private var items = [CatalogItem(id: 1, title: "一 / One"), CatalogItem(id: 2, title: "二 / Two")]
  @State private var isLoading = false
  @State private var showsSheet = false

  var body: some View {
    List {
      ForEach(items) { item in
        NavigationLink(item.title) {
          Text(item.title)
        }
      }
      .onDelete { offsets in
        items.remove(atOffsets: offsets)
      }
      ForEach(0..<3) { index in
        Text("行 / Row \(index)")
      }
      ForEach(["x", "y"], id: \.self) { letter in
        Text(letter).bold()
      }
    }
    .overlay {
      if isLoading {
        ProgressView()
      }
    }
    .overlay(alignment: .bottom) {
      ProgressView(value: 0.5)
    }
    .sheet(isPresented: $showsSheet) {
      List(items) { item in
        Text(item.title)
      }
    }
    .onAppear {
      isLoading = false
    }
    .onDisappear {
      isLoading = true
    }
    .task(id: items.count) {
      isLoading = false
    }
  }
}

/// A group of dynamic properties with its own `update()`, as the lesson-4 answer suggests.
struct CatalogState: DynamicProperty {
  @State var count = 0
  @Environment(\.catalogGreeting) var greeting

  mutating func update() {}
}

/// A key and an environment value, written by hand as on Linux.
private struct CatalogGreetingKey: EnvironmentKey {
  static let defaultValue = "你好 / Hello"
}

extension EnvironmentValues {
  var catalogGreeting: String {
    get { self[CatalogGreetingKey.self] }
    set { self[CatalogGreetingKey.self] = newValue }
  }
}

/// An app whose scene injects values at the top, as lesson 1's entry point does.
struct CatalogApp: App {
  @StateObject private var settings = CatalogSettings()

  var body: some Scene {
    WindowGroup {
      CatalogOwnerView(settings: settings)
        .environment(\.catalogGreeting, "嗨 / Hi")
    }
    .environmentObject(settings)
  }
}

/// A two-level view whose body type the tests check.
struct CatalogGreetingView: View {
  var showsSubtitle: Bool

  var body: some View {
    VStack {
      Text("标题 / Title")
      if showsSubtitle {
        Text("副标题 / Subtitle")
      }
    }
  }
}
