extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets` among those that `isIncluded` accepts: the offsets that
  /// `onDelete` reports for the rows of `ForEach(byID:where:content:)`.
  ///
  /// A list that shows only some rows reports offsets among the rows it shows, not in the whole
  /// collection. Pass the same predicate the list was given:
  ///
  /// ```swift
  /// ForEach(byID: $todos, where: { !$0.isDone }) { $todo in
  ///   TextField("Title", text: $todo.title)
  /// }
  /// .onDelete { todos.remove(atOffsets: $0, where: { !$0.isDone }) }
  /// ```
  ///
  /// Offsets past the rows the predicate accepts now (the collection changed since the list was
  /// shown) are ignored, so a late delete never removes an element the list did not show.
  ///
  /// - Parameters:
  ///   - offsets: Offsets among the elements `isIncluded` accepts.
  ///   - isIncluded: The predicate the list shows rows by.
  /// - Complexity: O(*n*), where *n* is the length of the collection.
  public mutating func remove<Offsets: Sequence<Int>>(
    atOffsets offsets: Offsets, where isIncluded: (Element) -> Bool
  ) {
    let doomed = Set(offsets)
    var shown = 0
    var index = startIndex
    var kept = startIndex
    while index != endIndex {
      let element = self[index]
      var isRemoved = false
      if isIncluded(element) {
        isRemoved = doomed.contains(shown)
        shown += 1
      }
      if !isRemoved {
        if kept != index { self[kept] = element }
        formIndex(after: &kept)
      }
      formIndex(after: &index)
    }
    removeSubrange(kept..<endIndex)
  }
}
