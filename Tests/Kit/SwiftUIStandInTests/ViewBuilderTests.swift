import SwiftUI
import Testing

/// Builds a view with `@ViewBuilder`, so that a test can look at the type the builder produced.
@MainActor
func build<Content: View>(@ViewBuilder _ content: () -> Content) -> Content {
  content()
}

// The types follow https://developer.apple.com/documentation/swiftui/viewbuilder: buildBlock of several views makes a
// TupleView, buildIf makes an Optional, and buildEither makes a _ConditionalContent of both branches. These are the
// types that `some View` hides and that an `if` inside a body produces.
@MainActor
@Suite("ViewBuilder 替身的类型 / types built by the ViewBuilder stand-in")
struct ViewBuilderTests {
  @Test("多个视图组成 TupleView / several views make a TupleView")
  func severalViewsMakeATupleView() {
    let view = build {
      Text("a")
      Image(systemName: "star")
    }
    #expect(type(of: view) == TupleView<(Text, Image)>.self)
  }

  @Test("一个视图就是它本身，空的是 EmptyView / one view is itself, none is EmptyView")
  func oneViewIsItself() {
    let one = build { Text("a") }
    let none = build {}
    #expect(type(of: one) == Text.self)
    #expect(type(of: none) == EmptyView.self)
  }

  @Test("没有 else 的 if 生成可选视图 / an if without else makes an optional view")
  func ifMakesAnOptional() {
    let flag = Bool.random()
    let view = build {
      if flag {
        Text("a")
      }
    }
    #expect(type(of: view) == Text?.self)
    #expect((view != nil) == flag)
  }

  @Test("if/else 生成 _ConditionalContent / if/else makes a _ConditionalContent")
  func ifElseMakesConditionalContent() {
    let flag = Bool.random()
    let view = build {
      if flag {
        Text("a")
      } else {
        Image(systemName: "star")
      }
    }
    #expect(type(of: view) == _ConditionalContent<Text, Image>.self)
  }

  @Test("自定义视图的 body 类型 / the body type of a custom view")
  func customBodyType() {
    let view = CatalogGreetingView(showsSubtitle: true)
    #expect(type(of: view.body) == VStack<TupleView<(Text, Text?)>>.self)
  }
}
