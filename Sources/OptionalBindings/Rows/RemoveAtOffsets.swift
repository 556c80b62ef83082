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
  /// The offsets are counted among the elements `isIncluded` accepts *now*, as `onDelete`'s
  /// offsets are counted among the rows the list showed. While the collection is as the list
  /// showed it, they name the rows the user deleted. If it changed in between (an element
  /// inserted before a shown row, or a hidden one the predicate now accepts), an offset names
  /// whichever element is at that place now, as SwiftUI's own `remove(atOffsets:)` does for a
  /// whole list; offsets past the accepted elements are ignored. Where the collection can change
  /// under a delete, remove by id instead: find the ids of the rows shown when they are shown.
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
