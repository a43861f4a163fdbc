/// A colour, which is also a view that fills its space.
///
/// 颜色；它本身也是一个视图。
public struct Color: Hashable, CustomStringConvertible, Sendable, ShapeStyle {
  public let description: String

  private init(describing name: String) {
    description = name
  }

  /// A colour from red, green and blue components, each from 0 to 1.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    description = "rgba(\(red), \(green), \(blue), \(opacity))"
  }

  /// A grey from `white` (0 black, 1 white).
  public init(white: Double, opacity: Double = 1) {
    description = "white(\(white), \(opacity))"
  }

  /// A colour from the asset catalog of `bundle`, by name.
  public init(_ name: String, bundle: Bundle? = nil) {
    description = name
  }

  /// This colour with its opacity multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> Color {
    Color(describing: "\(description).opacity(\(opacity))")
  }

  public static let black = Color(describing: "black")
  public static let white = Color(describing: "white")
  public static let gray = Color(describing: "gray")
  public static let red = Color(describing: "red")
  public static let orange = Color(describing: "orange")
  public static let yellow = Color(describing: "yellow")
  public static let green = Color(describing: "green")
  public static let mint = Color(describing: "mint")
  public static let teal = Color(describing: "teal")
  public static let cyan = Color(describing: "cyan")
  public static let blue = Color(describing: "blue")
  public static let indigo = Color(describing: "indigo")
  public static let purple = Color(describing: "purple")
  public static let pink = Color(describing: "pink")
  public static let brown = Color(describing: "brown")
  public static let clear = Color(describing: "clear")
  public static let primary = Color(describing: "primary")
  public static let secondary = Color(describing: "secondary")
  public static let accentColor = Color(describing: "accentColor")
}

extension ShapeStyle where Self == Color {
  public static var black: Color { .black }
  public static var white: Color { .white }
  public static var gray: Color { .gray }
  public static var red: Color { .red }
  public static var orange: Color { .orange }
  public static var yellow: Color { .yellow }
  public static var green: Color { .green }
  public static var mint: Color { .mint }
  public static var teal: Color { .teal }
  public static var cyan: Color { .cyan }
  public static var blue: Color { .blue }
  public static var indigo: Color { .indigo }
  public static var purple: Color { .purple }
  public static var pink: Color { .pink }
  public static var brown: Color { .brown }
  public static var clear: Color { .clear }
}

extension Color: View {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}
