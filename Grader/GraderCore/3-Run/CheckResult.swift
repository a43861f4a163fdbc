/// The outcome of one check, with the message a student reads when it did not pass.
public struct CheckResult: Sendable, Equatable {
  public var name: String
  public var status: CheckStatus
  public var message: String

  public init(name: String, status: CheckStatus, message: String = "") {
    self.name = name
    self.status = status
    self.message = message
  }
}
