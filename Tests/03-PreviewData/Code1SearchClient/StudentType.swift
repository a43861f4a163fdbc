/// Finds a top-level type of the student's module by name at run time: 在运行时按名字查找学生模块里的顶层类型。
///
/// Naming a type in a check's source makes the whole suite fail to compile when the type is missing; looking it up
/// at run time instead costs only the checks that need it. The name is Swift's mangled form of a top-level enum (`O`),
/// struct (`V`) or class or actor (`C`), the form `_typeByName` reads.
/// 在检查的源码里直接写类型名，缺少这个类型时整套测试都编译不过；改在运行时查找，只影响用到它的检查。
enum StudentType {
  /// The top-level type `name` declared in `module`, or `nil` when the module declares none.
  static func named(_ name: String, in module: String) -> Any.Type? {
    for kind in ["O", "V", "C"] {
      if let type = _typeByName("\(module.utf8.count)\(module)\(name.utf8.count)\(name)\(kind)") {
        return type
      }
    }
    return nil
  }
}
