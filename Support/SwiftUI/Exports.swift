// Apple's SwiftUI re-exports Combine and Foundation: a file that imports only SwiftUI can declare an
// `ObservableObject` with `@Published` state, or use `Date`, `UUID` and `IndexSet`. The stand-in does the same, so that
// such a file compiles here exactly when it compiles on a Mac.
// 和 Apple 的 SwiftUI 一样重新导出 Combine 与 Foundation：只写 `import SwiftUI` 的文件也能使用它们。
@_exported import Combine
@_exported import Foundation
