/// One recipe as the recipe server describes it: 菜谱服务器返回的一道菜谱。
public struct Recipe: Identifiable, Hashable, Sendable {
  /// The server's identifier for the recipe.
  public var id: Int

  /// The recipe's name, shown in lists.
  public var name: String

  /// Creates a recipe.
  public init(id: Int, name: String) {
    self.id = id
    self.name = name
  }
}

extension Recipe {
  /// The sample recipes previews and mocks show, in this order: 预览和 Mock 使用的示例菜谱（按此顺序）。
  public static let samples = [
    Recipe(id: 1, name: "Mapo Tofu 麻婆豆腐"),
    Recipe(id: 2, name: "Tomato and Egg 番茄炒蛋"),
    Recipe(id: 3, name: "Kung Pao Chicken 宫保鸡丁"),
    Recipe(id: 4, name: "Tofu Soup 豆腐汤"),
  ]
}
