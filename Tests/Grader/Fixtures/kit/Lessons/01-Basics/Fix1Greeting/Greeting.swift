// This does not compile: why? Fix it so that greeting(for: "Ann") is "Hello, Ann!" and an empty name greets the world.

/// A greeting for `name`.
public func greeting(for name: String) -> String {
  let punctuation: Character = "!!"
  return "Hello, " + (name.isEmpty ? "world" : name) + punctuation
}
