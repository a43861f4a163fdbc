// 编程题 1（下）：定义仓库协议 TodoRepository
// Code 1 (part 2): define the TodoRepository protocol
//
// TODO: 声明三个方法，全部是 `async throws`：
//   - `fetchTodos()` 返回 `[Todo]`（读取）；
//   - `add(_ todo: Todo)`（添加）；
//   - `delete(_ todo: Todo)`（删除）。
//   协议还要继承 Sendable，这样实现可以安全地跨并发域传递。
// TODO: declare three methods, all `async throws`:
//   - `fetchTodos()` returning `[Todo]` (read);
//   - `add(_ todo: Todo)` (add);
//   - `delete(_ todo: Todo)` (delete).
//   The protocol should also refine Sendable so implementations can cross concurrency domains safely.
//
// BEGIN GENERATED: requirements (swift run grader sync)
// END GENERATED: requirements
//
// 提示：协议只描述“能做什么”，不写任何实现。
// Hint: a protocol only says what can be done; it holds no implementation.

/// Where todos come from: 待办数据的来源。
public protocol TodoRepository {
}
