#if canImport(SwiftUI)
  import SwiftUI
#endif

extension Binding {
  /// A binding to the element whose `id` is `id`, found by identity rather than by position.
  ///
  /// Use it for a detail view that edits one element of an array that can change underneath
  /// it. A binding by index reads the wrong element after an insertion and traps after a
  /// deletion; this one follows the element wherever it moves, and reads nil once it is gone:
  ///
  /// ```swift
  /// if let todo = Binding(unwrapping: $todos[id: selectedID]) {
  ///   TodoDetail(todo: todo)
  /// }
  /// ```
  ///
  /// For the rows of a list, use `ForEach(byID:)` (or ``byID``), whose rows are bindings to the
  /// elements themselves and keep reading the value they last had while a deleted row animates
  /// away.
  ///
  /// Reading gives the element with that id, or nil when none has it (it was deleted, or never
  /// there). Writing nil removes that element. Writing a value replaces it; if the value carries
  /// a different id, the element now answers to that id and this binding reads nil. Writing a
  /// value when no element has the id changes nothing, so a stale binding cannot bring a deleted
  /// element back.
  ///
  /// Ids are meant to be unique. If several elements share one, the binding finds the one
  /// nearest to where it last found that id in the same array (looking one place later first,
  /// then one place earlier, then two later, and so on), so it stays with "its" element while
  /// that element keeps the id and does not move far. Bindings for one id share where they last
  /// found it (their key path is cached by the id), but that is remembered per array, for the
  /// two arrays read through it most recently: reading another array that holds the id does not
  /// move this binding to another duplicate of its own, unchanged array. A third array read in
  /// between can, and a first search starts just after where the latest search on the same
  /// thread ended.
  ///
  /// Deriving it again from the same source with an equal id gives the same binding.
  ///
  /// - Parameter id: The identifier of the element to bind to.
  /// - Complexity: Finding the element is O(1) while it is where the binding last found it, and
  ///   O(*k*) when it has moved *k* places (insertions or deletions before it); O(*n*) when it
  ///   is gone or has moved far, as after a sort. The position is remembered with the key path,
  ///   which the package caches for ids that are trivially copyable (`Int`, `UUID`, …) or strings
  ///   of up to 15 UTF-8 bytes (10 on 32-bit platforms); for other ids each derivation starts a
  ///   new search, from just after where the previous search on the same thread ended, which is
  ///   the next row in a list that renders in order. Writing also copies the array when it lives
  ///   in an `@Observable` model: the write goes through the key path to the model's property,
  ///   whose setter the Swift runtime calls with a modified copy. That costs O(*n*), as it does
  ///   for any binding SwiftUI derives through a key path; a binding built from closures that
  ///   write `model.items[i] = $0` edits in place. The benchmark's `--scale` run measures both
  ///   (`Benchmarks/README.md`).
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
  /// - Complexity: As for the other overload's bindings whose ids are not cached: each
  ///   derivation's first read searches from where the previous search on the same thread
  ///   ended; later reads through the same binding are O(1) while the element stays put.
  public subscript<Element: Identifiable>(id id: Element.ID) -> Binding<Element?>
  where Value == [Element] {
    self[dynamicMember: Value.elementKeyPath(uncached: id)]
  }
}
