// 代码预测题 / Predict the result
//
// 阅读下面这段代码（Combine 的 ObservableObject 和 @Published）：
// Read this snippet (Combine's ObservableObject and @Published):
//
//     @MainActor
//     final class Scoreboard: ObservableObject {
//       @Published var leader = "nobody"
//     }
//
//     let board = Scoreboard()
//     var seen: [String] = []
//     var received: [String] = []
//
//     let willChange = board.objectWillChange.sink { _ in
//       seen.append(board.leader)         // 通知到来时，读一下属性当前的值 / read the property when the notice arrives
//     }
//     let values = board.$leader.sink { newValue in
//       received.append(newValue)         // 记下发布者送来的值 / keep the value the publisher delivers
//     }
//
//     board.leader = "Ana"
//     board.leader = "Ben"
//
// 问题：执行完之后，`seen` 和 `received` 分别是什么？
// Question: once it has run, what do `seen` and `received` hold?
//
// 作答：把下面两个 `nil` 换成你的预测，例如 `[String]? = ["X", "Y"]`。保持 `nil` 表示还没作答。
// Answer: replace the two `nil`s below with your prediction, e.g. `[String]? = ["X", "Y"]`. Leaving `nil` means
// "not answered yet".
//
// 怎么检查 / How to check
//   swift run grader --question vm.predict1

/// Your prediction of what the two sinks collected: 你对两个 sink 收集到的值的预测。
public enum Prediction {
  /// 每次 objectWillChange 通知到来时读到的 `board.leader`，按顺序 / `board.leader` as read each time objectWillChange fired, in order.
  public static let seen: [String]? = ["nobody", "Ana"]

  /// `board.$leader` 送给 sink 的值，按顺序 / the values `board.$leader` delivered to its sink, in order.
  public static let received: [String]? = ["nobody", "Ana", "Ben"]
}
