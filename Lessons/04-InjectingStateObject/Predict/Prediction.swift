// 代码预测题 / Predict the result
//
// 阅读下面这段代码。`Reader` 就是本课的 Reader（见 README 第 3 节）；`ReadLog` 是一个记录被读取的键的环境：
// Read this snippet. `Reader` is the lesson's Reader (README, section 3); `ReadLog` is an environment that logs the
// keys read from it:
//
//     final class ReadLog {
//       private(set) var reads: [String] = []
//       func read(_ key: String) -> Int {      // 记下键，返回键的长度 / logs the key, returns its length
//         reads.append(key)
//         return key.count
//       }
//     }
//
//     let log = ReadLog()
//     let reader = Reader<ReadLog, Int> { $0.read("id") }
//       .map { $0 * 10 }
//       .flatMap { tens in Reader { $0.read("name") + tens } }
//     let readsBeforeApply = log.reads.count
//     let first = reader.apply(log)
//     let second = reader.apply(log)
//
// 问题：执行完之后，`readsBeforeApply` 是多少？`first` 是多少？`log.reads` 里按顺序是什么？
// Question: once it has run, what is `readsBeforeApply`? What is `first`? What does `log.reads` hold, in order?
//
// 作答：把下面三个 `nil` 换成你的预测，例如 `Int? = 5`、`[String]? = ["x", "y"]`。保持 `nil` 表示还没作答。
// Answer: replace the three `nil`s below with your prediction, e.g. `Int? = 5` and `[String]? = ["x", "y"]`.
// Leaving `nil` means "not answered yet".

/// The student's prediction of what the snippet leaves behind.
public enum Prediction {
  /// apply 之前 `log.reads` 的元素个数 / how many entries `log.reads` has before any apply.
  public static let readsBeforeApply: Int? = nil

  /// 第一次 apply 的结果 / the result of the first apply.
  public static let first: Int? = nil

  /// 两次 apply 之后 `log.reads` 的内容，按顺序 / what `log.reads` holds after both applies, in order.
  public static let reads: [String]? = nil
}
