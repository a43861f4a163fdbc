import Foundation

// 编程题 1（上）：定义待办分类 TodoCategory
// Code 1 (part 1): define the TodoCategory model
//
// 待办应用里，每条待办可以归到一个分类（“工作”“家里”……）。编程题 2–5 用的 `Todo` 和 `TodoRepository` 已经在
// `Support/TodoKit` 里写好了；这道题请你自己为分类设计模型和仓库协议。分类和待办的字段、仓库的方法都不一样，
// 请按下面的要求写，不要照搬 TodoKit。
// In the todo app every todo can belong to a category ("Work", "Home", …). The `Todo` and `TodoRepository` that
// code 2–5 use are ready-made in `Support/TodoKit`; here you design the model and the repository protocol of
// categories yourself. Their fields and the repository's methods differ from the todo ones: follow the requirements
// below rather than copying TodoKit.
//
// TODO: 把 TodoCategory 写成一个值类型，满足下面列出的要求 1–5（要求 6–8 在 TodoRepository.swift 里）。
// TODO: make TodoCategory a value type that meets requirements 1–5 listed below (6–8 are in TodoRepository.swift).
//
// BEGIN GENERATED: requirements (swift run grader sync)
// END GENERATED: requirements
//
// 检查 / Check:  swift run grader --question di.code1

/// A category that todos can be filed under: 待办可以归入的一个分类。
public struct TodoCategory {
}
