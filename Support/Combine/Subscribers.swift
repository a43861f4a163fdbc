/// A namespace for subscriber types and the values subscribers exchange with publishers.
///
/// 订阅者相关类型的命名空间。
public enum Subscribers {}
