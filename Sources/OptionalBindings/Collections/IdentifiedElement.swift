import OptionalBindingsIdentity

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
  /// For the rows of a list, use `ForEach(byID:)`, whose rows are bindings to the elements
  /// themselves and keep reading the value they last had while a deleted row animates away.
  ///
  /// Reading gives the element with that id, or nil when none has it (it was deleted, or never
  /// there). Writing nil removes that element. Writing a value replaces it; if the value carries
  /// a different id, the element now answers to that id and this binding reads nil. Writing a
  /// value when no element has the id changes nothing, so a stale binding cannot bring a deleted
  /// element back.
  ///
  /// Ids are meant to be unique. If several elements share one, the binding keeps to the one it
  /// found while that element keeps the id and does not move far, also after the array is copied
  /// or grows (unless other code changed that element in between); the first time, it takes the
  /// one nearest to where the latest search in that array ended. What other arrays hold never
  /// changes which one, and nothing traps.
  ///
  /// Deriving it again from the same source with an equal id gives the same binding.
  ///
  /// - Parameter id: The identifier of the element to bind to.
  /// - Complexity: O(1) while the element is where the binding last found it, O(*k*) when it
  ///   moved *k* places (insertions or deletions before it), O(*n*) when it is gone or moved far,
  ///   as after a sort, or was changed by other code and the array copied since. Writing into an
  ///   `@Observable` model copies the array, O(*n*), as any binding SwiftUI derives through a key
  ///   path does (<doc:WhyThePackageUsesKeyPaths>).
  @inlinable
  public subscript<Element: Identifiable>(id id: Element.ID) -> Binding<Element?>
  where Value == [Element], Element.ID: Sendable {
    self[dynamicMember: Value.elementKeyPath(id)]
  }

  /// A binding to the element whose `id` is `id`, for an `Element.ID` that is not `Sendable`.
  ///
  /// Reads, writes and identity are those of the other overload: derivations with equal ids are
  /// the same binding.
  ///
  /// - Parameter id: The identifier of the element to bind to.
  /// - Complexity: As for the other overload, except that each derivation's first read searches
  ///   for the element afresh, from where the latest search ended.
  public subscript<Element: Identifiable>(id id: Element.ID) -> Binding<Element?>
  where Value == [Element] {
    self[dynamicMember: Value.elementKeyPath(uncached: id)]
  }
}

extension Array where Element: Identifiable {
  /// The element whose `id` is the argument's, or nil if none has it.
  ///
  /// Setting nil removes that element; setting a value replaces it. Setting a value when no
  /// element has the id changes nothing, so a write through a binding to a deleted element cannot
  /// bring it back.
  ///
  /// - Complexity: O(1) when the element is where it was last found, or moved *k* places since
  ///   (an insertion or deletion before it): O(*k*). O(*n*) when it is gone or moved far.
  subscript(identifiedBy target: ElementIdentity<Element.ID>) -> Element? {
    get { position(of: target).map { self[$0] } }
    set {
      guard let position = position(of: target) else { return }
      if let newValue {
        self[position] = newValue
        target.recordStored(at: position, in: self)
      } else {
        remove(at: position)
      }
    }
  }

  /// The position of the element with the target's id, found from the target's hint.
  func position(of target: ElementIdentity<Element.ID>) -> Int? {
    target.offset(in: self) { $0.id }
  }

  /// The key path `subscript(id:)` on an array binding projects through.
  @usableFromInline
  static func elementKeyPath(_ id: Element.ID) -> WritableKeyPath<Self, Element?> & Sendable
  where Element.ID: Sendable {
    Identity.constant(IdentifiedElementProjection.self, id)
  }

  /// The key path `subscript(id:)` projects through for an id that is not `Sendable`; never
  /// cached, so each derivation starts with a hint of its own.
  static func elementKeyPath(uncached id: Element.ID) -> WritableKeyPath<Self, Element?> {
    \Self[identifiedBy: ElementIdentity(id)]
  }
}

/// The cached key paths of `Array.subscript(identifiedBy:)`.
enum IdentifiedElementProjection<Element: Identifiable>: CachedProjection
where Element.ID: Sendable {
  typealias Root = [Element]
  typealias Value = Element?
  typealias Primary = Element.ID

  static func keyPath(_ id: Element.ID, _: Nothing) -> FormedKeyPath {
    \[Element][identifiedBy: ElementIdentity(id)]
  }
}
