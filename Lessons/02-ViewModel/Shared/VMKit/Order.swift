import Foundation

/// One order of the signed-in user: 当前用户的一笔订单。
public struct Order: Identifiable, Equatable, Sendable {
  /// The order's identifier: 订单号。
  public var id: Int
  /// What was ordered, in a few words: 订单内容的简短描述。
  public var title: String
  /// When the order was placed: 下单时间。
  public var placedAt: Date

  /// Creates an order: 创建一笔订单。
  public init(id: Int, title: String, placedAt: Date) {
    self.id = id
    self.title = title
    self.placedAt = placedAt
  }
}
