/// How long a service made by a `Container` lives: `Container` 创建的服务能活多久。
public enum Scope: Sendable {
  /// Every resolution runs the factory again and returns a new instance: 每次解析都重新运行工厂，得到新实例。
  case unique

  /// The first resolution runs the factory; every later one returns that same instance: 第一次解析时运行工厂，之后一直返回同一个实例。
  case singleton
}
