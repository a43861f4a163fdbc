// BEGIN GENERATED: requirements (swift run grader sync)
// f.fix1 的要求（每条单独计分，分数四舍五入到 0.01）/ What f.fix1 requires (each scored on its own; points rounded to 0.01):
// 1. 问候语带上对方的名字。（2 分）
//    The greeting names the person. (2 pts)
// 2. 没有名字时问候整个世界。（2 分）
//    Without a name, it greets the world. (2 pts)
// END GENERATED: requirements

// This does not compile: why? Fix it so that greeting(for: "Ann") is "Hello, Ann!" and an empty name greets the world.

/// A greeting for `name`.
public func greeting(for name: String) -> String {
  let punctuation: Character = "!!"
  return "Hello, " + (name.isEmpty ? "world" : name) + punctuation
}
