import Foundation
import Testing
import VMTestSubject

// 写测试：用 Swift Testing 为 NoteListViewModel 写单元测试
// Write tests: unit tests for NoteListViewModel with Swift Testing
//
// `NoteListViewModel` 和 `NoteService` 在 `Tests/02-ViewModel/Subject/VMTestSubject` 里。这个 ViewModel 的约定是：
// `NoteListViewModel` and `NoteService` are in `Tests/02-ViewModel/Subject/VMTestSubject`. The view model promises:
//
//   1. `load()` 成功：`notes` 是服务返回的笔记，按 `updatedAt` 从新到旧排列；`errorMessage` 为 nil；
//      返回后 `isLoading` 为 false。
//      `load()` succeeds: `notes` holds the service's notes, newest `updatedAt` first; `errorMessage` is nil;
//      `isLoading` is false once it returns.
//   2. `load()` 失败：`errorMessage` 是一段文字；已经显示的 `notes` 保持不变；返回后 `isLoading` 为 false。
//      `load()` fails: `errorMessage` holds some text; the `notes` already shown stay; `isLoading` is false once it returns.
//   3. 失败之后再成功：`errorMessage` 被清为 nil。
//      A successful `load()` after a failed one clears `errorMessage` to nil.
//   4. `delete(_:)`：让服务按 `id` 删除这条笔记，然后重新读取，列表里不再有它。
//      `delete(_:)` has the service delete the note by `id`, then loads again, so the note leaves the list.
//
// TODO: 在这个文件里自己写一个遵循 `NoteService` 的 Mock（能返回给定的笔记、能按需失败、记下删除了哪些 id），
//       再为上面每一条约定写测试（`@Test`、`#expect`）。
// TODO: write your own mock of `NoteService` in this file (it returns given notes, fails on demand and records the
//       ids it deleted), then write tests (`@Test`, `#expect`) for each promise above.
//
// 怎么评分 / How it is graded:
//   你的测试先在正确的 NoteListViewModel 上运行，必须全部通过；然后分别在几个故意改坏的版本上运行，
//   每个改坏的版本只要有一个测试失败，就算“抓住”了它。得分 = 抓住的比例。
//   Your tests first run against the correct NoteListViewModel and must all pass; then they run against several
//   deliberately broken versions, and a version counts as caught when at least one test fails on it.
//   Your score is the share you catch.
//   学生版套件里没有改坏的版本：在那里 grader 只检查你的测试在正确的版本上全部通过，分数在老师评分时得出。
//   The student edition leaves the broken versions out: there the grader only checks that your tests pass on the
//   correct version, and the score comes when your teacher grades.
//
// 检查 / Check:  swift run grader --question vm.tests1

@Suite("NoteListViewModel 的测试 / Tests of NoteListViewModel")
struct NoteListViewModelTests {
  // TODO: 在这里写测试 / write your tests here
}
