/// One exchange rate: how many units of a currency one US dollar buys. 一条汇率：一美元能换多少单位的某种货币。
public struct Rate: Identifiable, Equatable, Sendable {
  /// The currency's ISO code, such as `"CNY"`: 货币代码，例如 `"CNY"`。
  public var currency: String
  /// Units of `currency` per US dollar: 每美元可换的 `currency` 数量。
  public var perDollar: Double

  /// The currency code identifies the rate: 用货币代码作为标识。
  public var id: String { currency }

  /// Creates a rate: 创建一条汇率。
  public init(currency: String, perDollar: Double) {
    self.currency = currency
    self.perDollar = perDollar
  }
}
