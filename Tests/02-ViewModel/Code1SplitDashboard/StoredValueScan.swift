/// Walks an object's stored properties, and theirs, looking for a value that does not belong there.
/// 逐层查看对象的存储属性（以及属性的属性），找出不该出现在那里的值。
///
/// `allowed` values are not looked into (the injected service itself); the walk stops a few levels down, so cycles
/// between objects cannot make it run forever. 不深入 `allowed` 的值（即注入的服务本身）；只往下走几层，对象之间的循环引用不会让它停不下来。
enum StoredValueScan {
  /// The path of the first stored value that `forbidden` matches, such as `"self.helper.orders"`, or `nil`.
  /// 第一个被 `forbidden` 命中的存储值的路径（例如 `"self.helper.orders"`），没有则为 `nil`。
  static func firstMatch(
    in subject: Any,
    forbidden: (Any) -> Bool,
    allowed: (Any) -> Bool
  ) -> String? {
    walk(subject, path: "self", depth: 0, forbidden: forbidden, allowed: allowed)
  }

  private static let maximumDepth = 6

  private static func walk(
    _ value: Any,
    path: String,
    depth: Int,
    forbidden: (Any) -> Bool,
    allowed: (Any) -> Bool
  ) -> String? {
    if depth > 0 {
      if allowed(value) { return nil }
      if forbidden(value) { return path }
    }
    guard depth < maximumDepth else { return nil }
    var mirror: Swift.Mirror? = Swift.Mirror(reflecting: value)
    while let current = mirror {
      for (index, child) in current.children.enumerated() {
        let name = child.label.map { $0.hasPrefix("_") && !$0.hasPrefix("_$") ? String($0.dropFirst()) : $0 } ?? "[\(index)]"
        if let found = walk(child.value, path: "\(path).\(name)", depth: depth + 1, forbidden: forbidden, allowed: allowed) {
          return found
        }
      }
      mirror = current.superclassMirror
    }
    return nil
  }
}
