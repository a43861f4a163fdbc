import Combine
import Testing

/// The scoreboard of lesson 2's prediction question. 第 2 课预测题里的记分板。
@MainActor
final class Scoreboard: ObservableObject {
  @Published var leader = "nobody"
}

/// Runs the snippet of `vm.predict1` as written, so the key in the manifest is checked against Combine (or its
/// stand-in) instead of being trusted. 原样运行 `vm.predict1` 的代码，用 Combine（或替身）验证清单里的答案，而不是照单全收。
@MainActor
@Suite("预测题的代码 / the prediction's snippet")
struct PredictionSnippetTests {
  @Test("seen 与 received 和答案一致 / seen and received match the key")
  func snippetMatchesTheKey() {
    let board = Scoreboard()
    var seen: [String] = []
    var received: [String] = []

    let willChange = board.objectWillChange.sink { _ in
      seen.append(board.leader)
    }
    let values = board.$leader.sink { newValue in
      received.append(newValue)
    }

    board.leader = "Ana"
    board.leader = "Ben"
    willChange.cancel()
    values.cancel()

    #expect(seen == ["nobody", "Ana"])
    #expect(received == ["nobody", "Ana", "Ben"])
  }
}
