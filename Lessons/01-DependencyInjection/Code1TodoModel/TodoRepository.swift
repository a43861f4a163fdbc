import Foundation

// 编程题 1（下）：定义分类仓库协议 TodoCategoryRepository
// Code 1 (part 2): define the TodoCategoryRepository protocol
//
// TODO: 按下面列出的要求 6–8 声明这个协议（要求 1–5 在 Todo.swift 里）。注意它的方法和 TodoKit 的 TodoRepository 不同：
// save(_:) 既能新增也能替换同一 id 的分类，delete(id:) 只按 id 删除。
// TODO: declare this protocol to requirements 6–8 listed below (1–5 are in Todo.swift). Its methods differ from
// TodoKit's TodoRepository: save(_:) both adds a category and replaces the one with the same id, and delete(id:)
// deletes by id alone.
//
// BEGIN GENERATED: requirements (swift run grader sync)
// END GENERATED: requirements
//
// 提示：协议只描述“能做什么”，不写任何实现。
// Hint: a protocol only says what can be done; it holds no implementation.

/// Where todo categories come from: 待办分类数据的来源。
public protocol TodoCategoryRepository {
}
