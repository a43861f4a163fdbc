/// A colour, which is also a view that fills its space.
///
/// 颜色；它本身也是一个视图。
public struct Color: Hashable, CustomStringConvertible, Sendable, ShapeStyle {
  public let description: String

  private init(_ name: String) {
    description = name
  }

  public static let black = Color("black")
  public static let white = Color("white")
  public static let gray = Color("gray")
  public static let red = Color("red")
  public static let orange = Color("orange")
  public static let yellow = Color("yellow")
  public static let green = Color("green")
  public static let mint = Color("mint")
  public static let teal = Color("teal")
  public static let cyan = Color("cyan")
  public static let blue = Color("blue")
  public static let indigo = Color("indigo")
  public static let purple = Color("purple")
  public static let pink = Color("pink")
  public static let brown = Color("brown")
  public static let clear = Color("clear")
  public static let primary = Color("primary")
  public static let secondary = Color("secondary")
  public static let accentColor = Color("accentColor")
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
