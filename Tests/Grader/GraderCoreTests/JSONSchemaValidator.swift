import Foundation

/// A validator for the part of JSON Schema (draft 2020-12) that `Docs/report.schema.json` uses, since the kit can use
/// no outside package.
///
/// Keywords: `type` (one name or a list), `properties`, `required`, `additionalProperties` (true or false), `items`,
/// `enum`, `const`, `minimum`, `$ref` to `#/$defs/NAME`, and the annotations `$schema`, `title` and `description`. Any
/// other keyword is an error of the schema itself, so the schema cannot use more than is checked here.
struct JSONSchemaValidator {
  /// The keywords understood.
  static let keywords: Set<String> = [
    "$schema", "$defs", "title", "description", "type", "properties", "required", "additionalProperties", "items",
    "enum", "const", "minimum", "$ref",
  ]

  let root: [String: Any]

  init(schema data: Data) throws {
    guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw Problem("the schema is not a JSON object")
    }
    self.root = root
  }

  /// An error of the schema or a place where the instance does not match.
  struct Problem: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  /// Every place where `instance` (parsed JSON) does not match the schema, as `path: what`; empty when it is valid.
  func problems(in instance: Any) throws -> [String] {
    var found: [String] = []
    try check(instance, against: root, at: "$", into: &found)
    return found
  }

  private func check(_ value: Any, against schema: [String: Any], at path: String, into found: inout [String]) throws {
    for key in schema.keys where !Self.keywords.contains(key) {
      throw Problem("unsupported keyword \(key) at \(path)")
    }
    if let reference = schema["$ref"] as? String {
      let prefix = "#/$defs/"
      guard reference.hasPrefix(prefix), let definitions = root["$defs"] as? [String: Any],
        let target = definitions[String(reference.dropFirst(prefix.count))] as? [String: Any]
      else { throw Problem("unresolvable $ref \(reference) at \(path)") }
      try check(value, against: target, at: path, into: &found)
    }
    if let types = schema["type"] {
      let names = (types as? [String]) ?? [(types as? String) ?? ""]
      if !names.contains(where: { Self.value(value, is: $0) }) {
        found.append("\(path): expected \(names.joined(separator: " or ")), got \(Self.describe(value))")
        return
      }
    }
    if let constant = schema["const"], !Self.equal(value, constant) {
      found.append("\(path): expected \(Self.describe(constant)), got \(Self.describe(value))")
    }
    if let options = schema["enum"] as? [Any], !options.contains(where: { Self.equal(value, $0) }) {
      found.append("\(path): \(Self.describe(value)) is not one of \(options.map(Self.describe).joined(separator: ", "))")
    }
    if let minimum = schema["minimum"] as? NSNumber, let number = Self.number(value), number < minimum.doubleValue {
      found.append("\(path): \(number) is below the minimum \(minimum)")
    }
    if let object = value as? [String: Any], !Self.isBoolean(value) {
      let properties = schema["properties"] as? [String: Any] ?? [:]
      for name in schema["required"] as? [String] ?? [] where object[name] == nil {
        found.append("\(path): missing required \(name)")
      }
      for (name, member) in object.sorted(by: { $0.key < $1.key }) {
        if let property = properties[name] as? [String: Any] {
          try check(member, against: property, at: "\(path).\(name)", into: &found)
        } else if let additional = schema["additionalProperties"] as? Bool, !additional {
          found.append("\(path): \(name) is not allowed")
        }
      }
    }
    if let array = value as? [Any], let items = schema["items"] as? [String: Any] {
      for (index, element) in array.enumerated() {
        try check(element, against: items, at: "\(path)[\(index)]", into: &found)
      }
    }
  }

  /// Whether `value` is of the JSON type `name` (`integer` is a number without a fraction).
  static func value(_ value: Any, is name: String) -> Bool {
    switch name {
    case "null": return value is NSNull
    case "boolean": return isBoolean(value)
    case "number": return number(value) != nil
    case "integer": return number(value).map { $0 == $0.rounded() } ?? false
    case "string": return value is String
    case "array": return value is [Any]
    case "object": return value is [String: Any]
    default: return false
    }
  }

  /// JSONSerialization gives booleans as NSNumber too, of a class of their own (`__NSCFBoolean` on Linux and macOS).
  static func isBoolean(_ value: Any) -> Bool {
    value is NSNumber && String(describing: type(of: value)).contains("Boolean")
  }

  static func number(_ value: Any) -> Double? {
    guard !isBoolean(value), let number = value as? NSNumber else { return nil }
    return number.doubleValue
  }

  static func equal(_ lhs: Any, _ rhs: Any) -> Bool {
    if isBoolean(lhs) || isBoolean(rhs) { return isBoolean(lhs) && isBoolean(rhs) && (lhs as? Bool) == (rhs as? Bool) }
    if let left = number(lhs), let right = number(rhs) { return left == right }
    if let left = lhs as? String, let right = rhs as? String { return left == right }
    return lhs is NSNull && rhs is NSNull
  }

  static func describe(_ value: Any) -> String {
    if isBoolean(value) { return (value as? Bool) == true ? "true" : "false" }
    if let number = number(value) { return "\(number)" }
    if let string = value as? String { return "\"\(string)\"" }
    if value is [Any] { return "an array" }
    if value is [String: Any] { return "an object" }
    return "null"
  }
}
