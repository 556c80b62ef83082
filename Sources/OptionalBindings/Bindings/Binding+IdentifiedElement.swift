#if canImport(SwiftUI)
  import SwiftUI
#endif

extension Binding {
  /// A binding to the element whose `id` is `id`, found by identity rather than by position.
  ///
  /// Use it for a row or detail view that edits one element of an array that can change
  /// underneath it. A binding by index reads the wrong element after an insertion and traps
  /// after a deletion; this one follows the element wherever it moves.
  ///
  /// ```swift
  /// ForEach(todos) { todo in
  ///   if let row = Binding(unwrapping: $todos[id: todo.id]) {
  ///     TodoRow(todo: row)
  ///   }
  /// }
  /// ```
  ///
  /// Reading gives the first element with that id, or nil when none has it (it was deleted, or
  /// never there). Writing nil removes that element. Writing a value replaces it; if the value
  /// carries a different id, the element now answers to that id and this binding reads nil.
  /// Writing a value when no element has the id changes nothing, so a stale binding cannot bring
  /// a deleted element back.
  ///
  /// Deriving it again from the same source with an equal id gives the same binding.
  ///
  /// - Parameter id: The identifier of the element to bind to.
  /// - Complexity: Reading and writing are O(*n*): a linear search for the id.
  @inlinable
  public subscript<Element: Identifiable>(id id: Element.ID) -> Binding<Element?>
  where Value == [Element], Element.ID: Sendable {
    self[dynamicMember: Value.elementKeyPath(id)]
  }

  /// A binding to the element whose `id` is `id`, for an `Element.ID` that is not `Sendable`.
  ///
  /// Reads and writes behave as in the other overload, and derivations with equal ids are the
  /// same binding; the key path is formed anew each time instead of being cached.
  ///
  /// - Parameter id: The identifier of the element to bind to.
  /// - Complexity: Reading and writing are O(*n*): a linear search for the id.
  public subscript<Element: Identifiable>(id id: Element.ID) -> Binding<Element?>
  where Value == [Element] {
    self[dynamicMember: \Value[identifiedBy: ElementIdentity(id)]]
  }
}
