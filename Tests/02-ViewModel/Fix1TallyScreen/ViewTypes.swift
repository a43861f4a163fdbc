import SwiftUI

/// Tells whether a value, or the type it is declared with, is a SwiftUI view: 判断一个值（或它声明的类型）是不是 SwiftUI 视图。
///
/// A stored `TallyView?` that is `nil` holds no view, yet its type still says "a view lives here", so optionals and
/// arrays are judged by their element type. 值为 `nil` 的 `TallyView?` 虽然没有视图，但类型说明“这里放的是视图”，
/// 所以可选值和数组按元素类型判断。
enum ViewTypes {
  /// Whether `value` is a view, an optional view or an array of views: `value` 是否是视图、可选视图或视图数组。
  static func isView(_ value: Any) -> Bool {
    isViewType(type(of: value))
  }

  private static func isViewType(_ type: Any.Type) -> Bool {
    if type is any View.Type { return true }
    if let wrapper = type as? any ElementWrapping.Type { return isViewType(wrapper.elementType) }
    return false
  }
}

/// A type that stores values of another type, such as an optional or an array: 存放另一种类型的值的类型，例如可选值和数组。
protocol ElementWrapping {
  static var elementType: Any.Type { get }
}

extension Optional: ElementWrapping {
  static var elementType: Any.Type { Wrapped.self }
}

extension Array: ElementWrapping {
  static var elementType: Any.Type { Element.self }
}
