/// A namespace for the publishers that operators return.
///
/// 运算符返回的发布者类型都在这里。
public enum Publishers {}
