import Testing
import VMKit

@testable import VMCode3

/// Fallbacks the compiler uses only when the student's `InboxViewModel` lacks a member the stub declares, so the suite
/// compiles whatever the answer is and a missing member costs only the checks that use it; each records why.
///
/// 只有学生的 `InboxViewModel` 缺少初始代码声明过的某个成员时，编译器才会用到这些后备实现：无论答案如何本套测试都能编译，
/// 缺一个成员只丢用到它的检查；后备实现会记录原因。
protocol InboxFallbacks: AnyObject {}

extension InboxFallbacks {
  @_disfavoredOverload
  init?(service: any MessageService) { return nil }

  @_disfavoredOverload
  var messages: [Message] {
    Issue.record("InboxViewModel 没有 [Message] 类型的 messages 属性 / InboxViewModel has no messages property of type [Message]")
    return []
  }

  @_disfavoredOverload
  var showsUnreadOnly: Bool {
    Issue.record("InboxViewModel 没有 Bool 类型的 showsUnreadOnly 属性 / InboxViewModel has no showsUnreadOnly property of type Bool")
    return false
  }

  @_disfavoredOverload
  var isLoading: Bool {
    Issue.record("InboxViewModel 没有 Bool 类型的 isLoading 属性 / InboxViewModel has no isLoading property of type Bool")
    return false
  }

  @_disfavoredOverload
  var errorMessage: String? {
    Issue.record("InboxViewModel 没有 String? 类型的 errorMessage 属性 / InboxViewModel has no errorMessage property of type String?")
    return nil
  }

  @_disfavoredOverload
  var rows: [MessageRow] {
    Issue.record("InboxViewModel 没有 [MessageRow] 类型的 rows 属性 / InboxViewModel has no rows property of type [MessageRow]")
    return []
  }

  @_disfavoredOverload
  var unreadCount: Int {
    Issue.record("InboxViewModel 没有 Int 类型的 unreadCount 属性 / InboxViewModel has no unreadCount property of type Int")
    return -1
  }

  @_disfavoredOverload
  func load() async {
    Issue.record("InboxViewModel 没有 load() async 方法 / InboxViewModel has no load() async method")
  }

  @_disfavoredOverload
  func markRead(_ id: Message.ID) async {
    Issue.record("InboxViewModel 没有 markRead(_: Message.ID) async 方法 / InboxViewModel has no markRead(_: Message.ID) async method")
  }

  @_disfavoredOverload
  func setShowsUnreadOnly(_ unreadOnly: Bool) {
    Issue.record("InboxViewModel 没有 setShowsUnreadOnly(_: Bool) 方法 / InboxViewModel has no setShowsUnreadOnly(_: Bool) method")
  }
}

extension InboxViewModel: InboxFallbacks {}
