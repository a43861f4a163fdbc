extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets`, as `.onDelete { items.remove(atOffsets: $0) }` does.
  ///
  /// 删除 `offsets` 位置上的元素（配合 `.onDelete` 使用）。
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection {
  /// Moves the elements at `source` so that they sit just before `destination`, as `.onMove` reports.
  ///
  /// 把 `source` 位置上的元素移到 `destination` 之前（配合 `.onMove` 使用）。
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moving = source.map { self[index(startIndex, offsetBy: $0)] }
    let staying = indices.enumerated().filter { !source.contains($0.offset) }.map { self[$0.element] }
    let insertion = destination - source.filter { $0 < destination }.count
    let reordered = Array(staying[..<insertion]) + moving + Array(staying[insertion...])
    for (position, element) in zip(indices, reordered) {
      self[position] = element
    }
  }
}
