#if os(macOS) || os(iOS) || KIT_TYPECHECK_APPLE_CODE
import ArticleReaderCore
import SwiftUI

/// One row of the list: it shows a prepared `ArticleRow` exactly as it is. 列表的一行：原样显示整理好的 `ArticleRow`。
struct ArticleRowView: View {
  let row: ArticleRow

  var body: some View {
    VStack(alignment: .leading) {
      Text(row.title).font(.headline)
      Text(row.byline).foregroundStyle(.secondary)
    }
  }
}
#endif
